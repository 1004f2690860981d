import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidGestures

@Suite struct TouchOwnershipTests {
    struct Row: Sendable {
        var events: [TouchEvent]
        /// For each event: accepted (true) or ignored (false).
        var accepted: [Bool]
        var line: Int
    }

    static let rows: [Row] = [
        Row(
            events: [touch(.began, 0, 0, 0), touch(.moved, 0, 5, 0.01), touch(.ended, 0, 9, 0.02)],
            accepted: [true, true, true], line: #line),
        // A second finger is ignored while the first is down, and owns nothing afterwards either.
        Row(
            events: [
                touch(.began, 0, 0, 0), touch(.began, 5, 5, 0.01, id: 2), touch(.moved, 6, 6, 0.02, id: 2),
                touch(.ended, 0, 0, 0.03), touch(.moved, 7, 7, 0.04, id: 2), touch(.ended, 7, 7, 0.05, id: 2)
            ],
            accepted: [true, false, false, true, false, false], line: #line),
        // moved / ended without began, ended twice.
        Row(
            events: [touch(.moved, 0, 0, 0), touch(.ended, 0, 0, 0.01)],
            accepted: [false, false], line: #line),
        Row(
            events: [touch(.began, 0, 0, 0), touch(.ended, 0, 0, 0.01), touch(.ended, 0, 0, 0.02)],
            accepted: [true, true, false], line: #line),
        // Duplicate began of the owner passes (re-anchor); NaN began and moved are dropped.
        Row(
            events: [touch(.began, 0, 0, 0), touch(.began, 3, 3, 0.01), touch(.moved, .nan, 3, 0.02)],
            accepted: [true, true, false], line: #line),
        Row(
            events: [touch(.began, .infinity, 0, 0), touch(.moved, 1, 1, 0.01)],
            accepted: [false, false], line: #line),
        // Cancelled ends ownership: the next began of another finger owns.
        Row(
            events: [touch(.began, 0, 0, 0), touch(.cancelled, 0, 0, 0.01), touch(.began, 0, 0, 0.02, id: 2)],
            accepted: [true, true, true], line: #line)
    ]

    @Test(arguments: rows)
    func acceptance(_ row: Row) {
        var ownership = TouchOwnership()
        let got = row.events.map { ownership.accept($0) != nil }
        #expect(
            got == row.accepted,
            sourceLocation: SourceLocation(
                fileID: #fileID, filePath: #filePath,
                line: row.line, column: 1))
    }

    @Test func cleansTimesLocationsAndForce() throws {
        var ownership = TouchOwnership()
        _ = ownership.accept(touch(.began, 10, 20, 5))
        // Time going backwards is held at the latest accepted time; NaN time likewise.
        let backEvent = ownership.accept(touch(.moved, 11, 21, 4))
        let back = try #require(backEvent)
        #expect(back.time == 5)
        let nanTimeEvent = ownership.accept(touch(.moved, 12, 22, .nan, force: 7))
        let nanTime = try #require(nanTimeEvent)
        #expect(nanTime.time == 5)
        #expect(nanTime.force == 1)
        let noForceEvent = ownership.accept(touch(.moved, 12, 22, 6, force: .nan))
        let noForce = try #require(noForceEvent)
        #expect(noForce.force == nil)
        // An ended with a NaN location ends at the last known location.
        let endEvent = ownership.accept(touch(.ended, .nan, .nan, 7))
        let end = try #require(endEvent)
        #expect(end.location == Point(x: 12, y: 22))
        #expect(!ownership.isTouching)
    }
}
