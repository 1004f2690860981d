import FluidCore
import FluidSceneKit

/// Where a session's navigation stands, as a value: the push or pop running between the menu
/// and a scene, the scene it shows beside the session's current one, the menu kept for the next
/// time a scene goes back, and the finger that may become the back swipe. `Session+Navigation`
/// drives it.
struct NavigationState {
    /// The push or pop running, if any.
    var transition: NavigationTransition?
    /// While a transition runs: the scene it shows besides the session's `scene`.
    var otherScene: AnyScene?
    /// While a transition runs: whether the session's `scene` is the top (sliding) one.
    var currentIsTop = true
    /// The menu as it was left (its scroll position), for the next time a scene goes back.
    var keptMenu: AnyScene?
    /// A finger that began on a scene's leading edge and may become the back swipe: its id and
    /// where it began.
    var edgeCandidate: (id: Int, start: Point)?

    /// Ends a running transition where it heads, at once: the scene left uncovered beneath is
    /// kept when it is the menu (`menuName`).
    mutating func finish(menuName: String?) {
        guard transition != nil else { return }
        if currentIsTop, let other = otherScene, other.name == menuName { keptMenu = other }
        transition = nil
        otherScene = nil
        currentIsTop = true
    }

    /// Lays out the scenes it keeps for a new container and resizes the transition.
    mutating func layout(size: Size, safeArea: EdgeInsets) {
        otherScene?.layout(size: size, safeArea: safeArea)
        keptMenu?.layout(size: size, safeArea: safeArea)
        transition?.resize(width: size.width)
    }
}
