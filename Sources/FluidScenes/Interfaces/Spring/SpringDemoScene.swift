import FluidCanvas
import FluidGestures
import FluidMotion

/// The spring demo: tap the stage to send the body to the other side; drag the sliders to change
/// damping ratio and response live; the step response of the current spring is plotted below the
/// stage, with a dot following the body through a clean step.
public struct SpringDemoScene: ChromedScene {
    public let name = "spring"
    public internal(set) var model = SpringDemoModel()
    var chrome: SceneChrome
    private let theme: Theme
    private var bodyTrack = (from: 0.0, to: 0.0)
    private var graph = Rect.zero

    /// The body: 80 pt, the seed demo's blue gradient.
    static let bodySize = 80.0
    static let bodyTop = Color(hex: 0x64CCF7)
    static let bodyBottom = Color(hex: 0x359EEC)
    /// Seconds of step response shown in the graph.
    static let graphDuration = 3.0

    public init(options: SceneOptions = SceneOptions()) {
        theme = options.dark ? .dark : .light
        chrome = SceneChrome(title: "Spring", hint: "Tap the stage to spring the body across, even mid-flight. Drag the sliders.",
                             theme: theme)
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        chrome.layout(size: size, safeArea: safeArea)
        let content = chrome.contentRect
        let inner = Rect(x: content.minX + Theme.margin, y: content.minY + 12,
                         width: max(0, content.width - 2 * Theme.margin), height: content.height)
        let stage = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: Self.bodySize + 48)
        bodyTrack = (stage.minX + 24, stage.maxX - 24 - Self.bodySize)
        let sliderArea = inner.minY + inner.height - 170
        graph = Rect(x: inner.minX, y: stage.maxY + 16, width: inner.width,
                     height: min(260, max(60, sliderArea - stage.maxY - 32)))
        let slider = { (y: Double) in
            SpringDemoModel.Slider(minX: inner.minX + 14, maxX: inner.maxX - 14, y: y)
        }
        model.layout(stage: stage, dampingSlider: slider(sliderArea + 50), responseSlider: slider(sliderArea + 130))
    }

    public mutating func handle(_ event: InputEvent) {
        if chrome.handle(event) { return }
        switch event {
        case .touch(let touch): model.handle(touch)
        case .key(.space, let time), .key(.enter, let time): model.toggle(at: time)
        default: break
        }
    }

    /// The body's left edge (pt).
    public var bodyX: Double { bodyTrack.from + (bodyTrack.to - bodyTrack.from) * model.progress }

    public var traceFrame: [(String, JSONValue)] {
        [("spring", .object([
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
        ]))]
    }

    /// The first fill covers the whole canvas with an opaque colour.
    public var paintsEveryPixel: Bool { true }

    public func draw(in canvas: Canvas) {
        canvas.fill(Path(rect: Rect(origin: .zero, size: canvas.size)), color: theme.systemGroupedBackground)
        drawStage(canvas)
        drawGraph(canvas)
        for parameter in SpringDemoModel.Parameter.allCases { drawSlider(canvas, parameter) }
        chrome.draw(in: canvas)
    }

    private func drawStage(_ canvas: Canvas) {
        let stage = model.stage
        canvas.fill(Path(roundedRect: stage, radius: Theme.cardRadius), color: theme.secondarySystemGroupedBackground)
        // The two rest positions, as faint outlines.
        for x in [bodyTrack.from, bodyTrack.to] {
            let slot = Rect(x: x, y: stage.midY - Self.bodySize / 2, width: Self.bodySize, height: Self.bodySize)
            canvas.stroke(Path(roundedRect: slot, radius: 18), color: theme.separator, lineWidth: 1.5)
        }
        let body = Rect(x: bodyX, y: stage.midY - Self.bodySize / 2, width: Self.bodySize, height: Self.bodySize)
        let path = Path(roundedRect: body, radius: 18)
        canvas.shadow(path, shadow: Theme.cardShadow)
        Drawing.fillGradient(canvas, path, rect: body, top: Self.bodyTop, bottom: Self.bodyBottom)
    }

    private func drawGraph(_ canvas: Canvas) {
        let card = graph
        canvas.fill(Path(roundedRect: card, radius: Theme.cardRadius), color: theme.secondarySystemGroupedBackground)
        let caption = Theme.text(.caption1, theme.secondaryLabel, weight: .semibold)
        canvas.drawText("POSITION OVER TIME", at: Point(x: card.minX + 14, y: card.minY + 10), style: caption)
        let spring = model.spring
        let settle = spring.settlingDuration
        let readout = "k " + Drawing.fixed(spring.stiffness, 1) + "   c " + Drawing.fixed(spring.damping, 2)
            + "   settles " + Drawing.fixed(settle, 2) + " s"
        Drawing.trailingText(canvas, readout, right: card.maxX - 14,
                             centerY: card.minY + 18, style: Theme.text(.caption1, theme.secondaryLabel))
        let plot = Rect(x: card.minX + 14, y: card.minY + 36, width: card.width - 28, height: card.height - 56)
        // y: −0.1 … 1.8 covers every step response for ζ ≥ 0.1 (overshoot ≤ e^(−πζ/√(1−ζ²)) = 0.73).
        func py(_ v: Double) -> Double { plot.maxY - (v + 0.1) / 1.9 * plot.height }
        func px(_ t: Double) -> Double { plot.minX + t / Self.graphDuration * plot.width }
        for (v, label) in [(0.0, "0"), (1.0, "1")] {
            var line = Path()
            line.move(to: Point(x: plot.minX, y: py(v)))
            line.line(to: Point(x: plot.maxX, y: py(v)))
            canvas.stroke(line, color: theme.separator, lineWidth: 1, cap: .butt, join: .miter)
            Drawing.trailingText(canvas, label, right: plot.maxX, centerY: py(v) - 9,
                                 style: Theme.text(.caption2, theme.secondaryLabel))
        }
        for second in 1...Int(Self.graphDuration) {
            Drawing.centeredText(canvas, "\(second) s", at: Point(x: min(px(Double(second)), plot.maxX - 8), y: plot.maxY + 11),
                                 style: Theme.text(.caption2, theme.secondaryLabel))
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
                let dot = Point(x: px(t), y: py(y))
                canvas.fill(Path(circleAround: dot, radius: 5), color: theme.tint)
                canvas.stroke(Path(circleAround: dot, radius: 5), color: .white, lineWidth: 2)
            }
        }
    }

    private func drawSlider(_ canvas: Canvas, _ parameter: SpringDemoModel.Parameter) {
        guard let slider = model.sliders[parameter] else { return }
        let value = model.value(of: parameter)
        let title = parameter == .dampingRatio ? "DAMPING RATIO (BOUNCINESS)" : "RESPONSE (SPEED)"
        let readout = Drawing.fixed(value, 2) + (parameter == .response ? " s" : "")
        let caption = Theme.text(.footnote, theme.secondaryLabel, weight: .semibold)
        canvas.drawText(title, at: Point(x: slider.minX - 14 + 2, y: slider.y - 44), style: caption)
        Drawing.trailingText(canvas, readout, right: slider.maxX, centerY: slider.y - 36,
                             style: Theme.text(.body, theme.label, weight: .semibold))
        let fraction = model.normalize(value, parameter)
        let thumbX = slider.x(for: fraction)
        let track = Rect(x: slider.minX, y: slider.y - 2, width: slider.maxX - slider.minX, height: 4)
        canvas.fill(Path(roundedRect: track, radius: 2), color: theme.systemFill)
        canvas.fill(Path(roundedRect: Rect(x: slider.minX, y: slider.y - 2, width: thumbX - slider.minX, height: 4), radius: 2),
                    color: theme.tint)
        let thumb = Path(circleAround: Point(x: thumbX, y: slider.y), radius: SpringDemoModel.Slider.thumbSize / 2)
        canvas.shadow(thumb, shadow: Theme.controlShadow)
        canvas.fill(thumb, color: .white)
    }
}

extension SpringDemoModel: TouchModel {}
