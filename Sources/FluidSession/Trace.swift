import FluidCore
import FluidJSON
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The trace format of docs/trace.md: a header line, then one line per frame written after the
/// frame's events were applied and the scene advanced to the frame's time.
public enum Trace {
    /// `{"scene":…,"width":…,"height":…,"scale":…, <scene header fields>}`
    /// `extra` fields (a host's, such as its clock) follow the scene's.
    public static func header(_ session: Session, extra: [(String, JSONValue)] = []) -> String {
        var fields: [(String, JSONValue)] = [
            ("scene", .string(session.sceneName)),
            ("width", .number(session.size.width)),
            ("height", .number(session.size.height)),
            ("scale", .number(session.scale))
        ]
        fields += session.scene.traceHeader
        fields += extra
        return JSONValue.object(fields).text
    }

    /// `{"frame":index,"t":time,"scene":…, <scene frame fields>}` for the session's current time;
    /// `extra` fields (a host's, such as when the frame was presented) come last.
    public static func frame(_ session: Session, index: Int, extra: [(String, JSONValue)] = []) -> String {
        var fields: [(String, JSONValue)] = [
            ("frame", .number(Double(index))),
            ("t", .number(session.time)),
            ("scene", .string(session.sceneName))
        ]
        fields += session.scene.traceFrame
        // Only while something has keyboard focus, so traces of touch-only runs are unchanged.
        if let focused = session.focus.focusedID { fields.append(("focus", .string(focused))) }
        // Only while a push or pop runs, likewise.
        fields += session.navigationTraceFields
        fields += extra
        return JSONValue.object(fields).text
    }
}
