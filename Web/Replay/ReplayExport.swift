import FluidSession

// `fluid replay` in the browser, for make test-web and anyone replaying a script in a page:
// fluid-replay.wasm is the page's module (Web/Sources) with this export; the page itself loads
// fluid.wasm, which leaves the touch-script parser and the replay out (docs/web.md, "Size").

/// `fluid replay` of the touch script in the input's first `length` bytes at `fps`, in the
/// scene named by the next `sceneLength` bytes (the script's header or the default when 0):
/// the whole trace in the output. Returns its length, or minus the length of a one-line error.
@_expose(wasm, "fluid_replay")
@_cdecl("fluid_replay")
public func fluidReplay(_ length: Int32, _ sceneLength: Int32, _ fps: Double) -> Int32 {
    let script = inputText(length)
    let start = max(0, min(Int(length), input.capacity))
    let scene =
        sceneLength > 0
        ? String(
            decoding: UnsafeBufferPointer(
                start: input.base + start,
                count: max(0, min(Int(sceneLength), input.capacity - start))),
            as: UTF8.self)
        : nil
    let result = WebReplay.trace(script: script, scene: scene, fps: fps)
    let count = write(result.trace)
    return result.failed ? -count : count
}
