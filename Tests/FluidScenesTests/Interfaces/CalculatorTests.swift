import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidScenes

struct CalculatorEngineTests {
    struct Row: Sendable {
        var keys: String
        var display: String
        var line: Int
    }

    /// Keys as typed: digits, ".", "+-*/=%", "c" (C/AC), "n" (±). Expected displays worked by hand
    /// with the iOS Calculator's rules (× ÷ before + −; = repeats; % of a pending sum).
    static let rows: [Row] = [
        Row(keys: "", display: "0", line: #line),
        Row(keys: "12", display: "12", line: #line),
        Row(keys: "1234567", display: "1,234,567", line: #line),
        Row(keys: "1234567890", display: "123,456,789", line: #line),  // 9 digits at most
        Row(keys: "0007", display: "7", line: #line),
        Row(keys: "1.5.2", display: "1.52", line: #line),  // one decimal point
        Row(keys: ".5", display: "0.5", line: #line),
        Row(keys: "2+3=", display: "5", line: #line),
        Row(keys: "2+3*4=", display: "14", line: #line),  // precedence
        Row(keys: "2*3+4=", display: "10", line: #line),
        Row(keys: "2+3*4+", display: "14", line: #line),  // running total
        Row(keys: "2*3+", display: "6", line: #line),
        Row(keys: "2+3===", display: "11", line: #line),  // 5, 8, 11
        Row(keys: "2*3==", display: "18", line: #line),  // 6, 18
        Row(keys: "2*+3=", display: "5", line: #line),  // operator replaced
        Row(keys: "9-4=", display: "5", line: #line),
        Row(keys: "1/3=", display: "0.333333333", line: #line),  // 9 significant digits
        Row(keys: "2/3=", display: "0.666666667", line: #line),
        Row(keys: "5/0=", display: "Error", line: #line),
        Row(keys: "5/0=7", display: "7", line: #line),  // a digit recovers
        Row(keys: "200+10%", display: "20", line: #line),  // 10 % of 200
        Row(keys: "200+10%=", display: "220", line: #line),
        Row(keys: "50%", display: "0.5", line: #line),
        Row(keys: "5n", display: "-5", line: #line),
        Row(keys: "5nn", display: "5", line: #line),
        Row(keys: "12+7c", display: "0", line: #line),  // C clears the entry …
        Row(keys: "12+7c3=", display: "15", line: #line),  // … keeping 12 +
        Row(keys: "12+7cc3=", display: "3", line: #line),  // AC clears all
        Row(keys: "99999*99999=", display: "9.9998e9", line: #line),  // 9,999,800,001: 10 digits
        Row(keys: "999999999*9=", display: "9e9", line: #line),  // 8.999999991 → 6 decimals
        Row(keys: "1/100000000=", display: "0.00000001", line: #line),  // 1e-8 still fits
        Row(keys: "1/100000000/10=", display: "1e-9", line: #line),
        Row(keys: "0.1+0.2=", display: "0.3", line: #line)  // rounded to 9 digits
    ]

    static func press(_ keys: String) -> CalculatorEngine {
        var engine = CalculatorEngine()
        for c in keys {
            switch c {
            case "0"..."9": engine.press(.digit(Int(String(c))!))
            case ".": engine.press(.decimal)
            case "+": engine.press(.op(.add))
            case "-": engine.press(.op(.subtract))
            case "*": engine.press(.op(.multiply))
            case "/": engine.press(.op(.divide))
            case "=": engine.press(.equals)
            case "%": engine.press(.percent)
            case "c": engine.press(.clear)
            case "n": engine.press(.sign)
            default: Issue.record("bad key \(c)")
            }
        }
        return engine
    }

    @Test(arguments: rows)
    func displays(row: Row) {
        #expect(
            Self.press(row.keys).display == row.display,
            sourceLocation: .init(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
    }

    @Test func clearLabelAndSelectedOperator() {
        #expect(Self.press("").clearLabel == "AC")
        #expect(Self.press("5").clearLabel == "C")
        #expect(Self.press("5+").selectedOperator == .add)
        #expect(Self.press("5+3").selectedOperator == nil)
        #expect(Self.press("5+3c").selectedOperator == .add)
        #expect(Self.press("5+3c").clearLabel == "AC")
    }
}

/// Keypad laid out in (0, 100, 390, 700): gap (390 − 4·75)/5 = 18, left 18, bottom row ends at
/// 800 − 18 = 782. Key "7" (row 1, column 0): x 18…93, y 782 − 4·75 − 3·18 = 428 … 503, centre
/// (55.5, 465.5); key "8" one column right, centre (148.5, 465.5).
struct CalculatorModelTests {
    static let seven = Point(x: 55.5, y: 465.5)
    static let eight = Point(x: 148.5, y: 465.5)

    func model() -> CalculatorModel {
        var m = CalculatorModel()
        m.layout(in: Rect(x: 0, y: 100, width: 390, height: 700))
        return m
    }

    @Test func layoutMatchesTheHandDerivation() {
        let m = model()
        #expect(m.button("7")?.frame == Rect(x: 18, y: 428, width: 75, height: 75))
        #expect(m.button("0")?.frame == Rect(x: 18, y: 707, width: 168, height: 75))  // 2·75 + 18
        #expect(m.button("clear")?.frame.minY == 335)  // 782 − 5·75 − 4·18
    }

    @Test func tapsBuildANumber() {
        var m = model()
        for (i, p) in [Self.seven, Self.eight, Self.seven].enumerated() {
            let t = Double(i) * 0.2
            m.handle(touch(.began, p, t))
            m.handle(touch(.ended, p, t + 0.05))
        }
        #expect(m.engine.display == "787")
    }

    @Test func highlightIsInstantAndFadesOverHalfASecondEaseOut() {
        var m = model()
        m.handle(touch(.began, Self.seven, 1.0))
        #expect(m.highlight(of: m.button("7")!) == 1)  // before any frame
        m.advance(to: 1.05)
        m.handle(touch(.ended, Self.seven, 1.1))
        m.advance(to: 1.1)
        #expect(m.highlight(of: m.button("7")!) == 1)
        // Ease-out (0, 0, 0.58, 1) at progress 0.5 is 0.684643 (solved in Python:
        // bisection on x(s) = 1.74·s²(1 − s) + s³ = 0.5, then y(s) = 3s²(1 − s) + s³).
        m.advance(to: 1.35)
        #expect(isClose(m.highlight(of: m.button("7")!), 1 - 0.6846431874, within: 1e-6))
        #expect(m.fadingIDs == ["7"] && m.needsFrames)
        m.advance(to: 1.6)
        #expect(m.highlight(of: m.button("7")!) == 0)
        #expect(m.fadingIDs.isEmpty && !m.needsFrames)
    }

    @Test func tappableAgainMidFade() {
        var m = model()
        m.handle(touch(.began, Self.seven, 0))
        m.handle(touch(.ended, Self.seven, 0.05))
        m.advance(to: 0.2)
        #expect(m.highlight(of: m.button("7")!) < 1)
        m.handle(touch(.began, Self.seven, 0.2))
        #expect(m.highlight(of: m.button("7")!) == 1)
        m.handle(touch(.ended, Self.seven, 0.25))
        #expect(m.engine.display == "77")
    }

    @Test func dragOutCancelsAndBackInReArms() {
        var m = model()
        // Key 7's right edge is 93; UIKit's area ends 70 pt further, at 163.
        m.handle(touch(.began, Self.seven, 0))
        m.handle(touch(.moved, Point(x: 164, y: 465.5), 0.1))
        #expect(m.highlightedIDs.isEmpty && m.fadingIDs == ["7"])
        m.handle(touch(.ended, Point(x: 164, y: 465.5), 0.2))
        #expect(m.engine.display == "0")
        m.advance(to: 0.5)

        m.handle(touch(.began, Self.seven, 1))
        m.handle(touch(.moved, Point(x: 164, y: 465.5), 1.1))
        m.handle(touch(.moved, Point(x: 160, y: 465.5), 1.2))  // back inside the extended area
        #expect(m.highlightedIDs == ["7"])
        m.handle(touch(.ended, Point(x: 160, y: 465.5), 1.3))
        #expect(m.engine.display == "7")
        m.advance(to: 1.3)
        #expect(m.frameEvents == ["7:touchDown", "7:dragExit", "7:dragEnter", "7:upInside"])
    }

    @Test func twoFingersPressTwoKeys() {
        var m = model()
        m.handle(touch(.began, Self.seven, 0))
        m.handle(touch(.began, Self.eight, 0.01, id: 2))
        #expect(Set(m.highlightedIDs) == ["7", "8"])
        m.handle(touch(.ended, Self.eight, 0.1, id: 2))
        m.handle(touch(.ended, Self.seven, 0.2))
        #expect(m.engine.display == "87")
    }
}

struct CalculatorSceneTests {
    @Test func keyboardAndTrace() {
        var scene = CalculatorScene()
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        scene.handle(.text("12+3", time: 0))
        scene.advance(to: 0)
        let object = scene.traceFrame.first { $0.0 == "calculator" }?.1.text ?? ""
        #expect(object.contains("\"display\":\"3\""))
        #expect(object.contains("\"levels\":{"))
        scene.handle(.key(.enter, time: 0.1))
        scene.advance(to: 0.1)
        #expect(scene.model.engine.display == "15")
        #expect(scene.needsFrames)  // the = key is fading
        scene.advance(to: 1)
        #expect(!scene.needsFrames)
    }

    @Test func escapeAndBackButtonGoBack() {
        var scene = CalculatorScene()
        scene.layout(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47))
        scene.handle(.key(.escape, time: 0))
        #expect(scene.takeRequests().navigation == .back)
        #expect(scene.takeRequests().navigation == nil)
        // The back button sits in the bar: y 47…91, x 0…116.
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 40, y: 69), time: 1)))
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: 40, y: 69), time: 1.1)))
        #expect(scene.takeRequests().navigation == .back)
    }
}
