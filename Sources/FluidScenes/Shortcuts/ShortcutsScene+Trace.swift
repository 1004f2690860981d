import FluidDrawer
import FluidJSON
import FluidSceneKit

extension ShortcutsScene {
    /// `detents`: each detent's name → the drawer's top there (pt), per docs/trace.md.
    public var traceHeader: [(String, JSONValue)] {
        let detents = zip(drawer.detents, drawer.layout.tops).map { ($0.name, JSONValue.number($1)) }
        return [("detents", .object(detents))]
    }

    /// `drawer` with docs/trace.md's fields, and `shortcut`: the steps, search and editor state.
    public var traceFrame: [(String, JSONValue)] {
        var shortcutFields: [(String, JSONValue)] = [
            ("steps", .number(Double(document.steps.count))),
            ("lastStep", .string(document.steps.last)),
            ("searching", .bool(isSearching)),
            ("query", .string(query)),
            ("rows", .number(Double(rows.count))),
            ("editorOffset", .number(editor.offset))
        ]
        // Only while a ⊗ is pressed, so other lines stay as they were.
        if let pressed = pressedRemoveIndex { shortcutFields.append(("pressedRemove", .number(Double(pressed)))) }
        if cancelPressed { shortcutFields.append(("cancelPressed", .bool(true))) }
        // Only while a removal's gap closes: the largest shift of a card below it (pt) and how
        // many removed cards still fade.
        if removals.isMoving {
            let gap = document.steps.indices.map { removals.shift(of: $0) }.max() ?? 0
            shortcutFields.append(("gap", .number(gap)))
            shortcutFields.append(("leaving", .number(Double(removals.leaving.count))))
        }
        // Only while a card is lifted or cards move for a reorder (`StepReorderMotion`).
        if reorder.isMoving { shortcutFields += reorderTraceFields }
        let shortcut: JSONValue = .object(shortcutFields)
        return [("drawer", drawer.snapshot.traceObject(withTitleAlpha: true)), ("shortcut", shortcut)]
    }

    /// `lifted` (the carried card's index, null once dropped), `liftSlot` (where it would drop),
    /// `liftedTop` (its top in content coordinates, pt), `lift` (0 resting … 1 lifted) and `room`
    /// (the largest distance a card not under the finger is drawn from its place, pt).
    private var reorderTraceFields: [(String, JSONValue)] {
        let room = document.steps.indices.map { abs(reorder.shift(of: $0)) }.max() ?? 0
        var fields: [(String, JSONValue)] = [
            ("lifted", reorder.lifted.map { .number(Double($0.index)) } ?? .null)
        ]
        if let lifted = reorder.lifted {
            fields.append(("liftSlot", .number(Double(lifted.slot))))
            fields.append(("liftedTop", .number(lifted.top)))
        }
        fields.append(("lift", .number(reorder.liftProgress)))
        fields.append(("room", .number(room)))
        return fields
    }
}
