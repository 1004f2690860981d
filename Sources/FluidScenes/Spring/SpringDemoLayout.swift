import FluidCore
import FluidMotion
import FluidSceneKit

/// Where the spring designer's parts go in its content rectangle.
///
/// Portrait: stage, graph, the two sliders, the code (what Copy copies, shown before it is
/// copied) and the code row (platform, Copy) stacked with `gap` between them and no empty band:
/// the graph takes the height that is left, up to `graphMaximum`; below `graphMinimum` it is left
/// out and the stage shrinks before anything else does; the code is left out only where even
/// then there is no room for it. Landscape: stage over graph on the left, sliders, code and the
/// code row on the right; right to left (`mirrored`) the columns swap, as UIKit mirrors a
/// layout by leading and trailing.
struct SpringDemoLayout: Hashable, Sendable {
    /// Gap between parts (pt).
    static let gap = 12.0
    /// A slider with its caption above: caption 24 pt, 44 pt touch band (pt).
    static let sliderBlock = 72.0
    /// The code row's height: a 44 pt touch target (pt).
    static let codeRow = 44.0
    /// The stage's height with the 80 pt body and its padding, and the least it shrinks to (pt).
    static let stageHeight = 128.0
    static let stageMinimum = 76.0
    static let graphMaximum = 260.0
    static let graphMinimum = 72.0
    /// The code's card: three lines of caption text and padding (pt).
    static let codeHeight = 60.0

    /// The sizes above at the layout's text size (`init(content:textSize:)`).
    var sliderBlock = SpringDemoLayout.sliderBlock
    var codeRow = SpringDemoLayout.codeRow
    var codeHeight = SpringDemoLayout.codeHeight
    var graphMinimum = SpringDemoLayout.graphMinimum
    /// At the accessibility sizes a slider's value sits under its caption instead of beside it.
    var stacksCaptions = false
    /// The Copy button's width where there is room: 132 pt, grown with its text.
    var copyWidth = 132.0

    /// A slider block at a text size: the caption's line (or at the accessibility sizes two
    /// caption lines over the value's line) and the 44 pt touch band (pt).
    static func sliderBlock(_ size: ContentSizeCategory) -> Double {
        if size.isAccessibilityCategory {
            return 8 + 2 * Theme.lineHeight(.footnote, size) + 2 + Theme.lineHeight(.body, size) + 2
                * SpringDemoModel.Slider.touchHalfHeight + 2
        }
        return sliderBlock + max(0, Theme.lineHeight(.body, size) - Theme.lineHeight(.body, .default))
    }

    var stage = Rect.zero
    /// Nil when there is no room for the graph.
    var graph: Rect?
    /// The tracks' rectangles (full width of their column, height of one slider block).
    var damping = Rect.zero
    var response = Rect.zero
    var platformButton = Rect.zero
    var copyButton = Rect.zero
    /// The code the Copy button copies; nil when there is no room for it.
    var code: Rect?

    /// Lays the parts out in `content`; `landscape` (nil: when the content is wider than 1.2
    /// times its height) puts stage and graph beside the controls.
    init(content: Rect, textSize: ContentSizeCategory = .default, landscape: Bool? = nil) {
        sliderBlock = Self.sliderBlock(textSize)
        // A 44 pt touch target, or a line of its label and padding.
        codeRow = max(Self.codeRow, Theme.lineHeight(.subheadline, textSize) + 16)
        codeHeight = textSize.scaled(Self.codeHeight, relativeTo: .caption1)
        graphMinimum = textSize.scaled(Self.graphMinimum, relativeTo: .caption1)
        stacksCaptions = textSize.isAccessibilityCategory
        copyWidth = textSize.scaled(132, relativeTo: .subheadline)
        let inset = Rect(
            x: content.minX + Theme.margin, y: content.minY + Self.gap,
            width: max(0, content.width - 2 * Theme.margin), height: max(0, content.height - Self.gap))
        if landscape ?? (inset.width > inset.height * 1.2) {
            let half = (inset.width - Theme.margin) / 2
            let left = Rect(x: inset.minX, y: inset.minY, width: half, height: inset.height)
            let right = Rect(x: inset.maxX - half, y: inset.minY, width: half, height: inset.height)
            stack(left: left, right: right)
        } else {
            stack(column: inset)
        }
    }

    /// The parts laid out in scrolling content: each at its full height (stage, a graph of
    /// `scrollingGraph`, both slider blocks, the code and the code row), the columns chosen by
    /// `viewport`'s shape, from `viewport`'s top moved up by `offset` (pt).
    static func scrolling(viewport: Rect, offset: Double, textSize: ContentSizeCategory) -> SpringDemoLayout {
        var sizes = SpringDemoLayout(content: .zero, textSize: textSize)
        let width = max(0, viewport.width - 2 * Theme.margin)
        let landscape = width > max(0, viewport.height - gap) * 1.2
        let graph = max(sizes.graphMinimum, min(graphMaximum, scrollingGraph))
        let left = stageHeight + gap + graph
        let controls = 2 * sizes.sliderBlock + sizes.codeHeight + sizes.codeRow + 3 * gap
        let height = gap + (landscape ? max(left, controls) : left + gap + controls)
        sizes = SpringDemoLayout(
            content: Rect(x: viewport.minX, y: viewport.minY - offset, width: viewport.width, height: height),
            textSize: textSize, landscape: landscape)
        sizes.contentHeight = height
        return sizes
    }

    /// The graph's height in scrolling content, where its least is less (pt).
    static let scrollingGraph = 160.0

    /// The content's height when it scrolls (`scrolling`), else 0 (pt).
    var contentHeight = 0.0

    /// True when every part lies within `content` (less a margin-wide rounding): else the
    /// designer scrolls (`scrolling`).
    func fits(in content: Rect) -> Bool {
        var bottom = max(stage.maxY, max(response.maxY, max(copyButton.maxY, platformButton.maxY)))
        if let graph { bottom = max(bottom, graph.maxY) }
        if let code { bottom = max(bottom, code.maxY) }
        return bottom <= content.maxY + 0.5
    }

    /// The layout mirrored by `mirror` (right to left): every part as far from the right edge
    /// as it was from the left, so the leading column is on the right and Copy trails at the
    /// left; unchanged left to right.
    func mirrored(_ mirror: Mirroring) -> SpringDemoLayout {
        var layout = self
        layout.stage = mirror.rect(stage)
        layout.graph = graph.map(mirror.rect)
        layout.damping = mirror.rect(damping)
        layout.response = mirror.rect(response)
        layout.platformButton = mirror.rect(platformButton)
        layout.copyButton = mirror.rect(copyButton)
        layout.code = code.map(mirror.rect)
        return layout
    }

    /// Everything in one column.
    private mutating func stack(column: Rect) {
        // Controls at full height, or (when the stage would shrink below its least) with the
        // slider blocks' captions tightened by up to 12 pt each.
        let withoutCode = 2 * sliderBlock + codeRow + 2 * Self.gap
        let withCode = withoutCode + codeHeight + Self.gap
        let full = column.height - withCode - Self.gap >= Self.stageMinimum ? withCode : withoutCode
        let controls =
            column.height - full - Self.gap >= Self.stageMinimum
            ? full : max(full - 24, column.height - Self.gap - Self.stageMinimum)
        let spare = column.height - controls - Self.gap
        let withGraph = spare - Self.stageHeight - Self.gap >= graphMinimum
        let stageHeight = withGraph ? Self.stageHeight : max(Self.stageMinimum, min(Self.stageHeight, spare))
        stage = Rect(x: column.minX, y: column.minY, width: column.width, height: stageHeight)
        var y = stage.maxY + Self.gap
        if withGraph {
            let height = min(Self.graphMaximum, spare - stageHeight - Self.gap)
            graph = Rect(x: column.minX, y: y, width: column.width, height: height)
            y += height + Self.gap
        }
        placeControls(Rect(x: column.minX, y: y, width: column.width, height: controls))
    }

    /// Stage and graph on the left, controls on the right, both from the top.
    private mutating func stack(left: Rect, right: Rect) {
        let stageHeight = min(Self.stageHeight, max(Self.stageMinimum, left.height - graphMinimum - Self.gap))
        stage = Rect(x: left.minX, y: left.minY, width: left.width, height: stageHeight)
        let graphHeight = min(Self.graphMaximum, left.height - stageHeight - Self.gap)
        graph =
            graphHeight >= graphMinimum
            ? Rect(x: left.minX, y: stage.maxY + Self.gap, width: left.width, height: graphHeight) : nil
        placeControls(right)
    }

    /// Two slider blocks, the code when it fits, then the code row: the platform button
    /// (flexible) and Copy (fixed). Slider blocks give up to 12 pt each (of their caption's room)
    /// in a short area.
    private mutating func placeControls(_ area: Rect) {
        let codeFits = area.height >= 2 * (sliderBlock - 12) + codeRow + codeHeight + 3 * Self.gap
        let codeBand = codeFits ? codeHeight + Self.gap : 0
        let block = min(
            sliderBlock,
            max(sliderBlock - 12, (area.height - codeBand - codeRow - 2 * Self.gap) / 2))
        damping = Rect(x: area.minX, y: area.minY, width: area.width, height: block)
        response = Rect(x: area.minX, y: damping.maxY + Self.gap, width: area.width, height: block)
        var rowY = response.maxY + Self.gap
        code = nil
        if codeFits {
            code = Rect(x: area.minX, y: rowY, width: area.width, height: codeHeight)
            rowY += codeBand
        }
        let copyWidth = min(copyWidth, area.width / 2)
        copyButton = Rect(x: area.maxX - copyWidth, y: rowY, width: copyWidth, height: codeRow)
        platformButton = Rect(
            x: area.minX, y: rowY, width: max(0, copyButton.minX - Self.gap - area.minX),
            height: codeRow)
    }
}
