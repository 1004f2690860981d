import FluidDrawer
import FluidJSON

extension DrawerSnapshot {
    /// The trace's `drawer` object (docs/trace.md): `top`, `detent`, `target`, `phase`,
    /// `velocity`, `dim`, then `titleAlpha` where the scene's header title fades with the drawer
    /// (`withTitleAlpha`), and `contentOffset`. One writer, so every scene with a drawer names
    /// the fields alike and in the same order.
    func traceObject(withTitleAlpha: Bool) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("top", .number(top)),
            ("detent", .string(detent.name)),
            ("target", .string(target?.name)),
            ("phase", .string(phase.rawValue)),
            ("velocity", .number(velocity)),
            ("dim", .number(dim))
        ]
        if withTitleAlpha { fields.append(("titleAlpha", .number(titleAlpha))) }
        fields.append(("contentOffset", .number(contentOffset)))
        return .object(fields)
    }
}
