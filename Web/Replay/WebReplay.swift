import FluidMotion
import FluidSceneKit
import FluidSession

/// `fluid replay SCRIPT [--scene NAME] [--fps F] --trace -` in a build without files: the same
/// session, options and frame clock (`Replay`), so the trace is the native command's, byte for
/// byte, wherever the engine runs.
enum WebReplay {
    /// The pixels per point `fluid replay` uses when neither the command nor a header gives one.
    static let defaultScale = 2.0

    /// The trace of `script` (JSON Lines, each line ending in "\n"), or the one-line error.
    /// - Parameters:
    ///   - scene: the scene to run; nil takes the script's header, else the catalog's default.
    ///   - fps: frames per second, 1…1000.
    ///   - draw: called with each frame's session after its trace line (the scenes probe draws
    ///     it, to measure the stack drawing takes); nothing by default, as `fluid replay`.
    static func trace(
        script: String, scene: String?, fps: Double,
        draw: (Session) -> Void = { _ in }
    ) -> (trace: String, failed: Bool) {
        let touchScript: TouchScript
        do {
            touchScript = try TouchScript(parsing: script, source: "script")
        } catch {
            return (error.description, true)
        }
        let replay: Replay
        do {
            replay = try Replay(script: touchScript, fps: fps)
        } catch {
            return (error.description, true)
        }
        let header = touchScript.header
        var session: Session
        do {
            session = try Session(
                scene: scene ?? header?.scene, size: header?.size ?? Session.defaultSize,
                scale: header?.scale ?? defaultScale,
                options: SceneOptions(dark: header?.dark ?? false, startState: header?.startState ?? []))
        } catch {
            return (error.description, true)
        }
        var out = Trace.header(session) + "\n"
        replay.run(&session) { (index, session) in
            out += Trace.frame(session, index: index)
            out += "\n"
            draw(session)
        }
        return (out, false)
    }
}
