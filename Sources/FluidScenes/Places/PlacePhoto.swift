import FluidCanvas
import FluidCore
import FluidMotion

/// What a place's photos show, drawn with the canvas: gradients and a few shapes each (a sky
/// over the sea with a lighthouse on its headland, a bakery's warm shelves, a park's willow by
/// its pond…), no glyph and no image file. Photo `n` of a place is one of three lights (golden
/// hour, day, dusk; warmer or cooler indoors), mirrored when odd (the bakery's odd ones a loaf
/// close up), with its details (where the loaves, books and stars fall) from `n`, so a
/// carousel's photos differ and every replay draws the same ones. Each is drawn once into a
/// picture the card keeps (`PlacesScene.drawPhoto`): 0.2–1.3 ms at 2 pixels per point, 0.3–2.1
/// ms at 3.
public enum PlacePhoto: Int, Hashable, Sendable, CaseIterable {
    case bakery, lighthouse, bookshop, market, tram, park, noodles, observatory, pool, cafe, ferry, vineyard

    /// Draws photo `index` filling `rect`, its corners rounded to `radius` over `backdrop` (the
    /// sheet it lies on): the corners are painted rather than clipped, since a rounded clip
    /// would composite every shape of the photo through a mask (a quarter of its cost).
    func draw(_ index: Int, in rect: Rect, radius: Double, backdrop: Color, on canvas: Canvas) {
        canvas.withState {
            canvas.clip(to: Path(rect: rect))
            canvas.translate(x: rect.minX, y: rect.minY)
            if index % 2 == 1 {
                canvas.translate(x: rect.width, y: 0)
                canvas.scale(x: -1, y: 1)
            }
            var painter = PhotoPainter(canvas: canvas, w: rect.width, h: rect.height, index: index)
            switch self {
            case .bakery: index % 2 == 0 ? painter.bakery() : painter.loaf()
            case .lighthouse: painter.lighthouse()
            case .bookshop: painter.bookshop()
            case .market: painter.market()
            case .tram: painter.tram()
            case .park: painter.park()
            case .noodles: painter.noodles()
            case .observatory: painter.observatory()
            case .pool: painter.pool()
            case .cafe: painter.cafe()
            case .ferry: painter.ferry()
            case .vineyard: painter.vineyard()
            }
        }
        let k = 0.5522847498 * radius
        for (corner, dx, dy) in [
            (Point(x: rect.minX, y: rect.minY), 1.0, 1.0), (Point(x: rect.maxX, y: rect.minY), -1.0, 1.0),
            (Point(x: rect.maxX, y: rect.maxY), -1.0, -1.0), (Point(x: rect.minX, y: rect.maxY), 1.0, -1.0)
        ] {
            var piece = Path()
            piece.move(to: corner)
            piece.line(to: Point(x: corner.x + dx * radius, y: corner.y))
            piece.curve(
                to: Point(x: corner.x, y: corner.y + dy * radius),
                control1: Point(x: corner.x + dx * (radius - k), y: corner.y),
                control2: Point(x: corner.x, y: corner.y + dy * (radius - k)))
            piece.close()
            canvas.fill(piece, color: backdrop)
        }
        // A hairline inside the edge, as a photo on a sheet has, so a pale one keeps its shape.
        canvas.stroke(
            Path(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), radius: radius - 0.25),
            color: Color(white: 0, alpha: 0.08), lineWidth: 0.5)
    }
}

/// The light of an outdoor photo: its sky from top to horizon, the sun's colour, the water's and
/// the land's, and how much of the sky's colour tints what it lights.
struct PhotoLight {
    var top: Color, middle: Color, horizon: Color
    var sun: Color
    var waterTop: Color, waterBottom: Color
    var land: Color
    /// Warm (1), plain (0) or dim (-1): indoors, how warm the lamps are.
    var warmth: Double
    /// 0 by day, up to 1 at night: how much shapes darken towards the land's colour.
    var dusk: Double

    static let golden = PhotoLight(
        top: Color(hex: 0x4D6BB3), middle: Color(hex: 0xE9A07A), horizon: Color(hex: 0xFDD69A),
        sun: Color(hex: 0xFFF3D1), waterTop: Color(hex: 0x5D79A8), waterBottom: Color(hex: 0x233A66),
        land: Color(hex: 0x3C3445), warmth: 1, dusk: 0.2)
    static let day = PhotoLight(
        top: Color(hex: 0x3F8CE0), middle: Color(hex: 0x82BDF0), horizon: Color(hex: 0xD3ECFA),
        sun: Color(hex: 0xFFFDF0), waterTop: Color(hex: 0x3E8DC4), waterBottom: Color(hex: 0x19598C),
        land: Color(hex: 0x4B6B3A), warmth: 0, dusk: 0)
    static let dusk = PhotoLight(
        top: Color(hex: 0x161D42), middle: Color(hex: 0x56427E), horizon: Color(hex: 0xE5876B),
        sun: Color(hex: 0xFFD9AE), waterTop: Color(hex: 0x3A3A66), waterBottom: Color(hex: 0x14173A),
        land: Color(hex: 0x1D1A2B), warmth: -1, dusk: 0.6)

    /// Photo `index`'s light: golden hour, day, dusk, in turn.
    static func of(_ index: Int) -> PhotoLight { [golden, day, dusk][index % 3] }
}

/// Draws one photo in its own points (0…w × 0…h).
struct PhotoPainter {
    let canvas: Canvas
    let w: Double, h: Double
    let light: PhotoLight
    /// The photo's number in its place's carousel.
    let index: Int
    /// Where the photo's details fall: a deterministic sequence from the photo's index.
    var seed: UInt32

    init(canvas: Canvas, w: Double, h: Double, index: Int) {
        self.canvas = canvas
        self.w = w
        self.h = h
        self.index = index
        light = PhotoLight.of(index)
        seed = UInt32(truncatingIfNeeded: index &* 7919 &+ 17)
    }

    // MARK: Tools

    /// The next of a deterministic sequence, 0..<1 (xorshift).
    mutating func random() -> Double {
        seed ^= seed << 13
        seed ^= seed >> 17
        seed ^= seed << 5
        return Double(seed % 10_000) / 10_000
    }

    mutating func random(_ low: Double, _ high: Double) -> Double { low + (high - low) * random() }

    func p(_ x: Double, _ y: Double) -> Point { Point(x: x * w, y: y * h) }

    func ellipse(_ c: Point, _ rx: Double, _ ry: Double) -> Path {
        let kx = 0.5522847498 * rx, ky = 0.5522847498 * ry
        var path = Path()
        path.move(to: Point(x: c.x + rx, y: c.y))
        path.curve(
            to: Point(x: c.x, y: c.y + ry), control1: Point(x: c.x + rx, y: c.y + ky),
            control2: Point(x: c.x + kx, y: c.y + ry))
        path.curve(
            to: Point(x: c.x - rx, y: c.y), control1: Point(x: c.x - kx, y: c.y + ry),
            control2: Point(x: c.x - rx, y: c.y + ky))
        path.curve(
            to: Point(x: c.x, y: c.y - ry), control1: Point(x: c.x - rx, y: c.y - ky),
            control2: Point(x: c.x - kx, y: c.y - ry))
        path.curve(
            to: Point(x: c.x + rx, y: c.y), control1: Point(x: c.x + kx, y: c.y - ry),
            control2: Point(x: c.x + rx, y: c.y - ky))
        path.close()
        return path
    }

    func polygon(_ points: [Point]) -> Path {
        var path = Path()
        path.move(to: points[0])
        for point in points.dropFirst() { path.line(to: point) }
        path.close()
        return path
    }

    func fill(_ path: Path, _ color: Color) { canvas.fill(path, color: color) }

    /// Strokes every segment of `segments` as one path: one stroke, not one per segment.
    func lines(_ segments: [(Point, Point)], _ color: Color, _ width: Double) {
        var path = Path()
        for (a, b) in segments {
            path.move(to: a)
            path.line(to: b)
        }
        canvas.stroke(path, color: color, lineWidth: width)
    }

    /// `path` filled with a gradient from `a` at y0 to `b` at y1 (and `c` at y2 when given).
    func fill(_ path: Path, from y0: Double, _ a: Color, to y1: Double, _ b: Color) {
        canvas.fill(
            path,
            gradient: LinearGradient(
                start: Point(x: 0, y: y0), end: Point(x: 0, y: y1),
                stops: [.init(offset: 0, color: a), .init(offset: 1, color: b)]))
    }

    func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Path {
        Path(rect: Rect(x: x, y: y, width: width, height: height))
    }

    func line(_ a: Point, _ b: Point, _ color: Color, _ width: Double) {
        var path = Path()
        path.move(to: a)
        path.line(to: b)
        canvas.stroke(path, color: color, lineWidth: width)
    }

    /// A glow: three soft discs, brighter towards `c`.
    func glow(_ c: Point, _ radius: Double, _ color: Color, _ strength: Double = 0.14) {
        for k in 1...3 { fill(Path(circleAround: c, radius: radius * Double(k) / 3), color.opacity(strength)) }
    }

    /// The sky down to `horizon` (fraction of the height), with the sun (or the low sun at dusk).
    func sky(to horizon: Double, sunAt sun: Point? = nil) {
        canvas.fill(
            rect(0, 0, w, horizon * h + 1),
            gradient: LinearGradient(
                start: .zero, end: Point(x: 0, y: horizon * h),
                stops: [
                    .init(offset: 0, color: light.top), .init(offset: 0.6, color: light.middle),
                    .init(offset: 1, color: light.horizon)
                ]))
        if let sun {
            glow(sun, 22, light.sun, 0.16)
            fill(Path(circleAround: sun, radius: 7), light.sun)
        }
    }

    /// Where the sun stands: high by day, low at golden hour, setting at dusk.
    func sun(_ x: Double, horizon: Double) -> Point {
        Point(x: x * w, y: (light.warmth > 0 ? horizon - 0.16 : light.warmth < 0 ? horizon - 0.03 : 0.2) * h)
    }

    /// `color` as the light shows it outdoors: tinted by the horizon, darkened at dusk.
    func lit(_ color: Color) -> Color {
        color.mix(light.horizon, 0.15).mix(light.land, light.dusk * 0.6)
    }

    /// Light falling in from the top leading corner: a white wash fading out.
    func wash(_ strength: Double) {
        canvas.fill(
            rect(0, 0, w, h),
            gradient: LinearGradient(
                start: .zero, end: Point(x: w, y: h),
                stops: [
                    .init(offset: 0, color: Color(white: 1, alpha: strength)),
                    .init(offset: 0.6, color: Color(white: 1, alpha: 0))
                ]))
    }

    /// An indoor wall's colour for `base`, warmer or dimmer with the photo's light.
    func indoor(_ base: Color) -> Color {
        light.warmth > 0 ? base.mix(Color(hex: 0xFFB347), 0.12) : light.warmth < 0 ? base.mix(.black, 0.18) : base
    }

    // MARK: Places

    /// A headland over the bay, its lighthouse lit at dusk.
    mutating func lighthouse() {
        let horizon = 0.6
        sky(to: horizon, sunAt: sun(0.3, horizon: horizon))
        fill(rect(0, horizon * h, w, h), from: horizon * h, light.waterTop, to: h, light.waterBottom)
        // The sun's path on the water.
        let sunX = 0.3 * w
        lines(
            (0..<6).map { k in
                let y = (horizon + 0.05 + 0.06 * Double(k)) * h, half = 4 + 3 * Double(k)
                return (Point(x: sunX - half, y: y), Point(x: sunX + half * 0.6, y: y))
            }, light.sun.opacity(0.35), 1)
        var land = Path()
        land.move(to: p(0.5, 1))
        land.curve(to: p(0.7, 0.64), control1: p(0.58, 0.8), control2: p(0.62, 0.66))
        land.line(to: p(1, 0.58))
        land.line(to: p(1, 1))
        land.close()
        fill(land, from: 0.58 * h, light.land.mix(.white, 0.1), to: h, light.land.mix(.black, 0.3))
        let base = p(0.82, 0.63), height = 0.42 * h
        let tower = polygon([
            Point(x: base.x - 7, y: base.y), Point(x: base.x - 4.5, y: base.y - height),
            Point(x: base.x + 4.5, y: base.y - height), Point(x: base.x + 7, y: base.y)
        ])
        fill(tower, lit(Color(hex: 0xF4F1EA)))
        canvas.withState {
            canvas.clip(to: tower)
            for band in [0.2, 0.55] {
                fill(rect(base.x - 8, base.y - height * (band + 0.15), 16, height * 0.15), lit(Color(hex: 0xC8372D)))
            }
            // Shade on the side away from the light.
            fill(rect(base.x + 1.5, base.y - height, 8, height), Color(white: 0, alpha: 0.12))
        }
        let top = base.y - height
        if light.warmth < 0 {
            // The beam, sweeping out over the bay.
            canvas.fill(
                polygon([Point(x: base.x, y: top - 4), Point(x: 0, y: top - 22), Point(x: 0, y: top + 10)]),
                gradient: LinearGradient(
                    start: Point(x: base.x, y: 0), end: Point(x: 0, y: 0),
                    stops: [
                        .init(offset: 0, color: Color(hex: 0xFFE9A8, alpha: 0.55)),
                        .init(offset: 1, color: Color(hex: 0xFFE9A8, alpha: 0))
                    ]))
            glow(Point(x: base.x, y: top - 4), 12, Color(hex: 0xFFE08A), 0.25)
        }
        fill(rect(base.x - 6.5, top - 1.5, 13, 2), Color(hex: 0x2B2B30))
        fill(rect(base.x - 3.5, top - 7.5, 7, 6), light.warmth < 0 ? Color(hex: 0xFFE08A) : lit(Color(hex: 0xBFD9E8)))
        fill(
            polygon([
                Point(x: base.x - 4.5, y: top - 7.5), Point(x: base.x, y: top - 12),
                Point(x: base.x + 4.5, y: top - 7.5)
            ]),
            Color(hex: 0x2B2B30))
        // A keeper's cottage at its foot.
        fill(rect(base.x + 8, base.y - 7, 14, 8), lit(Color(hex: 0xE9E4D8)))
        fill(
            polygon([
                Point(x: base.x + 7, y: base.y - 7), Point(x: base.x + 15, y: base.y - 12),
                Point(x: base.x + 23, y: base.y - 7)
            ]),
            lit(Color(hex: 0x9E3B2F)))
    }

    /// Shelves of loaves under warm lamps, a counter in front.
    mutating func bakery() {
        fill(rect(0, 0, w, h), from: 0, indoor(Color(hex: 0x5C3820)), to: h, indoor(Color(hex: 0xC48A50)))
        for x in [0.28, 0.74] {
            glow(p(x, 0.2), 34, Color(hex: 0xFFC86B), 0.1)
            line(p(x, 0), p(x, 0.12), Color(hex: 0x1E1410), 1)
            var shade = Path()
            shade.move(to: Point(x: x * w - 9, y: 0.2 * h))
            shade.quadCurve(to: Point(x: x * w + 9, y: 0.2 * h), control: Point(x: x * w, y: 0.04 * h))
            shade.close()
            fill(shade, Color(hex: 0x2A2A2A))
            fill(ellipse(p(x, 0.2), 5, 2), Color(hex: 0xFFE2A0))
        }
        var cuts: [(Point, Point)] = []
        for shelf in [0.42, 0.66] {
            let y = shelf * h
            var x = random(2, 10)
            while x < w - 18 {
                let width = random(18, 28), height = random(8, 12)
                let crust = [Color(hex: 0xC27B36), Color(hex: 0xA85E24), Color(hex: 0xD9A25C)][Int(random() * 3) % 3]
                let loaf = ellipse(Point(x: x + width / 2, y: y - height / 2 + 1), width / 2, height / 2)
                fill(loaf, from: y - height, crust.mix(.white, 0.25), to: y, crust.mix(.black, 0.25))
                for cut in 0..<2 {
                    let cx = x + width * (0.35 + 0.3 * Double(cut))
                    cuts.append((Point(x: cx - 3, y: y - height * 0.55), Point(x: cx + 2, y: y - height * 0.8)))
                }
                x += width + random(2, 6)
            }
            fill(rect(0, y, w, 4), Color(hex: 0x3E2413))
            fill(rect(0, y, w, 1), Color(hex: 0xB07A46))
        }
        lines(cuts, Color(hex: 0xF0CD92, alpha: 0.8), 1)
        fill(rect(0, 0.8 * h, w, 0.2 * h), from: 0.8 * h, Color(hex: 0x5A341B), to: h, Color(hex: 0x2B170B))
        fill(rect(0, 0.8 * h, w, 1.5), Color(hex: 0x9A6437))
        for k in 0..<3 {
            let c = Point(x: w * (0.6 + 0.1 * Double(k)), y: 0.8 * h - 4)
            fill(ellipse(c, 6, 4.5), from: c.y - 4, Color(hex: 0xE7B26A), to: c.y + 4, Color(hex: 0xA8642A))
        }
        fill(
            Path(roundedRect: Rect(x: 0.12 * w, y: 0.8 * h - 5, width: 0.36 * w, height: 5), radius: 2.5),
            Color(hex: 0xD39A55))
    }

    /// A loaf on its board, a baguette behind, the shop's lamps out of focus.
    mutating func loaf() {
        fill(rect(0, 0, w, h), from: 0, indoor(Color(hex: 0x3A2314)), to: h, indoor(Color(hex: 0x7C4B27)))
        // The lamps behind, out of focus: soft discs.
        for _ in 0..<6 {
            fill(
                Path(circleAround: Point(x: random(0.05, 0.95) * w, y: random(0.05, 0.4) * h), radius: random(6, 13)),
                Color(hex: 0xFFC978, alpha: random(0.12, 0.3)))
        }
        fill(
            Path(roundedRect: Rect(x: -10, y: 0.7 * h, width: w + 20, height: 0.4 * h), radius: 8),
            from: 0.7 * h, Color(hex: 0xB37B46), to: h, Color(hex: 0x6E4322))
        fill(rect(0, 0.7 * h, w, 1.5), Color(hex: 0xD9A46B))
        canvas.withState {
            canvas.translate(x: random(0.6, 0.7) * w, y: 0.5 * h)
            canvas.rotate(by: -0.32)
            fill(ellipse(.zero, 62, 8.5), from: -8, Color(hex: 0xE2AE68), to: 8, Color(hex: 0x9A5E27))
            lines(
                [-36.0, -14, 8, 30].map { x in (Point(x: x - 6, y: 2), Point(x: x + 6, y: -3)) }, Color(hex: 0xF4D9A8),
                1.6)
        }
        let c = Point(x: random(0.36, 0.46) * w, y: 0.66 * h), rx = 0.27 * w, ry = 0.21 * h
        fill(ellipse(Point(x: c.x + 3, y: c.y + ry * 0.8), rx * 0.95, ry * 0.3), Color(white: 0, alpha: 0.25))
        fill(ellipse(c, rx, ry), from: c.y - ry, Color(hex: 0xE3A862), to: c.y + ry, Color(hex: 0x874B1C))
        var ear = Path()
        ear.move(to: Point(x: c.x - rx * 0.6, y: c.y - ry * 0.2))
        ear.quadCurve(to: Point(x: c.x + rx * 0.55, y: c.y - ry * 0.45), control: Point(x: c.x, y: c.y - ry * 0.95))
        canvas.stroke(ear, color: Color(hex: 0xF6DDAE), lineWidth: 3)
        var flour = Path()
        for _ in 0..<18 {
            flour.add(
                Path(
                    circleAround: Point(x: c.x + random(-0.7, 0.7) * rx, y: c.y + random(-0.8, 0.1) * ry),
                    radius: random(0.5, 1.2)))
        }
        fill(flour, Color(white: 1, alpha: 0.55))
    }

    /// Three shelves of books in a warm room.
    mutating func bookshop() {
        fill(rect(0, 0, w, h), indoor(Color(hex: 0x3A2416)))
        let palette = [
            Color(hex: 0x8E2B2B), Color(hex: 0x23395B), Color(hex: 0x2F5D3A), Color(hex: 0xC9A227),
            Color(hex: 0xE8DCC2), Color(hex: 0x2A7A7A), Color(hex: 0x6B3E75), Color(hex: 0xB5542D)
        ]
        let shelfHeight = (h - 8) / 3
        var spines = [Path](repeating: Path(), count: palette.count), bands = Path(), feet = Path()
        for shelf in 0..<3 {
            let bottom = 4 + shelfHeight * Double(shelf + 1) - 4
            fill(
                rect(0, bottom - shelfHeight + 4, w, shelfHeight - 4), from: bottom - shelfHeight, Color(hex: 0x24150C),
                to: bottom, Color(hex: 0x3F2716))
            var x = random(3, 8)
            while x < w - 4 {
                let width = random(5, 11), height = (shelfHeight - 8) * random(0.72, 0.97)
                spines[Int(random() * Double(palette.count)) % palette.count].add(
                    rect(x, bottom - height, width - 0.8, height))
                bands.add(rect(x, bottom - height + 3, width - 0.8, 1.2))
                feet.add(rect(x, bottom - 5, width - 0.8, 1))
                x += width + (random() < 0.12 ? random(3, 7) : 0)
            }
            fill(rect(0, bottom, w, 4), Color(hex: 0x6B4226))
            fill(rect(0, bottom, w, 1), Color(hex: 0x9C6A40))
        }
        for (spine, color) in zip(spines, palette) { fill(spine, indoor(color)) }
        fill(bands, Color(white: 1, alpha: 0.35))
        fill(feet, Color(white: 0, alpha: 0.2))
        wash(light.warmth < 0 ? 0.08 : 0.2)
    }

    /// A market hall's iron arches over striped awnings and crates of produce.
    mutating func market() {
        fill(rect(0, 0, w, h), from: 0, indoor(Color(hex: 0xF2E9D8)), to: 0.6 * h, indoor(Color(hex: 0xC9B698)))
        fill(
            rect(0, 0, w, 0.16 * h), from: 0, Color(hex: 0xFFFFFF, alpha: 0.7), to: 0.16 * h,
            Color(hex: 0xFFFFFF, alpha: 0))
        // The roof's iron: a vault springing from columns behind the stalls, and its ribs.
        for k in 0..<3 {
            var arch = Path()
            let x = w * (Double(k) - 0.25) / 2
            arch.move(to: Point(x: x, y: 0.42 * h))
            arch.curve(
                to: Point(x: x + w / 2, y: 0.42 * h), control1: Point(x: x, y: 0.02 * h),
                control2: Point(x: x + w / 2, y: 0.02 * h))
            canvas.stroke(arch, color: Color(hex: 0x46535B), lineWidth: 2.2)
            line(Point(x: x + w / 4, y: 0.12 * h), Point(x: x + w / 4, y: 0), Color(hex: 0x46535B), 1.2)
        }
        line(Point(x: 0, y: 0.12 * h), Point(x: w, y: 0.12 * h), Color(hex: 0x46535B), 1.2)
        let stripes = [
            (Color(hex: 0xD8453B), Color(hex: 0xFFF6EA)), (Color(hex: 0x2F8F5B), Color(hex: 0xFFF6EA)),
            (Color(hex: 0x2F6DB5), Color(hex: 0xFFF6EA))
        ]
        let produce = [
            Color(hex: 0xF39C12), Color(hex: 0xD63031), Color(hex: 0x6AB04C), Color(hex: 0xF9D71C), Color(hex: 0x8E44AD)
        ]
        let stallWidth = w / 2.4
        for stall in 0..<3 {
            let left = -0.2 * stallWidth + Double(stall) * (stallWidth + 0.1 * stallWidth)
            let (a, b) = stripes[(stall + Int(random() * 3)) % 3]
            let awning = polygon([
                Point(x: left + 4, y: 0.4 * h), Point(x: left + stallWidth - 4, y: 0.4 * h),
                Point(x: left + stallWidth, y: 0.52 * h), Point(x: left, y: 0.52 * h)
            ])
            canvas.withState {
                canvas.clip(to: awning)
                fill(awning, b)
                var x = left
                while x < left + stallWidth {
                    fill(rect(x, 0.4 * h, stallWidth / 10, 0.12 * h), a)
                    x += stallWidth / 5
                }
            }
            fill(rect(left, 0.52 * h, stallWidth, 2), Color(white: 0, alpha: 0.15))
            line(Point(x: left + 3, y: 0.52 * h), Point(x: left + 3, y: 0.75 * h), Color(hex: 0x4A3A2A), 1.5)
            line(
                Point(x: left + stallWidth - 3, y: 0.52 * h), Point(x: left + stallWidth - 3, y: 0.75 * h),
                Color(hex: 0x4A3A2A), 1.5)
            for crate in 0..<2 {
                let x = left + 4 + Double(crate) * (stallWidth - 8) / 2, cw = (stallWidth - 8) / 2 - 2
                let color = produce[Int(random() * Double(produce.count)) % produce.count]
                for row in 0..<2 {
                    var fruit = Path(), shine = Path()
                    var fx = x + 3
                    while fx < x + cw - 2 {
                        let c = Point(x: fx, y: 0.75 * h - 2 - 4 * Double(row) + random(-0.6, 0.6))
                        fruit.add(Path(circleAround: c, radius: 2.8))
                        shine.add(Path(circleAround: Point(x: c.x - 0.9, y: c.y - 0.9), radius: 0.9))
                        fx += 5
                    }
                    // The back row darker, in the front row's shade.
                    fill(fruit, color.mix(.black, row == 0 ? 0.15 : 0))
                    fill(shine, Color(white: 1, alpha: 0.45))
                }
                fill(rect(x, 0.75 * h, cw, 0.09 * h), Color(hex: 0xB5874F))
                fill(rect(x, 0.75 * h + 0.03 * h, cw, 1), Color(hex: 0x7C5632))
            }
        }
        fill(rect(0, 0.84 * h, w, 0.16 * h), from: 0.84 * h, Color(hex: 0x9A8B78), to: h, Color(hex: 0x6E6253))
    }

    /// A vintage tram at its stop, town roofs behind.
    mutating func tram() {
        let horizon = 0.72
        sky(to: horizon, sunAt: sun(0.2, horizon: 0.55))
        var x = 0.0
        while x < w {
            let width = random(14, 26), height = random(0.18, 0.42) * h
            fill(
                rect(x, horizon * h - height, width - 1, height + 1),
                light.horizon.mix(light.land, 0.45 + 0.1 * random()))
            x += width
        }
        fill(rect(0, horizon * h, w, h), from: horizon * h, lit(Color(hex: 0x9A968F)), to: h, lit(Color(hex: 0x5E5B57)))
        line(p(0, 0.08), p(1, 0.11), Color(hex: 0x2B2B2B), 0.8)
        line(p(0.42, 0.095), p(0.5, 0.34), Color(hex: 0x2B2B2B), 1.2)
        let body = Rect(x: 0.14 * w, y: 0.36 * h, width: 0.72 * w, height: 0.44 * h)
        fill(
            Path(roundedRect: Rect(x: body.minX + 4, y: body.minY - 5, width: body.width - 8, height: 8), radius: 3),
            lit(Color(hex: 0x7E1F1D)))
        let tram = Path(roundedRect: body, radius: 7)
        fill(tram, lit(Color(hex: 0xB8312F)))
        canvas.withState {
            canvas.clip(to: tram)
            fill(rect(body.minX, body.minY, body.width, body.height * 0.52), lit(Color(hex: 0xF1E3C4)))
            fill(rect(body.minX, body.minY + body.height * 0.52, body.width, 1.5), lit(Color(hex: 0xC9A84C)))
            fill(rect(body.minX, body.maxY - 4, body.width, 4), Color(hex: 0x3A1212))
        }
        let pane = (body.width - 12) / 5
        for k in 0..<5 {
            let window = Path(
                roundedRect: Rect(
                    x: body.minX + 6 + Double(k) * pane + 1, y: body.minY + 4, width: pane - 3,
                    height: body.height * 0.36), radius: 2)
            fill(
                window, from: body.minY, light.middle.mix(.white, 0.35), to: body.minY + body.height * 0.4,
                light.horizon.mix(Color(hex: 0x2C3E50), 0.5))
        }
        fill(
            Path(
                roundedRect: Rect(
                    x: body.minX + 2 * pane + 7, y: body.minY + body.height * 0.55, width: pane - 5,
                    height: body.height * 0.4), radius: 1.5), lit(Color(hex: 0x8E2422)))
        fill(
            Path(circleAround: Point(x: body.maxX - 4, y: body.minY + body.height * 0.7), radius: 2.2),
            light.warmth < 0 ? Color(hex: 0xFFE6A0) : Color(hex: 0xF5F1E0))
        line(Point(x: 0, y: 0.86 * h), Point(x: w, y: 0.86 * h), Color(hex: 0x3B3B3B), 1.5)
        for wx in [0.28, 0.72] {
            fill(Path(circleAround: p(wx, 0.82), radius: 5), Color(hex: 0x242424))
            fill(Path(circleAround: p(wx, 0.82), radius: 1.8), Color(hex: 0x8A8A8A))
        }
    }

    /// A willow by a pond, trees across a meadow.
    mutating func park() {
        let horizon = 0.52
        sky(to: horizon, sunAt: sun(0.78, horizon: horizon))
        var hills = Path()
        hills.move(to: p(0, 0.5))
        hills.curve(to: p(1, 0.46), control1: p(0.3, 0.34), control2: p(0.6, 0.56))
        hills.line(to: p(1, 0.6))
        hills.line(to: p(0, 0.6))
        hills.close()
        fill(hills, lit(Color(hex: 0x8DB36A)).mix(light.horizon, 0.3))
        fill(
            rect(0, 0.55 * h, w, 0.45 * h), from: 0.55 * h, lit(Color(hex: 0x8CC151)), to: h, lit(Color(hex: 0x3F7F2A)))
        let pond = ellipse(p(0.34, 0.8), 0.3 * w, 0.08 * h)
        fill(pond, from: 0.72 * h, light.horizon.mix(light.top, 0.4), to: 0.88 * h, light.top.mix(light.land, 0.3))
        fill(ellipse(p(0.28, 0.78), 6, 1.6), Color(hex: 0xF4F1EA).mix(light.land, light.dusk))
        for _ in 0..<3 {
            let c = Point(x: random(0.05, 0.55) * w, y: random(0.5, 0.58) * h), r = random(5, 8)
            line(Point(x: c.x, y: c.y), Point(x: c.x, y: c.y + r + 4), lit(Color(hex: 0x5A4030)), 1.5)
            fill(Path(circleAround: Point(x: c.x, y: c.y - 1), radius: r), lit(Color(hex: 0x3E7B35)))
            fill(
                Path(circleAround: Point(x: c.x - r * 0.3, y: c.y - r * 0.4), radius: r * 0.55),
                lit(Color(hex: 0x5C9A45)))
        }
        // The willow: a dome, and fronds hanging from it.
        let top = p(0.74, 0.22)
        fill(rect(top.x - 2, top.y + 20, 4, 0.5 * h), lit(Color(hex: 0x4E3A2A)))
        fill(ellipse(Point(x: top.x, y: top.y + 14), 24, 16), lit(Color(hex: 0x4F8A3A)))
        var fronds = [Path(), Path()]
        for k in 0..<15 {
            let x = top.x - 24 + Double(k) * 48 / 14
            fronds[k % 2].move(to: Point(x: x, y: top.y + 8))
            fronds[k % 2].quadCurve(
                to: Point(x: x + random(-3, 3), y: top.y + random(40, 52)),
                control: Point(x: x + (x - top.x) * 0.35, y: top.y + 20))
        }
        canvas.stroke(fronds[0], color: lit(Color(hex: 0x6FA84A)), lineWidth: 2.4)
        canvas.stroke(fronds[1], color: lit(Color(hex: 0x4C8636)), lineWidth: 2.4)
        fill(ellipse(Point(x: top.x - 6, y: top.y + 6), 12, 7), lit(Color(hex: 0x86BC5A)).opacity(0.7))
    }

    /// A bowl of noodles from above, chopsticks resting across it.
    mutating func noodles() {
        fill(rect(0, 0, w, h), from: 0, Color(hex: 0x2E1F18), to: h, Color(hex: 0x1A110D))
        lines(
            (0..<6).map { k in
                let y = Double(k) * h / 6 + random(0, 6)
                return (Point(x: 0, y: y), Point(x: w, y: y + random(-4, 4)))
            }, Color(white: 1, alpha: 0.04), 1)
        let c = Point(x: random(0.36, 0.56) * w, y: random(0.46, 0.56) * h), r = random(0.36, 0.44) * h
        fill(Path(circleAround: Point(x: c.x + 3, y: c.y + 4), radius: r + 1), Color(white: 0, alpha: 0.35))
        fill(Path(circleAround: c, radius: r), from: c.y - r, Color(hex: 0xD0392B), to: c.y + r, Color(hex: 0x7A1711))
        fill(Path(circleAround: c, radius: r - 3), Color(hex: 0x1E1412))
        let broth = Path(circleAround: c, radius: r - 5)
        fill(broth, from: c.y - r, Color(hex: 0xD8913F), to: c.y + r, Color(hex: 0x94501E))
        // Wavy strands across the broth, each ending short of the bowl's inner edge (a clip
        // would composite every strand through a mask).
        var strands = Path()
        let inner = r - 7
        for k in 0..<11 {
            let dy = -inner + 3 + Double(k) * (2 * inner - 6) / 10
            let half = (inner * inner - dy * dy).squareRoot()
            var x = c.x - half, up = k % 2 == 0
            strands.move(to: Point(x: x, y: c.y + dy))
            while x < c.x + half - 4 {
                let step = min(10, c.x + half - x)
                strands.quadCurve(
                    to: Point(x: x + step, y: c.y + dy + random(-1.5, 1.5)),
                    control: Point(x: x + step / 2, y: c.y + dy + (up ? 5 : -5)))
                up.toggle()
                x += step
            }
        }
        canvas.stroke(strands, color: Color(hex: 0xF3DCA0), lineWidth: 2.2, cap: .round, join: .bevel)
        var greens = Path()
        for _ in 0..<14 {
            greens.add(
                Path(circleAround: Point(x: c.x + random(-0.6, 0.6) * r, y: c.y + random(-0.6, 0.6) * r), radius: 1.6))
        }
        fill(greens, Color(hex: 0x4FA04E))
        let egg = Point(x: c.x + 0.35 * r, y: c.y - 0.3 * r)
        fill(ellipse(egg, 9, 7.5), Color(hex: 0xFBF4E4))
        fill(Path(circleAround: Point(x: egg.x, y: egg.y + 0.5), radius: 4.2), Color(hex: 0xF2A33A))
        for k in 0..<2 {
            let s = Point(x: c.x - 0.38 * r + Double(k) * 8, y: c.y + 0.25 * r - Double(k) * 4)
            fill(Path(circleAround: s, radius: 8), Color(hex: 0x8A4B2A))
            fill(Path(circleAround: s, radius: 6.5), Color(hex: 0xE4B48C))
        }
        fill(
            polygon([
                Point(x: c.x - 0.2 * r, y: c.y - 0.95 * r), Point(x: c.x + 0.05 * r, y: c.y - 0.98 * r),
                Point(x: c.x + 0.02 * r, y: c.y - 0.45 * r), Point(x: c.x - 0.22 * r, y: c.y - 0.5 * r)
            ]), Color(hex: 0x1F2A22))
        let tilt = random(0.2, 0.6)
        lines(
            (0..<2).map { k in
                let dy = Double(k) * 7
                return (Point(x: c.x - 0.1 * r, y: h + 2 - dy), Point(x: w + 4, y: tilt * h - dy))
            }, Color(hex: 0xD8B07A), 3.2)
        canvas.fill(
            rect(0, 0, w, h),
            gradient: LinearGradient(
                start: .zero, end: Point(x: w, y: 0),
                stops: [
                    .init(offset: 0, color: Color(hex: 0xFF4F7B, alpha: 0.16)),
                    .init(offset: 0.5, color: Color(hex: 0xFF4F7B, alpha: 0))
                ]))
    }

    /// The observatory's dome under the stars.
    mutating func observatory() {
        let skies = [
            (Color(hex: 0x070B1F), Color(hex: 0x24336A)), (Color(hex: 0x0F1A40), Color(hex: 0x4E6AA8)),
            (Color(hex: 0x171A3D), Color(hex: 0xB46A6A))
        ]
        let (top, bottom) = skies[index % 3]
        fill(rect(0, 0, w, h), from: 0, top, to: 0.8 * h, bottom)
        var stars = [Path(), Path(), Path()]
        for k in 0..<44 {
            stars[k % 3].add(
                Path(circleAround: Point(x: random(0, w), y: random(0, 0.7) * h), radius: random(0.3, 0.9)))
        }
        for (k, group) in stars.enumerated() { fill(group, Color(white: 1, alpha: 0.45 + 0.25 * Double(k))) }
        let moon = p(0.82, 0.18)
        glow(moon, 18, Color(hex: 0xF6F1D5), 0.1)
        fill(Path(circleAround: moon, radius: 6.5), Color(hex: 0xF6F1D5))
        var hill = Path()
        hill.move(to: p(0, 0.72))
        hill.curve(to: p(1, 0.76), control1: p(0.35, 0.6), control2: p(0.7, 0.66))
        hill.line(to: p(1, 1))
        hill.line(to: p(0, 1))
        hill.close()
        fill(hill, Color(hex: 0x0C1024))
        let base = Rect(x: 0.3 * w, y: 0.56 * h, width: 0.3 * w, height: 0.16 * h)
        let stone = Color(hex: 0xB9B5AA).mix(top, 0.45)
        fill(Path(rect: base), stone)
        let dome = Point(x: base.midX, y: base.minY)
        var cap = Path()
        cap.move(to: Point(x: dome.x - base.width * 0.42, y: dome.y))
        cap.curve(
            to: Point(x: dome.x + base.width * 0.42, y: dome.y),
            control1: Point(x: dome.x - base.width * 0.42, y: dome.y - base.width * 0.56),
            control2: Point(x: dome.x + base.width * 0.42, y: dome.y - base.width * 0.56))
        cap.close()
        canvas.fill(
            cap,
            gradient: LinearGradient(
                start: Point(x: dome.x - 20, y: 0), end: Point(x: dome.x + 20, y: 0),
                stops: [
                    .init(offset: 0, color: Color(hex: 0xD8D6D0).mix(top, 0.35)),
                    .init(offset: 1, color: Color(hex: 0x8D8B86).mix(top, 0.5))
                ]))
        fill(rect(dome.x - 2.5, dome.y - base.width * 0.4, 5, base.width * 0.4), Color(hex: 0x0A0D1C))
        line(
            Point(x: dome.x, y: dome.y - base.width * 0.3), Point(x: dome.x - 7, y: dome.y - base.width * 0.55),
            Color(hex: 0x6C7080), 2)
        for k in 0..<3 {
            fill(rect(base.minX + 5 + Double(k) * (base.width - 10) / 3, base.minY + 6, 5, 6), Color(hex: 0xFFD27A))
        }
    }

    /// Lanes of a pool from its edge, the light rippling on the floor.
    mutating func pool() {
        let warm = light.warmth > 0 ? 0.12 : 0
        fill(
            rect(0, 0, w, h), from: 0, Color(hex: 0x63D4EA).mix(Color(hex: 0xFFD59A), warm), to: h,
            Color(hex: 0x1C93C4).mix(light.land, light.dusk * 0.5))
        for y in [0.46, 0.8] { fill(rect(0, y * h, w, 4), Color(hex: 0x1B5E8C, alpha: 0.35)) }
        var ripples = Path()
        for _ in 0..<9 {
            let y = random(0.2, 1) * h
            var x = random(-20, 0)
            ripples.move(to: Point(x: x, y: y))
            while x < w {
                ripples.curve(
                    to: Point(x: x + 28, y: y + random(-1.5, 1.5)), control1: Point(x: x + 9, y: y + random(-5, 0)),
                    control2: Point(x: x + 19, y: y + random(0, 5)))
                x += 28
            }
        }
        canvas.stroke(ripples, color: Color(white: 1, alpha: 0.22), lineWidth: 1, cap: .butt, join: .bevel)
        var floats = [Path(), Path()]
        for y in [0.3, 0.63, 0.96] {
            var x = 2.0, k = 0
            while x < w {
                floats[k % 4 < 2 ? 0 : 1].add(Path(circleAround: Point(x: x, y: y * h), radius: 2.3))
                x += 5
                k += 1
            }
        }
        fill(floats[0], Color(hex: 0xE8443A))
        fill(floats[1], Color(hex: 0xF5F5F5))
        fill(rect(0, 0, w, 0.14 * h), Color(hex: 0xEDE7DB).mix(light.land, light.dusk * 0.4))
        lines(
            stride(from: 0.0, to: w, by: 12).map { x in (Point(x: x, y: 0), Point(x: x, y: 0.14 * h)) },
            Color(white: 0, alpha: 0.08), 0.5)
        fill(rect(0, 0.14 * h, w, 2.5), Color(white: 0, alpha: 0.18))
        for lx in [0.78, 0.86] {
            var rail = Path()
            rail.move(to: Point(x: lx * w, y: 0.3 * h))
            rail.line(to: Point(x: lx * w, y: 0.1 * h))
            rail.quadCurve(to: Point(x: lx * w - 6, y: 0.04 * h), control: Point(x: lx * w, y: 0.02 * h))
            canvas.stroke(rail, color: Color(hex: 0xC9D1D6), lineWidth: 2)
        }
    }

    /// A cup of coffee from above on a wooden table.
    mutating func cafe() {
        fill(rect(0, 0, w, h), from: 0, indoor(Color(hex: 0xC69A6B)), to: h, indoor(Color(hex: 0x9C6F46)))
        var grain = Path()
        for k in 0..<9 {
            let y = Double(k) * h / 9 + random(0, 8)
            grain.move(to: Point(x: 0, y: y))
            grain.curve(
                to: Point(x: w, y: y + random(-6, 6)), control1: Point(x: w * 0.3, y: y + random(-6, 6)),
                control2: Point(x: w * 0.7, y: y + random(-6, 6)))
        }
        canvas.stroke(grain, color: Color(hex: 0x5A3A1E, alpha: 0.14), lineWidth: 1)
        let c = Point(x: random(0.36, 0.5) * w, y: random(0.48, 0.58) * h)
        fill(Path(circleAround: Point(x: c.x + 4, y: c.y + 5), radius: 40), Color(white: 0, alpha: 0.16))
        fill(Path(circleAround: c, radius: 40), Color(hex: 0xF7F5F1))
        canvas.stroke(Path(circleAround: c, radius: 31), color: Color(hex: 0xE2DDD4), lineWidth: 1)
        fill(Path(roundedRect: Rect(x: c.x + 22, y: c.y - 5, width: 16, height: 10), radius: 5), Color(hex: 0xEFECE6))
        fill(Path(circleAround: Point(x: c.x + 2, y: c.y + 3), radius: 27), Color(white: 0, alpha: 0.12))
        fill(Path(circleAround: c, radius: 27), Color(hex: 0xFBFAF8))
        let coffee = Path(circleAround: c, radius: 22)
        fill(coffee, from: c.y - 22, Color(hex: 0x8C5A2E), to: c.y + 22, Color(hex: 0x5A3318))
        canvas.stroke(Path(circleAround: c, radius: 21), color: Color(hex: 0xC89F6E), lineWidth: 2)
        // Latte art: a heart.
        var heart = Path()
        heart.move(to: Point(x: c.x, y: c.y + 11))
        heart.curve(
            to: Point(x: c.x, y: c.y - 4), control1: Point(x: c.x - 18, y: c.y),
            control2: Point(x: c.x - 9, y: c.y - 15))
        heart.curve(
            to: Point(x: c.x, y: c.y + 11), control1: Point(x: c.x + 9, y: c.y - 15),
            control2: Point(x: c.x + 18, y: c.y))
        heart.close()
        fill(heart, Color(hex: 0xF3E3C8))
        line(Point(x: c.x + 46, y: c.y - 26), Point(x: c.x + 60, y: c.y + 30), Color(hex: 0xB8BCC2), 2.5)
        fill(ellipse(Point(x: c.x + 44, y: c.y - 32), 4, 7), Color(hex: 0xC9CDD2))
        let cookie = Point(x: random(0.08, 0.16) * w, y: random(0.16, 0.8) * h)
        fill(Path(circleAround: cookie, radius: 13), Color(hex: 0xC98B4A))
        var chips = Path()
        for _ in 0..<6 {
            chips.add(Path(circleAround: Point(x: cookie.x + random(-8, 8), y: cookie.y + random(-8, 8)), radius: 1.6))
        }
        fill(chips, Color(hex: 0x4A2A14))
        wash(0.16)
    }

    /// A ferry crossing the bay, the town on the far shore.
    mutating func ferry() {
        let horizon = 0.56
        sky(to: horizon, sunAt: sun(0.7, horizon: horizon))
        var x = 0.0
        while x < 0.45 * w {
            let width = random(6, 12), height = random(3, 12)
            fill(rect(x, horizon * h - height, width, height + 1), light.horizon.mix(light.land, 0.4))
            x += width
        }
        fill(rect(0, horizon * h, w, h), from: horizon * h, light.waterTop, to: h, light.waterBottom)
        lines(
            (0..<10).map { _ in
                let y = random(horizon + 0.05, 0.98) * h, x = random(0, w), length = random(6, 14)
                return (Point(x: x, y: y), Point(x: x + length, y: y))
            }, Color(white: 1, alpha: 0.22), 1)
        let hullTop = 0.62 * h, hullBottom = 0.74 * h
        for k in 0..<3 {
            let y = hullBottom - 2 + Double(k) * 3
            line(
                Point(x: 0.02 * w, y: y + 2), Point(x: 0.24 * w, y: y - 1),
                Color(white: 1, alpha: 0.4 - 0.1 * Double(k)), 1.5)
        }
        let hull = polygon([
            Point(x: 0.22 * w, y: hullTop), Point(x: 0.86 * w, y: hullTop), Point(x: 0.8 * w, y: hullBottom),
            Point(x: 0.25 * w, y: hullBottom)
        ])
        fill(hull, lit(Color(hex: 0xF4F5F7)))
        canvas.withState {
            canvas.clip(to: hull)
            fill(rect(0, hullTop + 4, w, 3), lit(Color(hex: 0x1F5FAF)))
            fill(rect(0, hullBottom - 3, w, 3), lit(Color(hex: 0x7A1F1F)))
        }
        fill(rect(0.3 * w, 0.52 * h, 0.44 * w, 0.1 * h), lit(Color(hex: 0xFFFFFF)))
        fill(rect(0.36 * w, 0.45 * h, 0.3 * w, 0.07 * h), lit(Color(hex: 0xF0F0F0)))
        var windows = Path()
        for (y, from, to) in [(0.555, 0.32, 0.72), (0.475, 0.38, 0.64)] {
            var wx = from * w
            while wx < to * w - 3 {
                windows.add(rect(wx, y * h, 3, 2.5))
                wx += 5
            }
        }
        fill(windows, light.warmth < 0 ? Color(hex: 0xFFD98A) : Color(hex: 0x2D3E50, alpha: 0.85))
        fill(rect(0.5 * w, 0.34 * h, 0.06 * w, 0.11 * h), lit(Color(hex: 0xF2C14E)))
        fill(rect(0.5 * w, 0.34 * h, 0.06 * w, 0.025 * h), Color(hex: 0x1E1E1E))
        for px in [0.88, 0.95] {
            fill(rect(px * w, 0.62 * h, 3.5, 0.38 * h), lit(Color(hex: 0x4A3A2C)))
        }
    }

    /// Rows of vines running to the hills, a farmhouse among cypresses.
    mutating func vineyard() {
        let horizon = 0.42
        sky(to: horizon + 0.05, sunAt: sun(0.25, horizon: horizon))
        var far = Path()
        far.move(to: p(0, 0.46))
        far.curve(to: p(1, 0.4), control1: p(0.3, 0.3), control2: p(0.65, 0.5))
        far.line(to: p(1, 0.6))
        far.line(to: p(0, 0.6))
        far.close()
        fill(far, lit(Color(hex: 0x7FA65B)).mix(light.horizon, 0.35))
        let house = p(0.62, 0.42)
        fill(rect(house.x, house.y - 6, 12, 6), lit(Color(hex: 0xF1EBDD)))
        fill(
            polygon([
                Point(x: house.x - 1, y: house.y - 6), Point(x: house.x + 6, y: house.y - 10),
                Point(x: house.x + 13, y: house.y - 6)
            ]),
            lit(Color(hex: 0xB5533A)))
        for cx in [0.56, 0.59, 0.74] {
            fill(ellipse(p(cx, 0.4), 1.8, 7), lit(Color(hex: 0x2F4F2F)))
        }
        var field = Path()
        field.move(to: p(0, 0.56))
        field.curve(to: p(1, 0.5), control1: p(0.35, 0.46), control2: p(0.7, 0.58))
        field.line(to: p(1, 1))
        field.line(to: p(0, 1))
        field.close()
        fill(field, from: 0.5 * h, lit(Color(hex: 0xA6845A)), to: h, lit(Color(hex: 0x7A5A38)))
        canvas.withState {
            canvas.clip(to: field)
            let vanishing = p(0.5, 0.36)
            var rows = Path()
            for k in -9...9 {
                let bottom = vanishing.x + Double(k) * 22
                rows.add(
                    polygon([
                        Point(x: vanishing.x + Double(k) * 0.8, y: vanishing.y), Point(x: bottom + 4.5, y: h),
                        Point(x: bottom - 4.5, y: h)
                    ]))
            }
            fill(rows, from: 0.5 * h, lit(Color(hex: 0x4F7A34)), to: h, lit(Color(hex: 0x2E5A1E)))
        }
    }
}

extension Path {
    /// Appends `other`'s sub-paths, so shapes of one paint fill or stroke in one call.
    fileprivate mutating func add(_ other: Path) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quadCurve(let p, let c): quadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): curve(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }
}
