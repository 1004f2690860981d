import CFluidA11y
import CSDL2
import CX11
import FluidCore
import FluidMotion
import FluidSemantics
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Exposes a session's semantics to assistive technology through AT-SPI (ATK and atk-bridge, by
/// the `CFluidA11y` shim), and brings their requests back as actions on the session.
///
/// Started only when an accessibility bus runs (`start` returns nil otherwise: nothing is
/// started and nothing costs CPU). Hidden nodes are not exposed. Frames are sent in screen
/// pixels. Requests arrive on the bridge's thread; each wakes the SDL loop with a user event,
/// and `takeRequests` hands them to the loop, which performs them as the keyboard's commands.
final class AccessibilityBridge {
    /// An assistive technology's request: perform `action` (a `SemanticAction.name`, "focus", or
    /// `Session.setValueRequest` for a number set through AT-SPI's Value interface) on the node
    /// `id`.
    struct Request: Hashable, Sendable {
        var id: String
        var action: String
    }

    /// The SDL event type that says requests are waiting.
    let eventType: UInt32
    private let inbox: Inbox
    private var lastSent: [Entry] = []
    /// The tree last sent, for the announcements of its live regions.
    private var lastTree: SemanticNode?
    private var isActive = false
    /// A connection to the X server for keycodes of keysyms (nil without X).
    let keyDisplay: OpaquePointer?

    /// Starts the bridge for the app `name`, or returns nil when no accessibility bus runs.
    /// Call after SDL's event subsystem is up.
    static func start(name: String) -> AccessibilityBridge? {
        let eventType = SDL_RegisterEvents(1)
        guard eventType != UInt32.max else { return nil }
        let inbox = Inbox(eventType: eventType)
        let context = Unmanaged.passRetained(inbox).toOpaque()
        guard
            fluid_a11y_start(
                name,
                { id, action, context in
                    guard let id, let action, let context else { return }
                    Unmanaged<Inbox>.fromOpaque(context).takeUnretainedValue()
                        .post(Request(id: String(cString: id), action: String(cString: action)))
                }, context) == 1
        else {
            Unmanaged<Inbox>.fromOpaque(context).release()
            return nil
        }
        return AccessibilityBridge(eventType: eventType, inbox: inbox)
    }

    private init(eventType: UInt32, inbox: Inbox) {
        self.eventType = eventType
        self.inbox = inbox
        keyDisplay = XOpenDisplay(nil)
    }

    deinit {
        if let keyDisplay { XCloseDisplay(keyDisplay) }
    }

    /// Says whether the window has keyboard focus (window:activate / deactivate); only changes
    /// are sent.
    func setActive(_ active: Bool) {
        guard active != isActive else { return }
        isActive = active
        fluid_a11y_set_active(active ? 1 : 0)
    }

    /// Says `text` to assistive technology (a status message).
    func announce(_ text: String) {
        fluid_a11y_announce(text)
    }

    /// The requests that arrived since the last call, oldest first.
    func takeRequests() -> [Request] { inbox.take() }

    /// Sends `tree` if it differs from what was sent last. `origin` is the window's content
    /// origin on screen and `scale` screen pixels per point.
    /// The changes of the tree's live regions since the last update are announced after it, as
    /// one message.
    func update(_ tree: SemanticNode, origin: Point, scale: Double) {
        var entries: [Entry] = []
        Self.flatten(tree, parent: -1, position: nil, origin: origin, scale: scale, into: &entries)
        guard entries != lastSent else { return }
        lastSent = entries
        let announcements = lastTree.map { tree.announcements(since: $0) } ?? []
        lastTree = tree
        // One message: a screen reader keeps only the last of announcements in a burst.
        defer { if !announcements.isEmpty { announce(announcements.joined(separator: ". ")) } }
        var strings: [UnsafeMutablePointer<CChar>?] = []
        defer { strings.forEach { free($0) } }
        func c(_ s: String?) -> UnsafePointer<CChar>? {
            guard let s, let copy = strdup(s) else { return nil }
            strings.append(copy)
            return UnsafePointer(copy)
        }
        let ranges = UnsafeMutablePointer<FluidA11yRange>.allocate(capacity: max(1, entries.count))
        defer { ranges.deallocate() }
        let nodes = entries.enumerated().map { i, e in
            var range: UnsafePointer<FluidA11yRange>?
            if let r = e.range {
                (ranges + i).initialize(
                    to: FluidA11yRange(
                        current: r.current, minimum: r.minimum, maximum: r.maximum,
                        step: r.step))
                range = UnsafePointer(ranges + i)
            }
            return FluidA11yNode(
                id: c(e.id), parent: Int32(e.parent), role: e.role, label: c(e.label),
                value: c(e.value), hint: c(e.hint), x: e.x, y: e.y, width: e.width, height: e.height,
                states: e.states, actions: c(e.actions), range: range,
                position: Int32(e.position?.index ?? 0), set_size: Int32(e.position?.count ?? 0))
        }
        nodes.withUnsafeBufferPointer { fluid_a11y_update($0.baseAddress, Int32($0.count)) }
    }

    /// One exposed node, flattened: what `FluidA11yNode` carries, as Swift values.
    struct Entry: Hashable {
        var id: String
        var parent: Int
        /// A `FLUID_A11Y_ROLE_…` constant (`shimRole`).
        var role: Int32
        var label: String
        var value: String?
        var hint: String?
        var x, y, width, height: Int32
        /// `FLUID_A11Y_…` state bits (`shimStates`).
        var states: UInt32
        var actions: String
        var range: SemanticRange?
        var position: SemanticPosition?
    }

    /// `position`: the node's place among its list's items when the node does not say it.
    private static func flatten(
        _ node: SemanticNode, parent: Int, position: SemanticPosition?, origin: Point,
        scale: Double, into entries: inout [Entry]
    ) {
        guard !node.states.contains(.hidden) else { return }
        func px(_ v: Double) -> Int32 { Int32(clamping: Int((v * scale).rounded())) }
        let frame = node.frame
        let index = entries.count
        entries.append(
            Entry(
                id: node.id, parent: parent, role: shimRole(node.role),
                label: node.label, value: node.value, hint: node.hint,
                x: px(frame.minX) &+ Int32(clamping: Int(origin.x.rounded())),
                y: px(frame.minY) &+ Int32(clamping: Int(origin.y.rounded())),
                width: px(frame.width), height: px(frame.height), states: shimStates(node),
                actions: node.actions.map { $0.name + "\n" }.joined(), range: node.range,
                position: node.role == .listItem ? node.position ?? position : nil))
        var places: [String: SemanticPosition] = [:]
        if node.role == .list {
            let items = node.children.filter { $0.role == .listItem && !$0.states.contains(.hidden) }
            for (i, item) in items.enumerated() { places[item.id] = SemanticPosition(index: i + 1, count: items.count) }
        }
        for child in node.children {
            flatten(child, parent: index, position: places[child.id], origin: origin, scale: scale, into: &entries)
        }
    }

    /// Requests posted on the bridge's thread, taken on the SDL thread.
    final class Inbox: Sendable {
        private let requests = Mutex<[Request]>([])
        private let eventType: UInt32

        init(eventType: UInt32) { self.eventType = eventType }

        func post(_ request: Request) {
            let wake = requests.withLock { queue in
                queue.append(request)
                return queue.count == 1
            }
            guard wake else { return }
            var event = SDL_Event()
            event.type = eventType
            SDL_PushEvent(&event)
        }

        func take() -> [Request] {
            requests.withLock { queue in
                defer { queue.removeAll() }
                return queue
            }
        }
    }
}
