import FluidCore
import FluidMotion

/// Frames for drawing the drawer in its current state (container coordinates, pt).
extension Drawer {
    /// The grab handle's size (pt): iOS's sheet grabber.
    public static let grabberSize = Size(width: 36, height: 5)

    /// The drawer's horizontal extent (pt): the container's width, or the side panel's or
    /// centred sheet's in a wide container (`DrawerConfiguration.wideLayout`).
    public var span: (x: Double, width: Double) {
        guard let wide = configuration.wideLayout else { return (0, layout.container.width) }
        return wide.span(containerWidth: layout.container.width, safeArea: layout.safeArea)
    }

    /// True when the drawer is a side panel now (it leaves the backdrop beside it undimmed).
    public var isSidePanel: Bool {
        configuration.wideLayout?.isSidePanel(containerWidth: layout.container.width) ?? false
    }

    /// The drawer's frame: its span's width, from its top to the container's bottom (or
    /// beyond when rubber-banded above the bottom edge, so no gap opens below it).
    public var drawerFrame: Rect {
        let top = self.top
        let bottom = max(layout.container.height, top)
        let span = self.span
        return Rect(x: span.x, y: top, width: span.width, height: bottom - top)
    }

    /// The grab handle, centred in the grabber band.
    public var grabberFrame: Rect { grabberFrame(top: top) }

    /// The grab handle with the drawer's top at `top`: at 0, in the drawer's own coordinates
    /// (for drawing the drawer as one layer that moves).
    public func grabberFrame(top: Double) -> Rect {
        let size = Self.grabberSize
        let band = configuration.list.grabberHeight
        let span = self.span
        return Rect(
            x: span.x + (span.width - size.width) / 2, y: top + (band - size.height) / 2,
            width: size.width, height: size.height)
    }

    /// The search field, inset inside its band.
    public var searchFieldFrame: Rect { searchFieldFrame(top: top) }

    /// The search field with the drawer's top at `top` (0: the drawer's own coordinates).
    public func searchFieldFrame(top: Double) -> Rect {
        let list = configuration.list
        let insets = list.searchFieldInsets
        let y = top + list.grabberHeight + insets.top
        let span = self.span
        return Rect(
            x: span.x + insets.left, y: y,
            width: max(0, span.width - insets.left - insets.right),
            height: max(0, list.searchBandHeight - insets.top - insets.bottom))
    }

    /// The title band.
    public var titleFrame: Rect { titleFrame(top: top) }

    /// The title band with the drawer's top at `top` (0: the drawer's own coordinates).
    public func titleFrame(top: Double) -> Rect {
        let list = configuration.list
        let span = self.span
        return Rect(
            x: span.x, y: top + list.grabberHeight + list.searchBandHeight,
            width: span.width, height: list.titleHeight)
    }

    /// The content's own header (`DrawerList.contentHeaderHeight`): below the title band, the
    /// drawer's width. A block's whole area.
    public var contentHeaderFrame: Rect {
        let list = configuration.list
        let span = self.span
        return Rect(
            x: span.x, y: top + list.grabberHeight + list.searchBandHeight + list.titleHeight,
            width: span.width, height: list.contentHeaderHeight)
    }

    /// The list's viewport: below the header, to the container's bottom.
    public var listFrame: Rect {
        let y = top + configuration.list.headerHeight
        let span = self.span
        return Rect(
            x: span.x, y: y, width: span.width,
            height: max(0, layout.container.height - y))
    }

    /// The rows at least partly inside the viewport.
    public var visibleRows: Range<Int> {
        configuration.list.visibleRows(
            drawerTop: top, containerHeight: layout.container.height,
            contentOffset: contentOffset)
    }

    /// Row `index`'s frame at the current scroll position.
    public func rowFrame(_ index: Int) -> Rect {
        let list = configuration.list
        let span = self.span
        return Rect(
            x: span.x, y: top + list.rowTop(index, contentOffset: contentOffset),
            width: span.width, height: list.rows.height(of: index))
    }
}
