extension Drawer {
    /// Replaces the number of rows, as when a search filters the list (negative counts become 0).
    /// With no finger down the list returns to its top and any list motion stops, as a search
    /// list does when its query changes; the drawer itself keeps moving as it was. Under a finger
    /// the list stays where it is shown; if that is past its new end, it bounces back when the
    /// finger lifts.
    public mutating func setRowCount(_ count: Int, at time: Double) {
        advance(to: time)
        configuration.list.rowCount = max(0, count)
        if configuration.detents.contains(where: \.dependsOnContent) {
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
