import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// Pushing and popping scenes with `NavigationTransition`: the session keeps the scene the
/// transition covers or uncovers (`NavigationState.otherScene`) until it rests, and the menu it
/// left (with its scroll position) for the next time it goes back.
///
/// While a transition runs, `scene` is the scene that will be current where it is heading: the
/// new scene of a push, the menu of a pop; a finger that reverses it swaps them.
extension Session {
    /// The scene on top while a transition runs (sliding), and the one beneath.
    var transitionScenes: (top: AnyScene, bottom: AnyScene)? {
        guard let other = navigation.otherScene, navigation.transition != nil else { return nil }
        return navigation.currentIsTop ? (scene, other) : (other, scene)
    }

    /// Starts a push of `next` over the current scene (the menu), or a pop back to `menu`.
    mutating func startTransition(to next: AnyScene, kind: NavigationTransition.Kind) {
        finishTransition()
        var next = next
        next.layout(size: size, safeArea: safeArea)
        next.advance(to: clock.sceneTime)
        navigation.otherScene = scene
        scene = next
        navigation.currentIsTop = kind == .push
        navigation.transition = NavigationTransition(
            kind: kind, width: size.width, at: clock.sceneTime,
            style: options.reduceMotion ? .crossFade : .slide)
    }

    /// A touch the navigation takes. While a pop runs (the back swipe, or back's animation),
    /// every touch is its: a `began` catches it where it is. A finger that begins on a scene's
    /// left edge (`NavigationTransition.edgeWidth`) goes to the scene as usual (the back button
    /// is there) until it moves right by more than `edgeSlop`, mostly sideways: the scene then
    /// sees it cancelled and the back swipe follows it from there. While a push runs, its scene
    /// takes touches at once, except a finger on the leading edge (the screen's or the
    /// arriving scene's), which catches it as a back swipe; once caught, any finger does. True
    /// when taken (the scenes do not see it).
    ///
    /// Right to left (Hebrew) it all mirrors, as UINavigationController does: the back swipe
    /// starts on the right edge and moves left, a push slides in from the left. The transition
    /// works in leading coordinates (`leadingTouch`), so its offset and its trace are the same.
    mutating func handleNavigationTouch(_ original: TouchEvent) -> Bool {
        let touch = leadingTouch(original)
        if var running = navigation.transition,
            running.kind == .pop || running.wasCaught
                || (running.catches(touch) && fingers.isOnly(touch.id))
        {
            // Every touch here is the transition's, whether or not it moved it.
            _ = running.handle(touch)
            navigation.transition = running
            followTarget()
            let ends = touch.phase == .ended || touch.phase == .cancelled
            if !ends { fingers.withheld.insert(touch.id) }
            return true
        }
        guard navigation.transition == nil else { return false }
        switch touch.phase {
        case .began:
            navigation.edgeCandidate = nil
            if NavigationTransition.startsEdgeSwipe(touch), fingers.isOnly(touch.id),
                let menuName = catalog.menuSceneName, sceneName != menuName
            {
                navigation.edgeCandidate = (touch.id, touch.location)
            }
            return false
        case .moved:
            guard let candidate = navigation.edgeCandidate, candidate.id == touch.id, touch.location.isFinite else {
                return false
            }
            let dx = touch.location.x - candidate.start.x, dy = touch.location.y - candidate.start.y
            if abs(dy) > Self.edgeSlop && abs(dy) >= dx { navigation.edgeCandidate = nil }
            guard dx > Self.edgeSlop, dx > abs(dy) else { return false }
            navigation.edgeCandidate = nil
            return startEdgeSwipe(original, leading: touch)
        case .ended, .cancelled:
            if navigation.edgeCandidate?.id == touch.id { navigation.edgeCandidate = nil }
            return false
        }
    }

    /// How far a finger from the left edge moves right before it is the back swipe (pt): UIKit's
    /// pan hysteresis.
    static let edgeSlop = 10.0

    /// True when the layout mirrors: the scenes' language is written right to left.
    var navigatesRightToLeft: Bool { options.catalog.isRightToLeft }

    /// `touch` measured from the leading edge: its x mirrored right to left, as is otherwise.
    func leadingTouch(_ touch: TouchEvent) -> TouchEvent {
        guard navigatesRightToLeft else { return touch }
        var mirrored = touch
        mirrored.location.x = size.width - touch.location.x
        return mirrored
    }

    /// Puts the menu beneath the current scene and lets `touch` (`leading`, measured from the
    /// leading edge) drag the pop; the scene sees the touch cancelled.
    private mutating func startEdgeSwipe(_ touch: TouchEvent, leading: TouchEvent) -> Bool {
        guard let menuName = catalog.menuSceneName,
            var menu = navigation.keptMenu ?? (try? catalog.makeScene(named: menuName, options: options))
        else { return false }
        scene.handle(.touch(TouchEvent(id: touch.id, phase: .cancelled, location: touch.location, time: touch.time)))
        takeSceneRequests()
        navigation.keptMenu = nil
        menu.layout(size: size, safeArea: safeArea)
        menu.advance(to: clock.sceneTime)
        navigation.otherScene = menu
        navigation.currentIsTop = true
        navigation.transition = NavigationTransition(edgeSwipe: leading, width: size.width)
        fingers.withheld.insert(touch.id)
        return true
    }

    /// Back while a push (or a caught pop thrown back) carries a scene in over the menu: the
    /// transition turns round from where it is, with its velocity, instead of jumping to its end
    /// and popping from there. The fingers on the scene leaving end there, cancelled. False when
    /// no such transition runs (or a finger holds it).
    mutating func reverseTransition(toward target: String) -> Bool {
        guard var running = navigation.transition, navigation.currentIsTop, !running.topIsGone,
            navigation.otherScene?.name == target, running.reverse(at: clock.sceneTime)
        else { return false }
        cancelSceneFingers()
        navigation.transition = running
        followTarget()
        fingers.withholdAllDown()
        return true
    }

    /// After a release or a catch: the current scene is the one the transition heads for.
    mutating func followTarget() {
        guard let transition = navigation.transition, let other = navigation.otherScene else { return }
        let headsForTop = !transition.topIsGone
        guard headsForTop != navigation.currentIsTop else { return }
        navigation.otherScene = scene
        scene = other
        navigation.currentIsTop = headsForTop
        focus = KeyboardFocus()
    }

    /// Advances a running transition and the scene it shows beside the current one; ends it
    /// when it rests.
    mutating func advanceTransition(to time: Double) {
        guard var running = navigation.transition else { return }
        running.advance(to: time)
        navigation.transition = running
        navigation.otherScene?.advance(to: time)
        if running.isFinished { finishTransition() }
    }

    /// Ends a running transition where it heads, at once: the scene left uncovered beneath is
    /// kept when it is the menu.
    mutating func finishTransition() {
        navigation.finish(menuName: catalog.menuSceneName)
    }

    /// The trace's `navigation` object, only while a transition runs (traces without one are
    /// unchanged).
    var navigationTraceFields: [(String, JSONValue)] {
        guard let transition, let scenes = transitionScenes else { return [] }
        guard case .object(var fields) = transition.traceObject else { return [] }
        fields.append(JSONValue.Field("top", .string(scenes.top.name)))
        fields.append(JSONValue.Field("bottom", .string(scenes.bottom.name)))
        return [("navigation", .object(fields))]
    }

    /// Draws both scenes of a running transition: the bottom one moved left by the parallax and
    /// dimmed, then the top one at its offset with a shadow falling left onto the bottom one;
    /// right to left, all mirrored (the top one leaves toward the left, its shadow on its right).
    func drawTransition(in canvas: Canvas) -> Bool {
        guard let transition, let scenes = transitionScenes else { return false }
        if transition.style == .crossFade {
            drawCrossFade(scenes, progress: transition.progress, in: canvas)
            return true
        }
        let width = size.width
        // The top scene's left edge on screen; right to left, it slides out to the left.
        let direction = navigatesRightToLeft ? -1.0 : 1.0
        let offset = direction * transition.offset
        // A whole frame: no damage, so the canvas keeps nothing of it for the next frame's.
        canvas.beginFrame(background: .black, damage: nil)
        canvas.withState {
            canvas.translate(x: -direction * (width - transition.offset) * NavigationTransition.parallax, y: 0)
            scenes.bottom.draw(in: canvas)
        }
        let dim = NavigationTransition.maxDim * (1 - transition.progress)
        if dim > 0 { canvas.fill(Path(rect: Rect(origin: .zero, size: size)), color: Color(white: 0, alpha: dim)) }
        // Along the top scene's trailing edge, darkest against it.
        let edge = navigatesRightToLeft ? width + offset : offset
        let shadow = Rect(
            x: navigatesRightToLeft ? edge : edge - Self.shadowWidth, y: 0, width: Self.shadowWidth, height: size.height
        )
        canvas.fill(
            Path(rect: shadow),
            gradient: LinearGradient(
                start: Point(x: edge - direction * Self.shadowWidth, y: 0), end: Point(x: edge, y: 0),
                stops: [
                    .init(offset: 0, color: Color(white: 0, alpha: 0)),
                    .init(offset: 1, color: Color(white: 0, alpha: Self.shadowAlpha * (1 - transition.progress)))
                ]))
        canvas.withState {
            canvas.translate(x: offset, y: 0)
            let page = Rect(origin: .zero, size: size)
            canvas.clip(to: Path(rect: page))
            if !scenes.top.paintsEveryPixel { canvas.fill(Path(rect: page), color: .black) }
            scenes.top.draw(in: canvas)
        }
        return true
    }

    /// Reduce Motion's transition: both scenes in place, the top one at opacity 1 − `progress`.
    private func drawCrossFade(_ scenes: (top: AnyScene, bottom: AnyScene), progress: Double, in canvas: Canvas) {
        // A whole frame, as the slide's.
        canvas.beginFrame(background: .black, damage: nil)
        scenes.bottom.draw(in: canvas)
        let page = Rect(origin: .zero, size: size)
        canvas.withOpacity(min(1, max(0, 1 - progress)), bounds: page) {
            if !scenes.top.paintsEveryPixel { canvas.fill(Path(rect: page), color: .black) }
            scenes.top.draw(in: canvas)
        }
    }

    /// The top scene's shadow on the one beneath: a band this wide (pt) at this darkest alpha.
    static let shadowWidth = 12.0
    static let shadowAlpha = 0.12
}
