import FluidCore
import FluidMotion
import Testing

@testable import FluidGestures

private let center = Point(x: 100, y: 100)

struct ForcePressTests {
    /// Feeds a force ramp (one moved event per value) starting with `began`; returns the events.
    private func run(_ forces: [Double], press: inout ForcePress, lift: Bool = false) -> [ForcePress.Event?] {
        var out: [ForcePress.Event?] = []
        for (i, f) in forces.enumerated() {
            let e = TouchEvent(
                id: 1, phase: i == 0 ? .began : .moved, location: center,
                time: Double(i) / 60, force: f)
            out.append(press.handle(e, force: f, center: center))
        }
        if lift {
            let e = TouchEvent(id: 1, phase: .ended, location: center, time: Double(forces.count) / 60)
            out.append(press.handle(e, force: 0, center: center))
        }
        return out
    }

    struct Row: Sendable {
        var forces: [Double]
        var expected: [ForcePress.Event?]
        var isOn: Bool
        var line: Int
    }

    /// Thresholds (seed): activate at ≥ 0.5, confirm at ≤ 0.49, reset at ≤ 0.4.
    static let rows: [Row] = [
        // Up past 0.5, down past 0.49: activate, toggle on.
        Row(
            forces: [0.1, 0.3, 0.5, 0.7, 0.49, 0.2],
            expected: [nil, nil, .activated, nil, .toggled(isOn: true), nil], isOn: true, line: #line),
        // Just under the activation force never activates.
        Row(forces: [0.2, 0.499, 0.3], expected: [nil, nil, nil], isOn: false, line: #line),
        // Hovering between 0.49 and 0.5 after activation does not confirm.
        Row(forces: [0.6, 0.495, 0.5, 0.495], expected: [.activated, nil, nil, nil], isOn: false, line: #line),
        // Trembling between 0.45 and 0.55 after a toggle cannot toggle again (no reset below 0.4).
        Row(
            forces: [0.6, 0.45, 0.55, 0.45, 0.55],
            expected: [.activated, .toggled(isOn: true), nil, nil, nil], isOn: true, line: #line),
        // Two full presses toggle on then off.
        Row(
            forces: [0.6, 0.3, 0.6, 0.3],
            expected: [.activated, .toggled(isOn: true), .activated, .toggled(isOn: false)],
            isOn: false, line: #line),
        // Going from 0.45 (confirmed) to 0.6 without passing 0.4 cannot activate.
        Row(forces: [0.6, 0.45, 0.6], expected: [.activated, .toggled(isOn: true), nil], isOn: true, line: #line),
        // Out-of-range and NaN forces are clamped: 7 → 1 activates, NaN → 0 confirms.
        Row(forces: [7, .nan], expected: [.activated, .toggled(isOn: true)], isOn: true, line: #line)
    ]

    @Test(arguments: rows)
    func ramps(row: Row) {
        var press = ForcePress()
        let events = run(row.forces, press: &press)
        #expect(
            events == row.expected,
            sourceLocation: .init(
                fileID: #fileID, filePath: #filePath,
                line: row.line, column: 1))
        #expect(
            press.isOn == row.isOn,
            sourceLocation: .init(
                fileID: #fileID, filePath: #filePath,
                line: row.line, column: 1))
    }

    @Test func liftingWhileActivatedConfirms() {
        var press = ForcePress()
        let events = run([0.2, 0.8], press: &press, lift: true)
        #expect(events == [nil, .activated, .toggled(isOn: true)])
        #expect(!press.isPressing && press.force == 0 && press.stage == .reset)
    }

    @Test func hapticsOfEvents() {
        #expect(ForcePress.Event.activated.haptic == .light)
        #expect(ForcePress.Event.toggled(isOn: false).haptic == .medium)
        #expect(ForcePress.Event.cancelled.haptic == nil)
    }

    @Test func movingAwayCancels() {
        // 45 pt from the centre cancels (seed: 50 / 2 + 20); 44 does not.
        var press = ForcePress()
        _ = press.handle(TouchEvent(id: 1, phase: .began, location: center, time: 0), force: 0.1, center: center)
        let r1 = press.handle(
            TouchEvent(id: 1, phase: .moved, location: Point(x: 144, y: 100), time: 0.1),
            force: 0.2, center: center)
        #expect(r1 == nil)
        let r2 = press.handle(
            TouchEvent(id: 1, phase: .moved, location: Point(x: 100, y: 145), time: 0.2),
            force: 0.2, center: center)
        #expect(r2 == .cancelled)
        #expect(!press.isPressing)
        // The rest of the touch is ignored, even a hard press back on the button.
        let r3 = press.handle(
            TouchEvent(id: 1, phase: .moved, location: center, time: 0.3),
            force: 0.9, center: center)
        #expect(r3 == nil)
        let r4 = press.handle(
            TouchEvent(id: 1, phase: .ended, location: center, time: 0.4),
            force: 0, center: center)
        #expect(r4 == nil)
        #expect(!press.isOn)
    }

    @Test func cancellingAnActivatedPressToggles() {
        var press = ForcePress()
        _ = run([0.7], press: &press)
        let e = press.handle(
            TouchEvent(id: 1, phase: .moved, location: Point(x: 200, y: 100), time: 0.1),
            force: 0.7, center: center)
        #expect(e == .toggled(isOn: true))
        #expect(press.isCancelled)
    }

    @Test func touchesStartingOffTheButtonOrSecondFingersAreIgnored() {
        var press = ForcePress()
        let r5 = press.handle(
            TouchEvent(id: 1, phase: .began, location: Point(x: 150, y: 100), time: 0),
            force: 0.9, center: center)
        #expect(r5 == nil)
        #expect(press.trackedTouch == nil)
        _ = press.handle(TouchEvent(id: 2, phase: .began, location: center, time: 0), force: 0.1, center: center)
        let r6 = press.handle(
            TouchEvent(id: 3, phase: .moved, location: center, time: 0.1),
            force: 0.9, center: center)
        #expect(r6 == nil)
        #expect(press.stage == .reset)
    }
}
