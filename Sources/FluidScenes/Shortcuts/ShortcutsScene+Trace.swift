import FluidDrawer

extension ShortcutsScene {
    /// `detents`: each detent's name → the drawer's top there (pt), per docs/trace.md.
    public var traceHeader: [(String, JSONValue)] {
        let detents = zip(drawer.detents, drawer.layout.tops).map { ($0.name, JSONValue.number($1)) }
        return [("detents", .object(detents))]
    }

    /// `drawer` with docs/trace.md's fields, and `shortcut`: the steps, search and editor state.
    public var traceFrame: [(String, JSONValue)] {
        let shortcut: JSONValue = .object([
            ("steps", .number(Double(document.steps.count))),
            ("lastStep", .string(document.steps.last)),
            ("searching", .bool(isSearching)),
            ("query", .string(query)),
            ("rows", .number(Double(rows.count))),
            ("editorOffset", .number(editor.offset)),
        ])
        return [("drawer", drawer.snapshot.traceObject(withTitleAlpha: true)), ("shortcut", shortcut)]
    }
}
