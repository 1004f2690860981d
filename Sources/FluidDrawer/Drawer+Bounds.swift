import FluidMotion

/// Coming back within bounds: whatever changes the drawer's detents or the list's bounds (a lift,
/// a cancel, a resize, a new row count) leaves nothing at rest where it cannot rest.
extension Drawer {
    /// With no finger on the drawer, starts the motion that brings each part back where it may
    /// rest: a drawer off its selected detent springs there (gently, from rest), and a list at
    /// rest outside its bounds bounces back (or springs to the top at a detent where it does not
    /// scroll). Running motions are left to finish: each ends within bounds on its own. A finger
    /// still down keeps everything where it is; its lift calls this again.
    mutating func returnWithinBounds() {
        guard !isTouching else { return }
        if !isSettling, freeTop != layout.tops[selectedIndex] {
            settle(to: selectedIndex, velocity: 0, spring: configuration.springs.gentle)
        }
        if case .none = listMotion { settleList(toward: selectedIndex) }
    }

    /// The list's bounds moved (a resize, a new row count) at the current time. Under a finger
    /// the free offset is re-measured against the new bounds, so the list stays where it is shown
    /// and the next movement continues from there; its lift brings it back. With no finger, a
    /// coasting list coasts on against the new ends with the velocity it has, a spring headed
    /// for an old end heads for the new one, and a list at rest out of bounds bounces back.
    mutating func listBoundsChanged() {
        guard !isTouching else {
            freeOffset = Self.limited(
                freeOffset(forDisplayed: contentOffset), lower: 0,
                upper: maxContentOffset, fallback: 0)
            return
        }
        switch listMotion {
        case .none:
            break
        case .momentum(let decay, _, _):
            listMotion = .none
            startListMomentum(velocity: decay.velocity)
        case .spring(var spring):
            let upper = maxContentOffset
            let target = min(max(spring.target, 0), upper)
            if target != spring.target {
                spring.retarget(to: target)
                listMotion = spring.isSettled ? .none : .spring(spring)
                if spring.isSettled { contentOffset = target }
            }
        }
        returnWithinBounds()
    }
}
