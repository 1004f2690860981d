import FluidCore
import FluidLocalization
import FluidSceneKit
import FluidSemantics
import FluidSession

// The session's semantics for the page's accessible overlay (Web/host/semantics.js): the same
// tree the desktop exposes over AT-SPI (Sources/FluidHost/AccessibilityBridge.swift), flattened
// into the output buffer one line a node, and the requests of the page's elements brought back
// as the same `action` items the desktop bridge applies. See docs/web.md, "The accessible overlay".

/// The tree the page was last told about, and how many different trees it has been told about.
var semanticsSeen: SemanticNode?
var semanticsGeneration: Int32 = 0
/// The session's own count of changes (`Session.semanticsGeneration`) when its tree was last
/// compared; nil for a session not yet compared (`fluid_open` clears it).
var sessionGenerationSeen: UInt64?
/// What the changes of live regions since the page last asked said (`fluid_announcements`).
var pendingAnnouncements: [String] = []

/// The longest node id or action name a request may have (bytes of UTF-8): longer ones are no
/// node's, and are refused before any is read.
let maxRequestBytes: Int32 = 1024

/// What the page's buttons for the standard actions say (their names are identifiers: "scroll
/// down"), in the session's language where its catalog has them. Custom actions are named
/// translated already ("Move up", "Remove").
let actionTitles = [
    "dismiss": "Dismiss", "scroll up": "Scroll up", "scroll down": "Scroll down",
    "increment": "Increment", "decrement": "Decrement"
]

/// Bit of a line's states: the node is a stop of the keyboard's Tab (in `focusOrder`: focusable,
/// and inside the innermost modal when one is shown). Beside `SemanticStates`' own bits.
let tabStopBit = 1 << 15

/// A number that changes whenever the session's tree does (a new scene, focus, values, frames,
/// labels): the page asks for the tree (`fluid_semantics`) only when it moved on. Costs nothing
/// while the session counts no change that may alter its tree, and one comparison of trees when
/// it does (motion changes frames only now and then). Collects the announcements of the tree's
/// live regions since the last change.
@_expose(wasm, "fluid_semantics_generation")
@_cdecl("fluid_semantics_generation")
public func fluidSemanticsGeneration() -> Int32 {
    guard let session, session.semanticsGeneration != sessionGenerationSeen else { return semanticsGeneration }
    sessionGenerationSeen = session.semanticsGeneration
    let tree = session.semantics
    guard tree != semanticsSeen else { return semanticsGeneration }
    if let before = semanticsSeen { pendingAnnouncements += tree.announcements(since: before) }
    semanticsSeen = tree
    semanticsGeneration &+= 1
    return semanticsGeneration
}

/// The tree last counted by `fluid_semantics_generation`, its shown nodes in reading order, one a
/// line of tab-separated fields: depth (the window 0), id, role, label, value, hint, frame
/// ("x y width height", pt, to 0.1), states (`SemanticStates`' bits, with `tabStopBit`), actions'
/// names (separated by U+001F; a standard action's name followed by U+001E and its title, as
/// `actionTitles` and the session's catalog give it), range ("current minimum maximum step", or empty) and position
/// ("index count", or empty; a list's items numbered as the desktop bridge numbers them) and
/// orientation (`horizontal`, `vertical`, or empty).
/// Tabs, line breaks and U+001F inside text are written as spaces. Walked with a stack of its
/// own, not by recursion, so a deep tree costs the module's stack nothing. Returns the length.
@_expose(wasm, "fluid_semantics")
@_cdecl("fluid_semantics")
public func fluidSemantics() -> Int32 {
    output.count = 0
    guard let tree = semanticsSeen else { return 0 }
    let stops = tree.focusOrder.map { $0.id }
    let strings = session?.options.catalog ?? .english
    // Nodes still to write, last first: the node, its depth and its place in its list.
    var stack: [(node: SemanticNode, depth: Int, position: SemanticPosition?)] = [(tree, 0, nil)]
    while let (node, depth, place) = stack.popLast() {
        guard !node.states.contains(.hidden) else { continue }
        var states = Int(node.states.rawValue)
        if stops.contains(node.id) { states |= tabStopBit }
        // Written piece by piece into the buffer: no line or field is built as a string first.
        output.append(String(depth))
        for text in [node.id, node.role.rawValue, node.label, node.value ?? "", node.hint ?? ""] {
            output.append(9)
            appendClean(text)
        }
        let f = node.frame
        appendNumbers([f.origin.x, f.origin.y, f.size.width, f.size.height], places: 1)
        output.append(9)
        output.append(String(states))
        output.append(9)
        for (i, action) in node.actions.enumerated() {
            if i > 0 { output.append(0x1F) }
            appendClean(action.name)
            if let title = actionTitles[action.name] {
                output.append(0x1E)
                appendClean(strings.localized(title))
            }
        }
        if let r = node.range {
            appendNumbers([r.current, r.minimum, r.maximum, r.step], places: 6)
        } else {
            output.append(9)
        }
        output.append(9)
        if let position = node.role == .listItem ? node.position ?? place : nil {
            output.append(String(position.index) + " " + String(position.count))
        }
        output.append(9)
        if let orientation = node.orientation { output.append(orientation.rawValue) }
        output.append(10)
        var places: [String: SemanticPosition] = [:]
        if node.role == .list {
            let items = node.children.filter { $0.role == .listItem && !$0.states.contains(.hidden) }
            for (i, item) in items.enumerated() { places[item.id] = SemanticPosition(index: i + 1, count: items.count) }
        }
        for child in node.children.reversed() { stack.append((child, depth + 1, places[child.id])) }
    }
    return Int32(output.count)
}

/// The announcements collected since the last call, joined as one message (". "), in the output;
/// returns its length (0 when none). A screen reader keeps only the last of a burst.
@_expose(wasm, "fluid_announcements")
@_cdecl("fluid_announcements")
public func fluidAnnouncements() -> Int32 {
    let text = pendingAnnouncements.joined(separator: ". ")
    pendingAnnouncements = []
    return write(text)
}

/// An element's request: the action named by the input's next `actionLength` bytes (a
/// `SemanticAction.name`, "focus", or "set value N") on the node whose id is the input's first
/// `idLength` bytes, at `time` (s), applied as the desktop applies an AT-SPI request (an
/// `action` item, which a recording keeps). Returns 1 when the node is shown and offers it; 0, doing
/// nothing, otherwise (and for an id or name longer than `maxRequestBytes`).
@_expose(wasm, "fluid_semantic_action")
@_cdecl("fluid_semantic_action")
public func fluidSemanticAction(_ idLength: Int32, _ actionLength: Int32, _ time: Double) -> Int32 {
    guard let current = session, idLength <= maxRequestBytes, actionLength <= maxRequestBytes else { return 0 }
    let id = inputText(idLength)
    let start = max(0, min(Int(idLength), input.capacity))
    let name = String(
        decoding: UnsafeBufferPointer(
            start: input.base + start,
            count: max(0, min(Int(actionLength), input.capacity - start))),
        as: UTF8.self)
    guard current.offersRequest(name, on: id) else { return 0 }
    let item = TouchScript.Item.action(name, node: id, time: WebRecording.asWritten(time))
    session?.apply(item)
    // Kept as the desktop's --record keeps an AT-SPI request: the recording replays it.
    recording.record(item)
    return 1
}

/// Keyboard focus leaves the scene (the page's focus went elsewhere): no node has it.
@_expose(wasm, "fluid_semantics_blur")
@_cdecl("fluid_semantics_blur")
public func fluidSemanticsBlur() {
    guard session?.focus.focusedID != nil else { return }
    session?.focus(nil)
}

/// Appends `text` to the output with tabs, line breaks and U+001F as spaces (all single bytes in
/// UTF-8, never inside another character's bytes).
private func appendClean(_ text: String) {
    for byte in text.utf8 {
        output.append(byte == 9 || byte == 10 || byte == 13 || byte == 0x1F ? 32 : byte)
    }
}

/// Appends a tab, then `values` to `places` decimals, separated by spaces.
private func appendNumbers(_ values: [Double], places: Int) {
    output.append(9)
    for (i, value) in values.enumerated() {
        if i > 0 { output.append(32) }
        output.append(decimalText(clamped(value), places: places))
    }
}

private func clamped(_ v: Double) -> Double { v.isFinite ? max(-1e9, min(1e9, v)) : 0 }
