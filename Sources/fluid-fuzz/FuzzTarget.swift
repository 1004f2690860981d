import FluidCore
import FluidMotion

/// An engine model under fuzzing: takes actions, says what is wrong with it right now, and after
/// the stream lifts every finger and must come to rest within a bounded time.
protocol FuzzTarget {
    /// Applies one action.
    mutating func apply(_ action: FuzzAction)
    /// The first violated invariant or non-finite number, nil when all is well.
    func problem() -> String?
    /// Lifts every finger, then runs frames until the model rests; a problem if it does not rest
    /// in time or is not well-formed at rest.
    mutating func liftAndSettle() -> String?
}

/// The kinds of target a run cycles through, each made fresh for every case.
struct TargetKind: Sendable {
    let name: String
    let make: @Sendable () -> any FuzzTarget

    static var all: [TargetKind] {
        DrawerTarget.configurations.map { entry in
            TargetKind(name: "drawer/\(entry.name)") { DrawerTarget(configuration: entry.configuration) }
        } + [TargetKind(name: "motion") { MotionTarget() }]
            + SessionTarget.sceneNames.map { scene in
                TargetKind(name: "scene/\(scene)") { SessionTarget(scene: scene) }
            }
    }
}

/// Frames at 60 Hz, the rate hosts advance at while something moves (s).
let frameInterval = 1.0 / 60
/// The finger ids the stream uses, all lifted at the end of a case.
let fingerIDs = 1...5

/// When a case's final lift happens, on a host clock that then runs for `duration` seconds: just
/// after `latest`, unless that clock would leave `InputDomain` first (a host clock stuck near
/// 10¹² s cannot advance), in which case the host resets its clock to 0.
func liftTime(after latest: Double, running duration: Double) -> Double {
    let next = latest + 0.01
    return InputDomain.contains(time: next + duration + 1) ? next : 0
}
