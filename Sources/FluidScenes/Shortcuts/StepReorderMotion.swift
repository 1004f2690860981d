import FluidMotion
import FluidSceneKit

/// Reordering the editor's steps: a long-pressed card lifts (grows a little and casts a shadow)
/// and follows the finger; the cards between its place and the slot under it spring aside to
/// make room; on release it springs from where the finger left it into that slot.
///
/// Interruptible: every card keeps its current shift and velocity whatever happens next (a slot
/// change mid-drag, a drop while cards still move, a new lift of the card still settling, a
/// move from the keyboard). Shifts are in points (down is positive), by the card's index in the
/// document; the document itself changes only when a card is dropped (`drop`) or moved
/// (`move`), which return what moved. Time is an argument (s).
struct StepReorderMotion: Sendable {
    /// Cards make room and the dropped card settles slightly underdamped, as a table view's
    /// rows do (0.35 s response, ζ 0.85).
    static let spring = Spring.constant(response: 0.35, dampingRatio: 0.85)
    /// Settled within a tenth of a point.
    static let tolerance = SpringTolerance(position: 0.1, velocity: 1)
    /// Settled within a hundredth of the lift.
    static let liftTolerance = SpringTolerance(position: 0.01, velocity: 0.1)
    /// The lifted card's scale at full lift: 4 % larger, as a lifted table cell.
    static let liftedScale = 1.04

    /// The card under the finger.
    struct Lifted: Sendable {
        /// Its index in the document (unchanged until the drop).
        var index: Int
        /// The finger that carries it.
        var touchID: Int
        /// The finger's distance below the card's top when it lifted (pt).
        var grab: Double
        /// The card's top, in content coordinates (pt).
        var top: Double
        /// The slot it would drop into (an index in the document).
        var slot: Int
    }

    /// Reduce Motion (`SceneOptions.reduceMotion`): no spring overshoots its target.
    var reducesMotion = false
    private(set) var lifted: Lifted?
    /// Which card wears the lift (the lifted one, then the dropped one while it settles).
    private(set) var raisedIndex: Int?
    /// 0 (resting) … 1 (lifted): the raised card's scale and shadow.
    private(set) var lift: SpringAnimation<Double>?
    private(set) var shifts: [Int: SpringAnimation<Double>] = [:]

    var isMoving: Bool { lifted != nil || lift != nil || !shifts.isEmpty }

    /// How far below its place the card at `index` is drawn (pt); the lifted card is drawn at
    /// `lifted.top` instead.
    func shift(of index: Int) -> Double { shifts[index]?.value ?? 0 }

    /// The raised card's lift, 0…1 (past either end while the spring overshoots).
    var liftProgress: Double { lift?.value ?? 0 }

    /// Lifts card `index`, drawn with its top at `top`, under finger `touchID` at `fingerY`
    /// (content coordinates, pt).
    mutating func begin(_ index: Int, touchID: Int, top: Double, fingerY: Double, at time: Double) {
        advance(to: time)
        shifts[index] = nil
        let start = raisedIndex == index ? liftProgress : 0
        let velocity = raisedIndex == index ? lift?.velocity ?? 0 : 0
        lift = animation(from: start, to: 1, velocity: velocity, at: time, tolerance: Self.liftTolerance)
        raisedIndex = index
        // A finger reported nowhere (non-finite) grabs the card at its top.
        lifted = Lifted(
            index: index, touchID: touchID, grab: fingerY.isFinite ? fingerY - top : 0, top: top, slot: index)
    }

    /// The finger carrying the card is at `fingerY` (content, pt): the card follows it and the
    /// cards between its place and the slot under its centre move aside by `slot` (a card's
    /// height plus the spacing); `cardsTop` is the first card's top and `count` the steps.
    mutating func drag(fingerY: Double, cardsTop: Double, slot: Double, count: Int, at time: Double) {
        // A non-finite finger is no place to carry the card to: it stays where it was.
        guard var lifted, count > 0, slot > 0, fingerY.isFinite else { return }
        lifted.top = fingerY - lifted.grab
        let under = ((lifted.top - cardsTop) / slot).rounded()
        let target = under.isFinite ? Int(min(max(under, 0), Double(count - 1))) : lifted.index
        if target != lifted.slot {
            lifted.slot = target
            for index in 0..<count where index != lifted.index {
                let room =
                    index > lifted.index && index <= target
                    ? -slot
                    : index < lifted.index && index >= target ? slot : 0
                retarget(index, to: room, at: time)
            }
        }
        self.lifted = lifted
    }

    /// Releases the lifted card into its slot, the cards' places in content coordinates given by
    /// `cardTop`; returns the move (`from` → `to`, equal when it went back to its place).
    mutating func drop(cardTop: (Int) -> Double, count: Int, at time: Double) -> (from: Int, to: Int)? {
        guard let lifted else { return nil }
        advance(to: time)
        self.lifted = nil
        lift?.retarget(to: 0, at: time)
        raisedIndex = lifted.slot
        rekey(
            from: lifted.index, to: lifted.slot, cardTop: cardTop, count: count,
            movedShift: lifted.top - cardTop(lifted.slot), movedVelocity: 0, at: time)
        return (lifted.index, lifted.slot)
    }

    /// Card `from` moves to `to` at once (a keyboard or assistive move): it and the cards it
    /// passes spring from where they are drawn to their new places.
    mutating func move(from: Int, to: Int, cardTop: (Int) -> Double, count: Int, at time: Double) {
        advance(to: time)
        let moved = shifts[from]
        rekey(
            from: from, to: to, cardTop: cardTop, count: count,
            movedShift: (moved?.value ?? 0) + cardTop(from) - cardTop(to), movedVelocity: moved?.velocity ?? 0, at: time
        )
    }

    /// Re-indexes the shifts for the document's move of `from` to `to`, each card keeping where
    /// it is drawn and its velocity, all heading for their new places (shift 0).
    private mutating func rekey(
        from: Int, to: Int, cardTop: (Int) -> Double, count: Int,
        movedShift: Double, movedVelocity: Double, at time: Double
    ) {
        var moved: [Int: SpringAnimation<Double>] = [:]
        for old in 0..<count where old != from {
            let new = old > from && old <= to ? old - 1 : old < from && old >= to ? old + 1 : old
            let current = shifts[old]
            let shift = (current?.value ?? 0) + cardTop(old) - cardTop(new)
            guard abs(shift) > Self.tolerance.position || abs(current?.velocity ?? 0) > Self.tolerance.velocity
            else { continue }
            moved[new] = animation(from: shift, to: 0, velocity: current?.velocity ?? 0, at: time)
        }
        if movedShift != 0 || movedVelocity != 0 {
            moved[to] = animation(from: movedShift, to: 0, velocity: movedVelocity, at: time)
        }
        shifts = moved
    }

    private mutating func retarget(_ index: Int, to target: Double, at time: Double) {
        if var spring = shifts[index] {
            spring.advance(to: time)
            spring.retarget(to: target, at: time)
            shifts[index] = spring
        } else if target != 0 {
            shifts[index] = animation(from: 0, to: target, velocity: 0, at: time)
        }
    }

    /// A spring of this motion, without overshoot under Reduce Motion.
    private func animation(
        from: Double, to target: Double, velocity: Double, at time: Double,
        tolerance: SpringTolerance = Self.tolerance
    ) -> SpringAnimation<Double> {
        var animation = SpringAnimation(
            spring: Self.spring, from: from, to: target, velocity: velocity, at: time,
            tolerance: tolerance)
        animation.reduceMotion(reducesMotion)
        return animation
    }

    /// Step `index` left the document while the cards may still be springing: every other card
    /// keeps its spring (where it is drawn relative to its place, its velocity) under its new
    /// index, so nothing stops or jumps; the removed card's spring and lift go with it. With a
    /// card still under a finger the room it makes depends on indices that no longer hold: the
    /// motion is forgotten, as before.
    mutating func remove(_ index: Int, at time: Double) {
        advance(to: time)
        guard lifted == nil else { return reset() }
        var moved: [Int: SpringAnimation<Double>] = [:]
        for (old, spring) in shifts where old != index { moved[old > index ? old - 1 : old] = spring }
        shifts = moved
        if let raised = raisedIndex {
            if raised == index {
                raisedIndex = nil
                lift = nil
            } else if raised > index {
                raisedIndex = raised - 1
            }
        }
    }

    /// Forgets every motion (the steps were replaced).
    mutating func reset() {
        let reduces = reducesMotion
        self = StepReorderMotion()
        reducesMotion = reduces
    }

    mutating func advance(to time: Double) {
        for (index, var spring) in shifts {
            spring.advance(to: time)
            // A card kept aside while the lifted card is still over its slot stays in `shifts`.
            shifts[index] = spring.isSettled && spring.value == 0 ? nil : spring
        }
        lift?.advance(to: time)
        if lifted == nil, lift?.isSettled ?? false {
            lift = nil
            raisedIndex = nil
        }
    }
}
