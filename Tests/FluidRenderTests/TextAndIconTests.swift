import FluidCanvas
import FluidCore
import FluidTestSupport
import Testing

@testable import FluidRender

@Suite struct TextAndIconTests {
    @Test func interIsInstalledAndUsed() throws {
        let canvas = try CairoCanvas(size: Size(width: 10, height: 10))
        // The Makefile installs fonts-inter; a fallback here means the machine is not set up.
        #expect(canvas.textFamily == "Inter")
        #expect(canvas.hasIconFont)
    }

    @Test func measuredWidthGrowsWithLengthAndHeightWithSize() throws {
        let canvas = try CairoCanvas(size: Size(width: 10, height: 10))
        let style = TextStyle(size: 17)
        let short = canvas.measureText("Get", style: style)
        let long = canvas.measureText("Get Contents of URL", style: style)
        #expect(short.width > 0 && long.width > 2 * short.width)
        #expect(isClose(short.height, long.height, within: 0.01))
        let big = canvas.measureText("Get", style: TextStyle(size: 34))
        #expect(isClose(big.width / short.width, 2, within: 0.1))
        #expect(short.height > 17 && short.height < 17 * 1.5)
    }

    @Test func measurementDoesNotDependOnScale() throws {
        let one = try CairoCanvas(size: Size(width: 10, height: 10), scale: 1)
        let three = try CairoCanvas(size: Size(width: 10, height: 10), scale: 3)
        let style = TextStyle(size: 15, weight: .semibold)
        #expect(one.measureText("Shortcuts", style: style) == three.measureText("Shortcuts", style: style))
    }

    @Test func weightsWidenText() throws {
        let canvas = try CairoCanvas(size: Size(width: 10, height: 10))
        let regular = canvas.measureText("Shortcuts", style: TextStyle(size: 20)).width
        let bold = canvas.measureText("Shortcuts", style: TextStyle(size: 20, weight: .bold)).width
        #expect(bold > regular)
    }

    @Test func wrappingAndEllipsisRespectMaxWidthAndLines() throws {
        let canvas = try CairoCanvas(size: Size(width: 10, height: 10))
        let text = "Adjust the brightness of the display and then speak the result out loud"
        let one = canvas.measureText(text, style: TextStyle(size: 15, maxWidth: 120, maxLines: 1))
        let two = canvas.measureText(text, style: TextStyle(size: 15, maxWidth: 120, maxLines: 2))
        let single = canvas.measureText("x", style: TextStyle(size: 15))
        #expect(one.width <= 120 && two.width <= 120)
        #expect(isClose(one.height, single.height, within: 0.5))
        #expect(isClose(two.height, 2 * single.height, within: 1))
    }

    @Test func tabularDigitsHaveEqualAdvances() throws {
        let canvas = try CairoCanvas(size: Size(width: 10, height: 10))
        let style = TextStyle(size: 40, monospacedDigits: true)
        let ones = canvas.measureText("1111", style: style).width
        let eights = canvas.measureText("8888", style: style).width
        #expect(isClose(ones, eights, within: 0.01))
        let proportional = TextStyle(size: 40)
        #expect(
            canvas.measureText("1111", style: proportional).width
                < canvas.measureText("8888", style: proportional).width)
    }

    @Test func drawnTextInksInsideItsBox() throws {
        let canvas = try CairoCanvas(size: Size(width: 200, height: 50), scale: 2)
        canvas.clear(.white)
        let box = canvas.drawText("Hello", at: Point(x: 20, y: 10), style: TextStyle(size: 20))
        let ink = inkBounds(canvas.snapshot()) { $0.r < 128 }
        let bounds = try #require(ink)
        #expect(bounds.minX >= 40 && bounds.maxX <= Int((20 + box.width) * 2) + 1)
        #expect(bounds.minY >= 20 && bounds.maxY <= Int((10 + box.height) * 2) + 1)
    }

    @Test func iconIsDrawnCentredOnItsCentre() throws {
        let canvas = try CairoCanvas(size: Size(width: 60, height: 60), scale: 2)
        canvas.clear()
        canvas.drawIcon(Icon("magnify"), center: Point(x: 30, y: 30), size: 24, color: .black)
        let bounds = try #require(inkBounds(canvas.snapshot()) { $0.a > 128 })
        // Ink centre within 2 px (1 pt) of the requested centre (pixel 60), and about 24 pt tall.
        #expect(isClose((bounds.minX + bounds.maxX) / 2, 60, atMost: 2))
        #expect(isClose((bounds.minY + bounds.maxY) / 2, 60, atMost: 2))
        #expect(bounds.maxY - bounds.minY > 30 && bounds.maxY - bounds.minY <= 48)
    }

    @Test func iconTableUsesThePrivateUseAreaAndKnowsTheActionListNames() {
        for (name, codepoint) in Icon.codepoints {
            #expect((0xF000...0xF8FF).contains(codepoint), "\(name)")
        }
        for name in [
            "magnify", "web", "safari", "calculator", "clock", "camera", "music", "cog",
            "trash-can-outline", "variable", "gesture-tap", "picture-in-picture-bottom-right",
            "car", "zip-box", "newspaper", "weather-partly-cloudy", "access-point"
        ] {
            #expect(Icon(name).codepoint != nil, "\(name)")
        }
        #expect(Icon.codepoints.count >= 60)
    }

    @Test func unknownIconFallsBackToADrawnGlyph() throws {
        let canvas = try CairoCanvas(size: Size(width: 40, height: 40), scale: 2)
        canvas.clear()
        canvas.drawIcon(Icon("no-such-icon"), center: Point(x: 20, y: 20), size: 24, color: .black)
        #expect(inkBounds(canvas.snapshot()) { $0.a > 128 } != nil)
    }

    /// An icon between quarter points (laid out at the nearest and drawn scaled) is centred as
    /// one at a quarter point and its ink grows with the square of its size.
    @Test func anIconBetweenQuarterPointsIsScaledAndCentred() throws {
        func ink(_ size: Double) throws -> (sum: Double, cx: Double, cy: Double) {
            let canvas = try CairoCanvas(size: Size(width: 80, height: 80), scale: 2)
            canvas.clear(.clear)
            canvas.drawIcon(Icon("flashlight"), center: Point(x: 40, y: 40), size: size, color: .black)
            var (sum, sx, sy) = (0.0, 0.0, 0.0)
            for y in 0..<160 {
                for x in 0..<160 {
                    let a = Double(canvas.pixel(x: x, y: y).a)
                    (sum, sx, sy) = (sum + a, sx + a * Double(x), sy + a * Double(y))
                }
            }
            return (sum, sx / sum, sy / sum)
        }
        // 25.63 pt is laid out at 25.75 pt and drawn at 25.63 / 25.75 of it.
        let lower = try ink(25.5), between = try ink(25.63), upper = try ink(25.75)
        let expected = lower.sum * (25.63 / 25.5) * (25.63 / 25.5)
        #expect(isClose(between.sum, expected, within: 0.02 * expected), "\(between.sum) against \(expected)")
        #expect(between.sum > lower.sum && between.sum < upper.sum)
        // Centred as its neighbours are: the ink's centroid within half a pixel of theirs.
        #expect(
            isClose(between.cx, (lower.cx + upper.cx) / 2, within: 0.5)
                && isClose(between.cy, (lower.cy + upper.cy) / 2, within: 0.5))
    }
}

struct PixelBounds { var minX, minY, maxX, maxY: Int }

/// The bounding box of the pixels satisfying `isInk`, or nil when none does.
func inkBounds(_ image: RGBAImage, _ isInk: (RGBA8) -> Bool) -> PixelBounds? {
    var result: PixelBounds?
    for y in 0..<image.height {
        for x in 0..<image.width where isInk(image[x, y]) {
            if var b = result {
                b.minX = min(b.minX, x); b.maxX = max(b.maxX, x)
                b.minY = min(b.minY, y); b.maxY = max(b.maxY, y)
                result = b
            } else {
                result = PixelBounds(minX: x, minY: y, maxX: x, maxY: y)
            }
        }
    }
    return result
}
