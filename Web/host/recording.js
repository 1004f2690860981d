// The page's recording (Web/Sources/WebRecording.swift): what the session received since the
// scene opened — every coalesced touch sample, wheel notch, key and typed text with the page's
// own timestamps, and the frames the page drew — as a touch script (docs/touch-script.md) that
// `fluid replay` turns into the trace the page drew. Offered as a download by save(), and by a
// button on the page with the URL parameter record=1.

/**
 * `t` (s) as the recording writes it and `fluid replay` reads it back: to a billionth
 * (JSONValue.format; Math.round and Swift's rounded() agree for the page's times, which are
 * positive). The page advances its scene to these, so the replay runs on the very same times.
 */
export const asWritten = (t) => Math.round(t * 1e9) / 1e9;

/** The download's name: fluid-SCENE-YYYYMMDD-HHMMSS.jsonl, in the phone's local time. */
export function fileName(scene, date = new Date()) {
  const two = (n) => String(n).padStart(2, "0");
  const day = `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}`;
  const time = `${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
  return `fluid-${scene || "scene"}-${day}-${time}.jsonl`;
}

/** Downloads the recording as a JSON Lines file; returns its name. */
export function save(fluid) {
  const name = fileName(fluid.scene());
  const blob = new Blob([fluid.recording()], { type: "application/jsonl" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  return name;
}

/** A small "Save recording" button in the page's top left corner, outside the scene's touches. */
export function addSaveButton(fluid) {
  const button = document.createElement("button");
  button.id = "save-recording";
  button.type = "button";
  button.textContent = "Save recording";
  Object.assign(button.style, {
    position: "fixed", left: "max(8px, env(safe-area-inset-left))", bottom: "max(8px, env(safe-area-inset-bottom))",
    zIndex: "2", font: "13px Inter, sans-serif", padding: "6px 10px", borderRadius: "8px", border: "none",
    background: "rgba(40, 40, 40, 0.8)", color: "#fff",
  });
  button.addEventListener("click", () => {
    const name = save(fluid);
    button.textContent = fluid.recordingFull() ? `Saved ${name} (full: later input not kept)` : `Saved ${name}`;
    setTimeout(() => { button.textContent = "Save recording"; }, 3000);
  });
  document.body.append(button);
  return button;
}
