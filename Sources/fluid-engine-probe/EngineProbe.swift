import FluidCanvas
import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion

/// Runs the engine through fixed inputs and prints every result as the bit pattern of its
/// `Double`s, one labelled line each ("label | bits bits"). Built natively and as Embedded Swift
/// for wasm32 (scripts/test-embedded.sh), the two outputs must agree: the same labels (so the
/// same decisions: settled or not, the pan's state) and values within a few units in the last
/// place, the most the two C libraries' exp, sin and cos differ by.
@main struct EngineProbe {
    static func main() {
        springs()
        decays()
        rubberBands()
        velocities()
        pans()
        drawers()
        pictureKeys()
    }

    /// `label` and the bits of each value, in hexadecimal.
    static func line(_ label: String, _ values: Double...) {
        var text = label + " |"
        for value in values { text += " " + String(value.bitPattern, radix: 16) }
        print(text)
    }

    static func springs() {
        let shapes: [(response: Double, dampingRatio: Double)] = [(0.5, 0.6), (0.3, 1), (0.8, 1.6), (0.55, 0.15)]
        for (response, dampingRatio) in shapes {
            guard let spring = try? Spring(response: response, dampingRatio: dampingRatio) else {
                print("spring \(response) \(dampingRatio): refused")
                continue
            }
            var animation = SpringAnimation(spring: spring, from: 0.0, to: 1.0, velocity: 2.0, at: 0)
            line("spring \(response) \(dampingRatio) settles", animation.settleTime)
            for frame in 0...90 {
                animation.advance(to: Double(frame) / 60)
                line(
                    "spring \(response) \(dampingRatio) frame \(frame) settled \(animation.isSettled)",
                    animation.value, animation.velocity)
            }
            animation.retarget(to: -1, at: 1.6)
            animation.advance(to: 1.7)
            line("spring \(response) \(dampingRatio) retargeted", animation.value, animation.velocity)
        }
    }

    static func decays() {
        guard let decay = try? Decay(rate: 0.998) else { return print("decay refused") }
        for v in [-3000.0, -120, 0, 45, 2500] {
            line(
                "decay \(Int(v))", decay.projectedDistance(velocity: v), decay.duration(from: abs(v), until: 0.5),
                decay.position(from: 100.0, velocity: v, at: 0.25), decay.velocity(from: v, at: 0.25))
        }
    }

    static func rubberBands() {
        for x in [-400.0, -10, 0, 3, 250, 1e6] {
            line(
                "rubber band \(x)", RubberBand.offset(forOvershoot: x, coefficient: 0.55, dimension: 844),
                RubberBand.overshoot(forOffset: x / 4, coefficient: 0.55, dimension: 844))
        }
    }

    /// A flick, an accelerating stroke and a stop, sampled at 60 and 120 Hz.
    static func velocities() {
        for rate in [60.0, 120.0] {
            var flick = VelocityTracker<Point>()
            var accelerating = VelocityTracker<Double>()
            var stop = VelocityTracker<Double>()
            for k in 0..<24 {
                let t = Double(k) / rate
                flick.add(Point(x: 200 + 300 * t, y: 700 - 1800 * t + 40 * t * t), at: t)
                accelerating.add(500 - 200 * t - 4000 * t * t, at: t)
                stop.add(k < 12 ? 600 - 1500 * t : 600 - 1500 * 11 / rate, at: t)
                let v = flick.velocity()
                line(
                    "velocity \(Int(rate)) Hz sample \(k)", v.x, v.y, accelerating.velocity(), stop.velocity(),
                    flick.stopTime ?? -1)
            }
        }
    }

    /// A drag through a pan tracker with slop, lifted 16 ms after its last move.
    static func pans() {
        var pan = PanTracker(slop: 10, beginsAtTouchDown: false)
        pan.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 195, y: 790), time: 0))
        for k in 1...20 {
            let t = Double(k) / 120
            pan.handle(
                TouchEvent(
                    id: 1, phase: .moved, location: Point(x: 195 + 2 * Double(k), y: 790 - 22 * Double(k)), time: t))
            line("pan move \(k) \(pan.state.rawValue)", pan.delta.x, pan.delta.y, pan.velocity.x, pan.velocity.y)
        }
        pan.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 235, y: 350), time: 20.0 / 120 + 0.016))
        line("pan release \(pan.state.rawValue)", pan.velocity.x, pan.velocity.y)
    }

    /// A drawer flicked up from its lowest detent, then dragged down through its list's
    /// hand-off, each frame's state.
    static func drawers() {
        let detents = [Detent("peek", .height(120)), Detent("half", .fraction(0.5)), Detent("full", .topInset(40))]
        guard
            var drawer = try? Drawer(
                configuration: DrawerConfiguration(detents: detents),
                container: Size(width: 390, height: 844))
        else { return print("drawer refused") }
        func frame(_ label: String) {
            let s = drawer.snapshot
            line(
                "drawer \(label) \(s.phase.rawValue) \(s.detent.name)", s.top, s.velocity, s.contentOffset, s.dim,
                s.titleAlpha)
        }
        drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 195, y: 760), time: 0))
        for k in 1...6 {
            drawer.handle(
                TouchEvent(id: 1, phase: .moved, location: Point(x: 195, y: 760 - 40 * Double(k)), time: Double(k) / 60)
            )
            frame("flick \(k)")
        }
        drawer.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 195, y: 520), time: 0.1))
        for k in 1...60 {
            drawer.advance(to: 0.1 + Double(k) / 60)
            frame("settle \(k)")
        }
        // One finger scrolls the list up at full height, then drags it back down, through the
        // list's top into the drawer, without lifting.
        var t = 2.0
        var y = 400.0
        drawer.handle(TouchEvent(id: 2, phase: .began, location: Point(x: 195, y: y), time: t))
        for k in 1...40 {
            t += 1.0 / 120
            y += k <= 16 ? -15 : 25
            drawer.handle(TouchEvent(id: 2, phase: .moved, location: Point(x: 195, y: y), time: t))
            drawer.advance(to: t)
            frame("hand-off \(k)")
        }
        drawer.handle(TouchEvent(id: 2, phase: .ended, location: Point(x: 195, y: y), time: t + 0.008))
        for k in 1...40 {
            drawer.advance(to: t + Double(k) / 60)
            frame("release \(k)")
        }
    }

    static func pictureKeys() {
        let keys: [PictureKey] = ["rotation.card", PictureKey("rotation.card", variant: 1)]
        print("picture keys \(keys[0] == keys[1]) \(keys[0].name) \(keys[1].variant)")
    }
}
