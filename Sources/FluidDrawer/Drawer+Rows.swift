extension Drawer {
    /// Replaces the number of rows, as when a search filters the list (negative counts become 0).
    /// With no finger down the list returns to its top and any list motion stops, as a search
    /// list does when its query changes; the drawer itself keeps moving as it was. Under a finger
    /// the list stays where it is shown; if that is past its new end, it bounces back when the
    /// finger lifts.
    public mutating func setRowCount(_ count: Int, at time: Double) {
        advance(to: time)
        configuration.list.rowCount = max(0, count)
        if configuration.detents.contains(where: { $0.dependsOnContent }) {
            resize(container: layout.container, safeArea: layout.safeArea, at: self.time)
        }
        guard !isTouching else {
            listBoundsChanged()
            return
        }
        listMotion = .none
        contentOffset = 0
        freeOffset = 0
    }
}

extension Drawer {
    /// Replaces the drawer's content at `time` (s): another place's card, a list of other rows.
    /// Detents that depend on the content (`.content`, `.resolved`) are laid out again, and the
    /// drawer keeps its selected detent (at rest it moves with the detent's new top; in motion a
    /// settle is retargeted). With no finger down the list returns to its top and stops, as
    /// `setRowCount` does; under a finger it stays where it is shown.
    public mutating func setContent(_ list: DrawerList, at time: Double) {
        advance(to: time)
        configuration.list = list
        if !isTouching {
            listMotion = .none
            contentOffset = 0
            freeOffset = 0
        }
        resize(container: layout.container, safeArea: layout.safeArea, at: self.time)
    }
}
