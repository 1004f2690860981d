import FluidCore
import FluidMotion

/// How the editor's step cards close a removed step's gap: the cards below it start where they
/// were and spring up into place, while the removed card fades and shrinks where it was.
///
/// Interruptible: a removal while cards still move keeps each card's current shift and velocity
/// and adds one slot to those below the new gap, so nothing jumps. Shifts are in points (down is
/// positive) by the card's index after the removal; time is an argument (s).
struct StepRemovalMotion: Sendable {
    /// The gap closes critically damped, quicker than an arrival (0.35 s response).
    static let spring = Spring.constant(response: 0.35, dampingRatio: 1)
    /// Settled within a tenth of a point.
    static let tolerance = SpringTolerance(position: 0.1, velocity: 1)

    /// A removed card still fading where it was.
    struct Leaving: Sendable {
        var actionID: String
        /// Its frame when it was removed, in content coordinates (pt).
        var frame: Rect
        /// 1 (whole) … 0 (gone): opacity, and 85 % … 100 % of its size.
        var presence: SpringAnimation<Double>
    }

    private(set) var shifts: [Int: SpringAnimation<Double>] = [:]
    private(set) var leaving: [Leaving] = []

    var isMoving: Bool { !shifts.isEmpty || !leaving.isEmpty }

    /// The card at `index` (after removals): how far below its place it is drawn (pt).
    func shift(of index: Int) -> Double { shifts[index]?.value ?? 0 }

    /// Step `index` of `count` (before the removal), whose card was drawn at `frame` (its shift
    /// included), was removed at `time`; `slot` is a card's height plus the spacing (pt).
    mutating func remove(_ index: Int, count: Int, actionID: String, frame: Rect, slot: Double, at time: Double) {
        var moved: [Int: SpringAnimation<Double>] = [:]
        for old in 0..<count where old != index {
            let new = old < index ? old : old - 1
            let current = shifts[old]
            let shift = (current?.value ?? 0) + (old > index ? slot : 0)
            guard shift != 0 else { continue }
            moved[new] = SpringAnimation(
                spring: Self.spring, from: shift, to: 0, velocity: current?.velocity ?? 0,
                at: time, tolerance: Self.tolerance)
        }
        shifts = moved
        leaving.append(
            Leaving(
                actionID: actionID, frame: frame,
                presence: SpringAnimation(
                    spring: Self.spring, from: 1, to: 0, at: time,
                    tolerance: SpringTolerance(position: 0.01, velocity: 0.1))))
    }

    /// Forgets every motion (the steps were replaced, or a step was added).
    mutating func reset() {
        shifts = [:]
        leaving = []
    }

    mutating func advance(to time: Double) {
        shifts.advanceSprings(to: time)
        leaving = leaving.compactMap { item in
            var item = item
            item.presence.advance(to: time)
            return item.presence.isSettled ? nil : item
        }
    }
}
