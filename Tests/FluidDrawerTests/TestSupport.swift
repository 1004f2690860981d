import FluidCore
import FluidGestures
import FluidMotion
import Testing

@testable import FluidDrawer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The default layout, by hand: container 390 × 844, no safe area.
/// Tops: compressed 844 − 120 = 724, expanded 844 − 300 = 544, full height 35.
/// Header 20 + 52 + 44 = 116 pt; 40 rows × 60 pt = 2400 pt; at full height the viewport is
/// 844 − 35 − 116 = 693 pt, so the list scrolls 0…1707 pt.
enum Default {
    static let container = Size(width: 390, height: 844)
    static let compressed = 724.0
    static let expanded = 544.0
    static let full = 35.0
    static let maxOffset = 1707.0
    static let header = 116.0
    static let x = 195.0

    /// `rowCount` rows of 60 pt under the Shortcuts header (20 + 52 + 44 pt).
    static func list(rowCount: Int, rowHeight: Double = 60) -> DrawerList {
        DrawerList(rowCount: rowCount, rowHeight: rowHeight, grabberHeight: 20, searchBandHeight: 52, titleHeight: 44)
    }

    /// The standard detents over 40 rows under the Shortcuts header.
    static var configuration: DrawerConfiguration { DrawerConfiguration(list: list(rowCount: 40)) }

    static func drawer(at detent: String = "compressed", configuration: DrawerConfiguration = Default.configuration)
        -> Drawer
    {
        do {
            return try Drawer(configuration: configuration, container: container, initialDetent: detent)
        } catch {
            fatalError("default drawer: \(error)")
        }
    }
}

/// One finger's straight vertical stroke, sampled at 120 Hz: `began` at `startY`, then a `moved`
/// every 1/120 s following a velocity profile (segments of constant velocity, pt/s, each lasting
/// a number of frames), an optional stillness, then `ended` (or `cancelled`) where it stopped.
struct Stroke {
    static let frame = 1.0 / 120

    var id = 1
    var x = Default.x
    var startY: Double
    var startTime: Double
    var profile: [(velocity: Double, frames: Int)]
    /// Stillness before lifting (s); > 0.04 s makes the release velocity zero.
    var pause = 0.0
    var cancelled = false

    var events: [TouchEvent] {
        var y = startY
        var t = startTime
        var list = [TouchEvent(id: id, phase: .began, location: Point(x: x, y: y), time: t)]
        for segment in profile {
            for _ in 0..<segment.frames {
                y += segment.velocity * Self.frame
                t += Self.frame
                list.append(TouchEvent(id: id, phase: .moved, location: Point(x: x, y: y), time: t))
            }
        }
        list.append(
            TouchEvent(
                id: id, phase: cancelled ? .cancelled : .ended, location: Point(x: x, y: y),
                time: t + pause))
        return list
    }

    /// Total finger movement (pt, positive = down).
    var distance: Double { profile.reduce(0) { $0 + $1.velocity * Double($1.frames) * Self.frame } }
    var endTime: Double { startTime + Double(profile.reduce(0) { $0 + $1.frames }) * Self.frame + pause }
}

/// Feeds touches into a drawer, advancing it to each event's time, and records every step.
struct Harness {
    struct Step {
        var event: TouchEvent?
        var snapshot: DrawerSnapshot
    }

    var drawer: Drawer
    var steps: [Step] = []
    var events: [DrawerEvent] = []

    init(_ drawer: Drawer) {
        self.drawer = drawer
        steps.append(Step(event: nil, snapshot: drawer.snapshot))
    }

    var last: DrawerSnapshot { steps[steps.count - 1].snapshot }

    @discardableResult
    mutating func play(_ touches: [TouchEvent]) -> [Bool] {
        var consumed: [Bool] = []
        for touch in touches {
            consumed.append(drawer.handle(touch))
            drawer.advance(to: touch.time)
            record(touch)
        }
        return consumed
    }

    mutating func play(_ stroke: Stroke) { play(stroke.events) }

    /// Advances at 120 Hz until nothing moves, for at most `limit` seconds; returns how long it took.
    @discardableResult
    mutating func runUntilRest(limit: Double = 10) -> Double {
        let start = drawer.time
        while drawer.isMoving, drawer.time - start < limit {
            drawer.advance(to: drawer.time + Stroke.frame)
            record(nil)
        }
        return drawer.time - start
    }

    mutating func advance(by seconds: Double) {
        let end = drawer.time + seconds
        while drawer.time < end - 1e-9 {
            drawer.advance(to: min(drawer.time + Stroke.frame, end))
            record(nil)
        }
    }

    mutating func record(_ touch: TouchEvent?) {
        steps.append(Step(event: touch, snapshot: drawer.snapshot))
        events.append(contentsOf: drawer.takeEvents())
    }

    /// The largest excess, over consecutive touch steps of a finger holding the drawer, of
    /// |Δtop| + |Δoffset| over the finger's |Δy| (pt). ≤ 0 means the drawer and list never moved
    /// more than the finger. (A finger on the dimmed backdrop holds nothing: the drawer may be
    /// settling meanwhile, so those steps do not count.)
    func largestExcessOverFinger() -> Double {
        var worst = -Double.infinity
        var previous: (y: Double, s: DrawerSnapshot, id: Int)?
        for step in steps {
            guard let event = step.event, step.snapshot.phase != .settling,
                step.snapshot.phase != .decelerating
            else {
                previous = nil
                continue
            }
            if let p = previous, event.phase != .began, event.id == p.id {
                let moved = abs(step.snapshot.top - p.s.top) + abs(step.snapshot.contentOffset - p.s.contentOffset)
                worst = max(worst, moved - abs(event.location.y - p.y))
            }
            previous = (event.location.y, step.snapshot, event.id)
        }
        return worst
    }
}
