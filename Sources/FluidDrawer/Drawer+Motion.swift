import FluidMotion

/// Motions that run on their own: the drawer's settle spring, the list's momentum, bounce and
/// return to the top.
extension Drawer {
    /// Brings every running motion to `time`.
    mutating func stepMotions() {
        if let handOff = handOffTime, time >= handOff {
            carryIntoList(at: handOff)
        } else if isSettling {
            stepSettle()
        }
        stepList()
    }

    /// Advances the running settle where it is stored (`drawerSpring?.advance`): binding it to a
    /// variable and storing it back would copy the whole animation out and in every frame.
    private mutating func stepSettle() {
        drawerSpring?.advance(to: time)
        guard let value = drawerSpring?.value, let settled = drawerSpring?.isSettled else { return }
        freeTop = freeTop(forDisplayed: value)
        if settled { finishSettle() }
    }

    /// Ends every running motion where it was heading, at once (the clock was reset, so how far
    /// along they are is unknown): the drawer at its selected detent, the list where its motion
    /// ends, kept within its bounds (at the top where it does not scroll).
    mutating func completeMotions() {
        if isSettling { finishSettle() }
        let end: Double
        switch listMotion {
        case .none: return
        case .momentum(let decay, _, _): end = decay.finalValue
        case .spring(let spring): end = spring.target
        }
        listMotion = .none
        contentOffset = resolved.scrollable[selectedIndex] ? min(max(end, 0), maxContentOffset) : 0
    }

    private mutating func stepList() {
        switch listMotion {
        case .none:
            return
        case .momentum(var decay, let bounceTime, let boundary):
            if let bounceTime, time >= bounceTime {
                // The coast reached an end: a spring takes over there with the same velocity.
                let velocity = decay.state(at: bounceTime).velocity
                var spring = SpringAnimation(
                    spring: configuration.springs.listBounce, from: boundary,
                    to: boundary, velocity: velocity, at: bounceTime,
                    tolerance: configuration.tolerance)
                spring.advance(to: time)
                contentOffset = spring.value
                listMotion = spring.isSettled ? .none : .spring(spring)
                // The bounds may have moved since the coast began (a resize, another detent).
                if spring.isSettled { returnListIntoBounds(velocity: 0) }
                return
            }
            decay.advance(to: time)
            contentOffset = decay.value
            if decay.isSettled {
                listMotion = .none
                returnListIntoBounds(velocity: 0)
            } else {
                listMotion = .momentum(decay, bounceTime: bounceTime, boundary: boundary)
            }
        case .spring(var spring):
            spring.advance(to: time)
            contentOffset = spring.value
            if spring.isSettled {
                // The bounds may have moved meanwhile (a resize, another detent).
                listMotion = .none
                returnListIntoBounds(velocity: 0)
            } else {
                listMotion = .spring(spring)
            }
        }
    }

    /// Makes `index` the selected detent, reporting a change.
    mutating func select(_ index: Int) {
        guard index != selectedIndex else { return }
        let previous = selectedIndex
        selectedIndex = index
        events.append(.detentChanged(detents: detents, from: previous, to: selectedIndex))
    }

    /// Selects `index` and springs the drawer there from where it shows, starting at `velocity`
    /// (pt/s of the displayed top). If it is already there and still, it simply rests there.
    /// With `carryingIntoList` (a release of a finger that dragged the list, toward the detent
    /// where the list takes over), a settle that arrives moving up hands its velocity to the list
    /// (`DrawerConfiguration.carriesMomentumIntoList`).
    ///
    /// `didSettle` reports the drawer's own motion: a drawer that already rested exactly at
    /// `index` (a release after the finger only scrolled the list) reports nothing.
    mutating func settle(to index: Int, velocity: Double, spring: Spring, carryingIntoList: Bool = false) {
        let stayed = index == selectedIndex && !isSettling && freeTop == layout.tops[index]
        select(index)
        listBoundsTop = layout.tops[index]
        let target = layout.tops[index]
        var animation = SpringAnimation(
            spring: spring, from: top, to: target,
            velocity: Self.cappedSpeed(velocity), at: time,
            tolerance: configuration.tolerance)
        animation.forbidsOvershoot = configuration.reducesMotion
        if animation.isSettled {
            drawerSpring = nil
            handOffTime = nil
            freeTop = target
            if !stayed { reportSettled() }
        } else {
            drawerSpring = animation
            handOffTime = carryingIntoList ? handOffTime(of: animation, into: index) : nil
            events.append(.willSettle(detents: detents, target: selectedIndex))
        }
    }

    mutating func finishSettle() {
        drawerSpring = nil
        handOffTime = nil
        freeTop = layout.tops[selectedIndex]
        reportSettled()
    }

    /// Reports the drawer at rest at its selected detent, and its dismissal if that is hidden.
    mutating func reportSettled() {
        events.append(.didSettle(detents: detents, at: selectedIndex))
        if selectedDetent.isHidden { events.append(.didDismiss(detents: detents, at: selectedIndex)) }
    }

    /// After the drawer is sent to `index`: where the list scrolls, a running motion continues and
    /// a list at rest returns within its bounds; where it does not, the list springs to the top
    /// from wherever it is, keeping its velocity.
    mutating func settleList(toward index: Int) {
        if resolved.scrollable[index] {
            if case .none = listMotion { returnListIntoBounds(velocity: 0) }
            return
        }
        let velocity: Double
        switch listMotion {
        case .none:
            guard contentOffset != 0 else { return }
            velocity = 0
        case .momentum(let decay, _, _): velocity = decay.velocity
        case .spring(let spring): velocity = spring.velocity
        }
        let spring = SpringAnimation(
            spring: configuration.springs.gentle, from: contentOffset, to: 0,
            velocity: velocity, at: time, tolerance: configuration.tolerance)
        listMotion = spring.isSettled ? .none : .spring(spring)
        if spring.isSettled { contentOffset = 0 }
    }

    /// Bounces the list back if it is past an end (starting at `velocity`, pt/s).
    mutating func returnListIntoBounds(velocity: Double) {
        let upper = maxContentOffset
        let target = min(max(contentOffset, 0), upper)
        guard target != contentOffset else { return }
        let spring = SpringAnimation(
            spring: configuration.springs.listBounce,
            from: contentOffset, to: target,
            velocity: velocity, at: time, tolerance: configuration.tolerance)
        listMotion = spring.isSettled ? .none : .spring(spring)
        if spring.isSettled { contentOffset = target }
    }

    /// Lets the list coast from its displayed offset at `velocity` (pt/s of offset), bouncing at
    /// the end it reaches with the velocity it has there. Past an end already, it springs back
    /// with that velocity instead.
    ///
    /// A fling that reaches the top keeps its momentum in the bounce and leaves the drawer where
    /// it is: as in UIKit's sheets (Maps), flinging a list to its top never collapses the drawer
    /// — only a finger moves the drawer down from a scrolled list.
    /// `start` (s, default now) is when the coast begins; the next step brings it to now.
    mutating func startListMomentum(velocity: Double, at start: Double? = nil) {
        let v = Self.cappedSpeed(velocity)
        let begin = start ?? time
        let upper = maxContentOffset
        guard contentOffset >= 0, contentOffset <= upper else {
            returnListIntoBounds(velocity: v)
            return
        }
        let decay = configuration.listDeceleration
        let animation = DecayAnimation(decay: decay, from: contentOffset, velocity: v, at: begin)
        guard !animation.isSettled else {
            listMotion = .none
            return
        }
        let boundary = v < 0 ? 0.0 : upper
        let reach = decay.time(toReach: boundary, from: contentOffset, velocity: v)
        listMotion = .momentum(animation, bounceTime: reach.map { begin + $0 }, boundary: boundary)
    }
}
