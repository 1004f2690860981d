import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// The spring demo: tap the stage to send the body to the other side; drag the sliders to change
/// damping ratio and response live; the step response of the current spring is plotted below the
/// stage, with a dot following the body through a clean step. The code the Copy button copies is
/// shown above it, and each slider's value is shown with the figures that code has.
///
/// Clicking a slider, or its value, gives it keyboard focus (`takePointerFocus`): digits typed
/// next set that slider. The values and the platform are the scene's `design`, which a session
/// keeps when the scene is left and a recording's header carries (`SpringDesign`).
public struct SpringDemoScene: ChromedScene {
    public let name = "spring"
    public package(set) var model = SpringDemoModel()
    package var chrome: SceneChrome
    private let theme: Theme
    private var bodyTrack = (from: 0.0, to: 0.0)
    /// Where things are; the graph is nil when there is no room for it.
    var parts = SpringDemoLayout(content: .zero)
    /// The body's side in the current layout: 80 pt, less on a short stage (pt).
    private(set) var bodySide = Self.bodySize
    /// The code row: which platform's code the Copy button copies, and when it last copied.
    var code = SpringCodeControls()
    /// Where the content scrolls: the window under the bar when the parts do not fit between the
    /// bar and the hint (the hint then scrolls with them), else empty.
    var viewport = Rect.zero
    /// The content's scroll offset, a finger's drag of it and a touchpad's scroll of it.
    var scroll = EditorScroll()
    var scrollPan = PanTracker()
    var scroller = ScrollTracker()
    /// The slider a click just chose for the keyboard, until the session takes it.
    private var pointerFocus: String?
    /// Where keyboard focus goes as the list of platforms opens or closes, until taken.
    var focusRequest: String?

    /// The body: 80 pt, the seed demo's blue gradient.
    static let bodySize = 80.0
    static let bodyTop = Color(hex: 0x64CCF7)
    static let bodyBottom = Color(hex: 0x359EEC)
    /// Seconds of step response shown in the graph.
    static let graphDuration = 3.0

    /// The text size (`SceneOptions.textSize`): captions, values, the graph's labels, the code
    /// and its buttons grow with it; at the accessibility sizes a slider's value goes under its
    /// caption, and the graph or the code is left out where there is no room for them.
    let textSize: ContentSizeCategory

    public init(options: SceneOptions = SceneOptions()) {
        theme = options.theme
        chrome = SceneChrome(
            title: options.catalog.localized("Spring"),
            hint: options.catalog.localized(
                "Tap the stage to spring the body across, even mid-flight. Drag the sliders."),
            strings: options.catalog, theme: theme, textSize: options.textSize)
        textSize = options.textSize
        code.textSize = options.textSize
        if let value = options.startValue(SpringDesign.stateKey), let design = try? SpringDesign(json: value) {
            model.set(.dampingRatio, to: design.dampingRatio, at: 0)
            model.set(.response, to: design.response, at: 0)
            code.choose(design.platform)
        }
    }

    /// The values and platform, as a session keeps them and a recording's header says them.
    public var design: SpringDesign {
        SpringDesign(dampingRatio: model.dampingRatio, response: model.response, platform: code.platform)
    }

    /// The designer's values, so a recording made here starts a replay from them.
    public var startState: [JSONValue.Field] { [JSONValue.Field(SpringDesign.stateKey, design.json)] }

    /// A value as the slider shows it: with the places `Spring.code(for:)` prints (4), so what
    /// is shown is what Copy copies ("0.3897 s", not "0.39 s" beside `response: 0.3897`).
    static func valueText(_ value: Double) -> String { decimalText(value, places: 4) }

    /// The value's field beside a slider's caption: clicking it focuses the slider (pt).
    func valueField(_ parameter: SpringDemoModel.Parameter) -> Rect? {
        guard let slider = model.sliders[parameter] else { return nil }
        let width = 96.0
        let line = valueLine(slider)
        let height = Theme.lineHeight(.body, textSize) + 10
        // Right to left the field trails at the slider's left.
        let mirror = Self.columnMirror(slider)
        if parts.stacksCaptions {
            return mirror.rect(
                Rect(
                    x: slider.minX - 14 + 2 - 6, y: line.centerY - height / 2,
                    width: max(width, slider.maxX - slider.minX), height: height))
        }
        return mirror.rect(Rect(x: slider.maxX - width + 6, y: line.centerY - height / 2, width: width, height: height))
    }

    /// Right to left, what a slider's block draws mirrors about its column's centre (the track's,
    /// 14 pt in from either side): the parts are laid out mirrored already (`placeParts`), so a
    /// caption placed from the column's left edge is drawn from its right edge, in the same column.
    static func columnMirror(_ slider: SpringDemoModel.Slider) -> Mirroring {
        Mirroring(rightToLeft: slider.rightToLeft, width: slider.minX + slider.maxX)
    }

    /// Where a slider's caption starts and where its value's line is centred (pt): the caption
    /// 8 pt into the slider's block, the value beside it, or under it at the accessibility sizes.
    func valueLine(_ slider: SpringDemoModel.Slider) -> (captionTop: Double, centerY: Double) {
        let captionTop = slider.y + SpringDemoModel.Slider.touchHalfHeight - parts.sliderBlock + 8
        if parts.stacksCaptions {
            return (
                captionTop,
                captionTop + 2 * Theme.lineHeight(.footnote, textSize) + 2 + Theme.lineHeight(.body, textSize) / 2
            )
        }
        return (captionTop, captionTop + Theme.lineHeight(.body, textSize) / 2 - 3)
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        chrome.layout(size: size, safeArea: safeArea)
        let fitted = SpringDemoLayout(content: chrome.contentRect, textSize: textSize)
        if fitted.fits(in: chrome.contentRect) {
            viewport = .zero
        } else {
            // Content taller than the room under the bar scrolls, the hint after the controls.
            viewport = Rect(
                x: safeArea.left, y: chrome.barBottom, width: max(0, size.width - safeArea.left - safeArea.right),
                height: max(0, size.height - chrome.barBottom))
            let height = SpringDemoLayout.scrolling(viewport: viewport, offset: 0, textSize: textSize).contentHeight
            scroll.setBounds(
                contentHeight: height + chrome.hintBandHeight + max(safeArea.bottom, 8),
                viewport: viewport.height, at: model.time)
        }
        if !isScrollable {
            // Nothing scrolls here (the content fits, or no room is left under the bar): a
            // finger or touchpad gesture that was scrolling the content lets go of it (its end
            // will not reach the scroll), and the content rests at the top.
            scrollPan.cancel()
            scroller.cancel()
            scroll = EditorScroll()
        }
        placeParts()
    }

    /// Lays the parts out where the content is scrolled to (or where they fit, unscrolled).
    mutating func placeParts() {
        let size = chrome.size
        if isScrollable {
            parts = SpringDemoLayout.scrolling(viewport: viewport, offset: scroll.offset, textSize: textSize)
            chrome.scrolledHintTop = viewport.minY - scroll.offset + parts.contentHeight
        } else {
            parts = SpringDemoLayout(content: chrome.contentRect, textSize: textSize)
            chrome.scrolledHintTop = nil
        }
        // Right to left the columns swap, the platform button leads from the right and Copy
        // trails at the left.
        parts = parts.mirrored(Mirroring(rightToLeft: chrome.rightToLeft, width: size.width))
        let stage = parts.stage
        bodySide = max(0, min(Self.bodySize, stage.height - 48))
        bodyTrack = (stage.minX + 24, max(stage.minX + 24, stage.maxX - 24 - bodySide))
        // The track sits under a 24 pt caption, in the middle of its 44 pt touch band.
        let rightToLeft = chrome.rightToLeft
        let slider = { (block: Rect) in
            SpringDemoModel.Slider(
                minX: block.minX + 14, maxX: block.maxX - 14,
                y: block.maxY - SpringDemoModel.Slider.touchHalfHeight, rightToLeft: rightToLeft)
        }
        model.layout(stage: stage, dampingSlider: slider(parts.damping), responseSlider: slider(parts.response))
        code.rightToLeft = chrome.rightToLeft
        code.layout(
            platform: parts.platformButton, copy: parts.copyButton,
            contentTop: chrome.contentTop, bottom: size.height - chrome.safeArea.bottom, width: size.width)
    }

    public mutating func handle(_ event: InputEvent) {
        if code.chooser.isOpen, case .key(.escape, _) = event {
            code.closeChooser()
            return
        }
        if chrome.handle(event) { return }
        switch event {
        case .touch(let touch):
            // The finger dragging the content stays the content's.
            if touch.id == scrollPan.touchID, scrollPan.isPanning {
                dragContent(touch)
                return
            }
            // One still within the slop when the list of platforms opened lets go of the content
            // at its next event: the list takes every touch, so its lift would never reach it.
            // (The stage's tap or a slider that follows it still gets the event, below.)
            if touch.id == scrollPan.touchID, scrollPan.isTouching, code.chooser.isOpen {
                dragContent(TouchEvent(id: touch.id, phase: .cancelled, location: touch.location, time: touch.time))
            }
            // A finger the model follows (a slider's drag, the stage's tap) stays the model's,
            // even if the host repeats its `began` over a code button.
            if model.isFollowing(touch.id) || !code.handle(touch, spring: model.spring) {
                model.handle(touch)
                if touch.phase == .began { focusClicked(touch) }
                // Off a slider a vertical drag scrolls the content (a stage's tap it starts ends).
                if model.activeSlider?.touch != touch.id { dragContent(touch) }
            }
        case .scroll(let scroll): handleScroll(scroll)
        case .key(.space, let time), .key(.enter, let time): model.toggle(at: time)
        case .key(let key, let time): scroll(key: key, at: time)
        default: break
        }
    }

    public mutating func advance(to time: Double) {
        chrome.advance(to: time)
        model.advance(to: time)
        code.advance(to: time)
        if isScrollable {
            let offset = scroll.offset
            scroll.advance(to: time)
            if scroll.offset != offset { placeParts() }
        }
    }

    public var needsFrames: Bool {
        model.needsFrames || chrome.needsFrames || code.needsFrames || scroll.isMoving || scrollPan.isTouching
            || scroller.isScrolling
    }

    public mutating func takeRequests() -> SceneRequests {
        defer {
            focusRequest = nil
            pointerFocus = nil
        }
        return SceneRequests(
            navigation: chrome.takeNavigation(), clipboard: code.takeClipboard(), focus: focusRequest,
            pointerFocus: pointerFocus)
    }

    /// A touch that began on a slider (its drag) or on its value asks for the slider's focus.
    private mutating func focusClicked(_ touch: TouchEvent) {
        if let active = model.activeSlider, active.touch == touch.id {
            pointerFocus = "slider.\(active.parameter.rawValue)"
            return
        }
        for parameter in SpringDemoModel.Parameter.allCases
        where valueField(parameter)?.contains(touch.location) == true {
            pointerFocus = "slider.\(parameter.rawValue)"
        }
    }
    /// The body's left edge (pt).
    public var bodyX: Double { bodyTrack.from + (bodyTrack.to - bodyTrack.from) * model.progress }

    public var traceFrame: [(String, JSONValue)] {
        [
            (
                "spring",
                .object(
                    [
                        ("progress", .number(model.progress)),
                        ("x", .number(bodyX)),
                        ("velocity", .number(model.animation.velocity)),
                        ("target", .string(model.isAtEnd ? "right" : "left")),
                        ("dampingRatio", .number(model.dampingRatio)),
                        ("response", .number(model.response)),
                        ("stiffness", .number(model.spring.stiffness)),
                        ("damping", .number(model.spring.damping)),
                        ("moving", .bool(model.isMoving)),
                        ("slider", .string(model.activeSlider?.parameter.rawValue)),
                        ("platform", .string(code.platform.rawValue)),
                        ("copied", .bool(code.isConfirming)),
                        ("choosing", .bool(code.chooser.isOpen))
                    ] + (isScrollable ? [("scroll", .number(scroll.offset))] : []))
            )
        ]
    }

    /// The first fill covers the whole canvas with an opaque colour.
    public var paintsEveryPixel: Bool { true }

    public func draw(in canvas: Canvas) {
        canvas.fill(Path(rect: Rect(origin: .zero, size: canvas.size)), color: theme.systemGroupedBackground)
        let content = {
            drawStage(canvas)
            if let graph = parts.graph { drawGraph(canvas, in: graph) }
            for parameter in SpringDemoModel.Parameter.allCases { drawSlider(canvas, parameter) }
            if let card = parts.code { drawCode(canvas, in: card) }
            code.draw(in: canvas, theme: theme, strings: chrome.strings)
        }
        if isScrollable {
            // Scrolled content shows under the bar only, the hint after the controls.
            canvas.withState {
                canvas.clip(to: Path(rect: viewport))
                content()
                chrome.drawHint(in: canvas)
            }
        } else {
            content()
        }
        chrome.draw(in: canvas)
        code.chooser.draw(in: canvas, theme: theme, chosen: code.platform)
    }

    /// The code Copy copies, as it will be copied.
    private func drawCode(_ canvas: Canvas, in card: Rect) {
        canvas.fill(Path(roundedRect: card, radius: Theme.cardRadius), color: theme.secondarySystemGroupedBackground)
        let style = Theme.text(
            .caption1, theme.label, maxWidth: max(0, card.width - 24), maxLines: 3, category: textSize)
        canvas.withState {
            canvas.clip(to: Path(roundedRect: card, radius: Theme.cardRadius))
            canvas.drawText(
                model.spring.code(for: code.platform),
                at: Point(x: card.minX + 12, y: card.minY + textSize.scaled(8, relativeTo: .caption1)),
                style: style)
        }
    }

    private func drawStage(_ canvas: Canvas) {
        let stage = model.stage
        canvas.fill(Path(roundedRect: stage, radius: Theme.cardRadius), color: theme.secondarySystemGroupedBackground)
        // The two rest positions, as faint outlines.
        for x in [bodyTrack.from, bodyTrack.to] {
            let slot = Rect(x: x, y: stage.midY - bodySide / 2, width: bodySide, height: bodySide)
            canvas.stroke(Path(roundedRect: slot, radius: bodySide * 0.225), color: theme.separator, lineWidth: 1.5)
        }
        // The body never changes while it springs across, only moves: one picture (with its
        // shadow) drawn with its top-left at the origin and moved there, which the page shows as
        // a layer of its own (cut to the viewport's rectangle when the content scrolls).
        canvas.withState {
            canvas.translate(x: bodyX, y: stage.midY - bodySide / 2)
            canvas.drawCached(PictureKey("spring.body", size: bodyRect.size), bounds: bodyPictureBounds) { canvas in
                drawBody(in: canvas)
            }
        }
    }

    private func drawGraph(_ canvas: Canvas, in card: Rect) {
        canvas.fill(Path(roundedRect: card, radius: Theme.cardRadius), color: theme.secondarySystemGroupedBackground)
        var caption = Theme.text(.caption1, theme.secondaryLabel, weight: .semibold, category: textSize)
        if canvas.measureText(chrome.strings.localized("POSITION OVER TIME"), style: caption).width > card.width - 28 {
            caption.maxWidth = max(0, card.width - 28)
        }
        canvas.drawText(
            chrome.strings.localized("POSITION OVER TIME"), at: Point(x: card.minX + 14, y: card.minY + 10),
            style: caption)
        let em = { (value: Double) in self.textSize.scaled(value, relativeTo: .caption1) }
        let spring = model.spring
        let settle = spring.settlingDuration
        let number = { chrome.strings.localizedNumber(Drawing.fixed($0, $1)) }
        let readout =
            "k " + number(spring.stiffness, 1) + "   c " + number(spring.damping, 2)
            + "   " + chrome.strings.localized("settles") + " " + number(settle, 2) + " s"
        // The readout shares the caption's line where both fit, else takes the next one.
        var readoutStyle = Theme.text(.caption1, theme.secondaryLabel, category: textSize)
        if canvas.measureText(readout, style: readoutStyle).width > card.width - 28 {
            readoutStyle.maxWidth = max(0, card.width - 28)
        }
        let fits =
            canvas.measureText(chrome.strings.localized("POSITION OVER TIME"), style: caption).width
            + canvas.measureText(readout, style: readoutStyle).width + 12 <= card.width - 28
        Drawing.trailingText(
            canvas, readout, right: card.maxX - 14, centerY: card.minY + em(fits ? 18 : 34),
            style: readoutStyle)
        let plotTop = em(fits ? 36.0 : 50.0)
        let plot = Rect(
            x: card.minX + 14, y: card.minY + plotTop, width: card.width - 28,
            height: max(0, card.height - plotTop - textSize.scaled(20, relativeTo: .caption2)))
        let label = Theme.text(.caption2, theme.secondaryLabel, category: textSize)
        let labelHeight = Theme.lineHeight(.caption2, textSize)
        // y: −0.1 … 1.8 covers every step response for ζ ≥ 0.1 (overshoot ≤ e^(−πζ/√(1−ζ²)) = 0.73;
        // none for ζ ≥ 1).
        func py(_ v: Double) -> Double { plot.maxY - (v + 0.1) / 1.9 * plot.height }
        func px(_ t: Double) -> Double { plot.minX + t / Self.graphDuration * plot.width }
        // The 0 and 1 labels sit above their lines, only where a label fits between the lines
        // and under the caption's band (a short graph in landscape keeps the lines alone).
        let labelLift = textSize.scaled(9, relativeTo: .caption2)
        let labelsFit =
            py(0) - py(1) >= labelHeight + 1 && py(1) - labelLift - labelHeight / 2 >= card.minY + plotTop - 4
        for (v, text) in [(0.0, "0"), (1.0, "1")] {
            var line = Path()
            line.move(to: Point(x: plot.minX, y: py(v)))
            line.line(to: Point(x: plot.maxX, y: py(v)))
            canvas.stroke(line, color: theme.separator, lineWidth: 1, cap: .butt, join: .miter)
            if labelsFit {
                Drawing.trailingText(canvas, text, right: plot.maxX, centerY: py(v) - labelLift, style: label)
            }
        }
        for second in 1...Int(Self.graphDuration) {
            // The last label ends at the plot's end (8 pt in at the default size).
            let half = canvas.measureText("\(second) s", style: label).width / 2
            Drawing.centeredText(
                canvas, "\(second) s",
                at: Point(
                    x: min(px(Double(second)), plot.maxX - max(8, half)),
                    y: plot.maxY + textSize.scaled(11, relativeTo: .caption2)),
                style: label)
        }
        var curve = Path()
        let samples = 180
        for i in 0...samples {
            let t = Self.graphDuration * Double(i) / Double(samples)
            let y = 1 + spring.state(displacement: -1, velocity: 0, at: t).displacement
            let p = Point(x: px(t), y: py(y))
            if i == 0 { curve.move(to: p) } else { curve.line(to: p) }
        }
        canvas.stroke(curve, color: theme.tint, lineWidth: 2.5)
        if let start = model.stepStart {
            let t = model.time - start
            if t >= 0, t <= Self.graphDuration {
                let y = 1 + spring.state(displacement: -1, velocity: 0, at: t).displacement
                // The dot only moves along the curve: a layer of its own, drawn around its
                // centre and moved there (where layers are kept, the graph is not drawn again).
                let dot = Point(x: px(t), y: py(y))
                let ring = Rect(x: -7, y: -7, width: 14, height: 14)
                canvas.withState {
                    canvas.translate(x: dot.x, y: dot.y)
                    canvas.drawLayer("spring.dot", bounds: ring, shown: ring) { _ in
                        canvas.fill(Path(circleAround: .zero, radius: 5), color: theme.tint)
                        canvas.stroke(Path(circleAround: .zero, radius: 5), color: .white, lineWidth: 2)
                    }
                }
            }
        }
    }

    private func drawSlider(_ canvas: Canvas, _ parameter: SpringDemoModel.Parameter) {
        guard let slider = model.sliders[parameter] else { return }
        let value = model.value(of: parameter)
        let title =
            parameter == .dampingRatio
            ? chrome.strings.localized("DAMPING RATIO (BOUNCINESS)") : chrome.strings.localized("RESPONSE (SPEED)")
        let readout = chrome.strings.localizedNumber(Self.valueText(value)) + (parameter == .response ? " s" : "")
        let valueStyle = Theme.text(.body, theme.label, weight: .semibold, category: textSize)
        let line = valueLine(slider)
        let columnWidth = slider.maxX - slider.minX + 14 - 2
        // Right to left the caption leads from the right and the value trails at the left.
        let mirror = Self.columnMirror(slider)
        if parts.stacksCaptions {
            // Stacked: the caption on up to two lines, the value under it, both leading.
            let caption = Theme.text(
                .footnote, theme.secondaryLabel, weight: .semibold, maxWidth: max(0, columnWidth),
                maxLines: 2, category: textSize)
            mirror.drawLeadingText(
                canvas, title, at: Point(x: slider.minX - 14 + 2, y: line.captionTop), style: caption)
            let size = canvas.measureText(readout, style: valueStyle)
            mirror.drawLeadingText(
                canvas, readout, at: Point(x: slider.minX - 14 + 2, y: line.centerY - size.height / 2),
                style: valueStyle)
        } else {
            // Beside the value: a caption too long for the rest of the line ends in an ellipsis.
            let valueWidth = canvas.measureText(readout, style: valueStyle).width
            let room = max(0, columnWidth - valueWidth - 8)
            var caption = Theme.text(.footnote, theme.secondaryLabel, weight: .semibold, category: textSize)
            if canvas.measureText(title, style: caption).width > room { caption.maxWidth = room }
            mirror.drawLeadingText(
                canvas, title, at: Point(x: slider.minX - 14 + 2, y: line.captionTop), style: caption)
            Drawing.trailingText(
                canvas, readout, right: slider.rightToLeft ? mirror.x(slider.maxX) + valueWidth : slider.maxX,
                centerY: line.centerY, style: valueStyle)
        }
        let fraction = model.normalize(value, parameter)
        let thumbX = slider.x(for: fraction)
        let track = Rect(x: slider.minX, y: slider.y - 2, width: slider.maxX - slider.minX, height: 4)
        canvas.fill(Path(roundedRect: track, radius: 2), color: theme.systemFill)
        // Filled from the minimum's end to the thumb.
        let filled =
            slider.rightToLeft
            ? Rect(x: thumbX, y: slider.y - 2, width: slider.maxX - thumbX, height: 4)
            : Rect(x: slider.minX, y: slider.y - 2, width: thumbX - slider.minX, height: 4)
        canvas.fill(Path(roundedRect: filled, radius: 2), color: theme.tint)
        let thumb = Path(circleAround: Point(x: thumbX, y: slider.y), radius: SpringDemoModel.Slider.thumbSize / 2)
        canvas.shadow(thumb, shadow: Theme.controlShadow)
        canvas.fill(thumb, color: .white)
    }
}

extension SpringDemoModel: TouchModel {}
