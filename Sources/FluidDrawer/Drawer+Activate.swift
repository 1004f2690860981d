/// Activating the drawer's parts without a finger: keyboard and accessibility actions.
extension Drawer {
    /// Does at `time` (s) what a tap on `region` does: the search field heads for the largest
    /// detent and reports `searchActivated`, the grabber and header open a compressed drawer one
    /// detent, a row reports `rowSelected`, the backdrop sends the drawer to its largest undimmed
    /// detent. A finger on the drawer is let go first (the rest of its touch is ignored).
    public mutating func activate(_ region: DrawerRegion, at time: Double) {
        advance(to: time)
        abandonGesture()
        performTap(on: region)
    }

    /// The detent the backdrop's tap (and its "Dismiss" action) sends the drawer to: the largest
    /// undimmed one, the first when every detent dims.
    public var dismissedIndex: Int { resolved.undimmedIndex ?? 0 }
}
