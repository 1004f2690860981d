import Testing

@testable import FluidHost

@Suite struct ServerClockTests {
    @Test func theSmallestDelayIsTheOffset() {
        var clock = ServerClock()
        // Received 3 ms after its stamp: until a quicker one comes, the offset is 3.
        #expect(clock.ticks(server: 1000, received: 1003) == 1003)
        #expect(clock.offset == 3)
        // Received 1 ms after: the offset falls to 1; the event is placed in the middle of its
        // millisecond, 1016 + 1 + 0.5.
        #expect(clock.ticks(server: 1016, received: 1017) == 1017)
        #expect(clock.offset == 1)
        // Stamped 1032, received 1036 (a late pump): 1032 + 1 + 0.5, not 1036.
        #expect(clock.ticks(server: 1032, received: 1036) == 1033.5)
        #expect(clock.ticks(server: 1040, received: 1049) == 1041.5)
    }

    @Test func theClocksWrapApart() {
        var clock = ServerClock()
        // The server's clock wraps at 2³² ms while SDL's has not: the distance is still 5.
        #expect(clock.ticks(server: UInt32.max - 1, received: 3) == 3)
        #expect(clock.offset == 5)
        // 2 ms later on the server (wrapped to 0), received 10 ms on: 0 + 5 + 0.5 = 5.5 ticks.
        #expect(clock.ticks(server: 0, received: 10) == 5.5)
    }

    @Test func aChangedClockStartsAgain() {
        var clock = ServerClock()
        _ = clock.ticks(server: 5000, received: 5002)
        // The server restarted: its stamps jump back by 4 s. A delay 1 s or more over the offset
        // is a new clock, not a late event.
        #expect(clock.ticks(server: 1000, received: 5020) == 5020)
        #expect(clock.offset == 4020)
        #expect(clock.ticks(server: 1010, received: 5030) == 5030)
        // Just under `resetAfter` above the offset is a late event: placed at its stamp.
        #expect(clock.ticks(server: 1020, received: 5040 + 999) == 1020 + 4020 + 0.5)
    }

    @Test func timesNeverGoBackNorPastReceipt() {
        var clock = ServerClock()
        _ = clock.ticks(server: 100, received: 100)
        #expect(clock.ticks(server: 110, received: 112) == 110.5)
        // Stamped earlier than the event before (another device's late report): kept at the
        // time already given out.
        #expect(clock.ticks(server: 105, received: 113) == 110.5)
        // Never after it was received, even when the half millisecond would put it there.
        #expect(clock.ticks(server: 120, received: 120) == 120)
    }
}
