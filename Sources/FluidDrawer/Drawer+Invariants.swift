import FluidCore
import FluidGestures
import FluidMotion

/// The drawer's invariants, in words in `Drawer`'s documentation, checked here for tests and the
/// fuzzer (`fluid-fuzz`).
extension Drawer {
    /// Every violated invariant, described; empty when all hold. Cheap enough to call after every
    /// event (no allocation unless something is violated, beyond the numbers it inspects).
    public func checkInvariants() -> [String] {
        var problems: [String] = []
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }
        let s = snapshot
        let numbers = [
            s.time, s.top, s.velocity, s.contentOffset, s.contentVelocity, s.dim, s.titleAlpha,
            freeTop, freeOffset, listBoundsTop
        ]
        require(numbers.allSatisfy { $0.isFinite }, "non-finite state: \(numbers)")
        require(s.dim >= 0 && s.dim <= resolved.maxDim, "dim \(s.dim) outside 0…\(resolved.maxDim)")
        require(s.titleAlpha >= 0 && s.titleAlpha <= 1, "titleAlpha \(s.titleAlpha) outside 0…1")
        require(layout.tops.indices.contains(selectedIndex), "selected index \(selectedIndex) out of range")
        require(layout.tops.count == configuration.detents.count, "one top per detent")
        require(zip(layout.tops, layout.tops.dropFirst()).allSatisfy { $0 >= $1 }, "tops must not increase")
        require(layout.tops.allSatisfy { $0 >= 0 && $0 <= layout.container.height }, "tops inside the container")
        require(isTouching || ownership.owner == nil, "an owner without a gesture")
        require((s.target != nil) == isSettling, "target exactly while settling")
        if let spring = drawerSpring {
            require(spring.target == layout.tops[selectedIndex], "the spring heads for the selected detent")
        }
        if !isTouching, !isMoving {
            require(
                freeTop == layout.tops[selectedIndex],
                "at rest off the detent: top \(freeTop), detent top \(layout.tops[selectedIndex])")
            let upper = maxContentOffset
            require(
                contentOffset >= 0 && contentOffset <= upper,
                "at rest with content offset \(contentOffset) outside 0…\(upper)")
            require(
                resolved.scrollable[selectedIndex] || contentOffset == 0,
                "at rest scrolled (\(contentOffset)) at a detent where the list does not scroll")
            require(s.phase == .resting, "nothing moves but the phase is \(s.phase)")
        }
        return problems
    }
}
