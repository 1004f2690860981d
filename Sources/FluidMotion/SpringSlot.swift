/// A place for at most one spring animation, as a scene model holds the motion of one value: it
/// starts, retargets and advances the animation, empties once the animation settles, and applies
/// Reduce Motion to every animation it holds.
///
/// Rules, in the order the models relied on them before the slot existed:
/// - Reduce Motion (`reducesMotion`) is applied (`SpringAnimation.reduceMotion`) each time the
///   slot stores an animation — `hold`, `start`, `update` and every `advance` that leaves it
///   moving — so a change of `reducesMotion` reaches a held animation at its next store.
/// - `start` keeps an animation only if it is not already settled (judged before Reduce Motion);
///   `hold` keeps it even then, and the next `advance` empties the slot.
/// - `advance(to:)` moves the animation to the time (earlier and non-finite times are ignored,
///   as `SpringAnimation.advance` does) and returns it as advanced, its final settled state
///   included, so the caller reads its value on the frame it settles; the slot is then empty.
///
/// An empty slot means nothing moves: `isMoving` is false and `advance` returns nil.
public struct SpringSlot<Value: AnimatableVector>: Sendable {
    /// Reduce Motion: every animation stored from now on moves without bounce or overshoot.
    public var reducesMotion: Bool
    /// The animation in flight, nil when nothing moves.
    @inlinable public var animation: SpringAnimation<Value>? { held }
    // Visible to inlinable code so `advance(to:)` specializes in the caller's module, as
    // `SpringAnimation.advance(to:)` does.
    @usableFromInline var held: SpringAnimation<Value>?

    /// An empty slot; with `reducesMotion`, every animation it will hold forbids overshoot.
    public init(reducesMotion: Bool = false) {
        self.reducesMotion = reducesMotion
    }

    /// True while an animation is held.
    @inlinable public var isMoving: Bool { held != nil }

    /// Holds `animation` (Reduce Motion applied), replacing any other, even when it is already
    /// settled: the next `advance` then reads its final state and empties the slot.
    public mutating func hold(_ animation: SpringAnimation<Value>) {
        store(animation)
    }

    /// Holds `animation` unless it is already settled, in which case the slot empties; true when
    /// it holds one.
    @discardableResult
    public mutating func start(_ animation: SpringAnimation<Value>) -> Bool {
        if animation.isSettled {
            held = nil
        } else {
            store(animation)
        }
        return held != nil
    }

    /// Empties the slot: whatever moved stops where the caller last read it.
    public mutating func stop() {
        held = nil
    }

    /// Changes the held animation in place (retarget, new velocity, new spring) and stores it
    /// back, Reduce Motion applied; does nothing when the slot is empty.
    public mutating func update(_ change: (inout SpringAnimation<Value>) -> Void) {
        guard var changed = held else { return }
        change(&changed)
        store(changed)
    }

    /// Heads the held animation for `target` from its current state (after advancing it to `time`
    /// if given); does nothing when the slot is empty.
    public mutating func retarget(to target: Value, at time: Double? = nil) {
        update { $0.retarget(to: target, at: time) }
    }

    /// Advances the held animation to `time` (s) and returns it as advanced, nil when the slot is
    /// empty; the slot empties when it has settled and otherwise stores it back (Reduce Motion
    /// applied).
    @inlinable @discardableResult
    public mutating func advance(to time: Double) -> SpringAnimation<Value>? {
        guard var advanced = held else { return nil }
        advanced.advance(to: time)
        if advanced.isSettled {
            held = nil
        } else {
            store(advanced)
        }
        return advanced
    }

    @inlinable mutating func store(_ animation: SpringAnimation<Value>) {
        held = animation
        held?.reduceMotion(reducesMotion)
    }
}

extension Dictionary {
    /// The slot's rule for many values at once (a spring per list row, say): advances every
    /// animation to `time` (s) and removes those that have settled.
    public mutating func advanceSprings<Vector: AnimatableVector>(to time: Double)
    where Value == SpringAnimation<Vector> {
        for (key, var spring) in self {
            spring.advance(to: time)
            self[key] = spring.isSettled ? nil : spring
        }
    }
}
