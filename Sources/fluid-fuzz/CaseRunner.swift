/// Runs one case — a fresh target fed a seeded hostile stream, checked after every action, then
/// lifted and run to rest — and shrinks a failing one to a short reproducer.
struct CaseRunner {
    /// Actions per case: long enough for gestures, resizes and clock jumps to interleave, short
    /// enough that a failure minimises quickly.
    static let actionsPerCase: ClosedRange<UInt64> = 100...400

    let kind: TargetKind

    /// The failure a case ends in, with the index of the action after which it was found
    /// (`actions.count` when found while settling).
    struct Failure {
        var problem: String
        var step: Int
    }

    /// The actions of the case with this seed.
    static func actions(seed: UInt64) -> [FuzzAction] {
        var stream = HostileStream(seed: seed)
        let count =
            actionsPerCase.lowerBound
            + stream.rng.next() % (actionsPerCase.upperBound - actionsPerCase.lowerBound + 1)
        return (0..<count).map { _ in stream.next() }
    }

    /// Runs `actions` on a fresh target; nil if every check passed.
    func run(_ actions: [FuzzAction]) -> Failure? {
        var target = kind.make()
        for (i, action) in actions.enumerated() {
            target.apply(action)
            if let problem = target.problem() { return Failure(problem: problem, step: i) }
        }
        if let problem = target.liftAndSettle() { return Failure(problem: problem, step: actions.count) }
        return nil
    }

    /// A smaller list of actions that still fails (`deltaMinimise`), at most `budget` runs; each
    /// failing candidate is cut after the action that failed.
    func minimise(_ actions: [FuzzAction], failure: Failure, budget: Int = 2000) -> [FuzzAction] {
        deltaMinimise(Array(actions.prefix(failure.step + 1)), budget: budget) { candidate in
            run(candidate).map { Array(candidate.prefix($0.step + 1)) }
        }
    }
}
