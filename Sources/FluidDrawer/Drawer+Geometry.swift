import FluidMotion

/// Frames for drawing the drawer in its current state (container coordinates, pt).
extension Drawer {
    /// The grab handle's size (pt): iOS's sheet grabber.
    public static let grabberSize = Size(width: 36, height: 5)

    /// The drawer's frame: full container width, from its top to the container's bottom (or
    /// beyond when rubber-banded above the bottom edge, so no gap opens below it).
    public var drawerFrame: Rect {
        let top = self.top
        let bottom = max(layout.container.height, top)
        return Rect(x: 0, y: top, width: layout.container.width, height: bottom - top)
    }

    /// The grab handle, centred in the grabber band.
    public var grabberFrame: Rect {
        let size = Self.grabberSize
        let band = configuration.list.grabberHeight
        return Rect(x: (layout.container.width - size.width) / 2, y: top + (band - size.height) / 2,
                    width: size.width, height: size.height)
    }

    /// The search field, inset inside its band.
    public var searchFieldFrame: Rect {
        let list = configuration.list
        let insets = list.searchFieldInsets
        let y = top + list.grabberHeight + insets.top
        return Rect(x: insets.left, y: y,
                    width: max(0, layout.container.width - insets.left - insets.right),
                    height: max(0, list.searchBandHeight - insets.top - insets.bottom))
    }

    /// The title band.
    public var titleFrame: Rect {
        let list = configuration.list
        return Rect(x: 0, y: top + list.grabberHeight + list.searchBandHeight,
                    width: layout.container.width, height: list.titleHeight)
    }

    /// The list's viewport: below the header, to the container's bottom.
    public var listFrame: Rect {
        let y = top + configuration.list.headerHeight
        return Rect(x: 0, y: y, width: layout.container.width,
                    height: max(0, layout.container.height - y))
    }

    /// The rows at least partly inside the viewport.
    public var visibleRows: Range<Int> {
        configuration.list.visibleRows(drawerTop: top, containerHeight: layout.container.height,
                                       contentOffset: contentOffset)
    }

    /// Row `index`'s frame at the current scroll position.
    public func rowFrame(_ index: Int) -> Rect {
        let list = configuration.list
        return Rect(x: 0, y: top + list.rowTop(index, contentOffset: contentOffset),
                    width: layout.container.width, height: list.rows.height(of: index))
    }
}
