import FluidMotion
import Testing

/// Time only runs forward: later and equal times move the clock, earlier and non-finite ones
/// leave it where it was.
struct ForwardTimeTests {
    @Test(arguments: [
        (2.5, true, 2.5), (1.0, true, 1.0), (0.5, false, 1.0), (-.infinity, false, 1.0),
        (.infinity, false, 1.0), (.nan, false, 1.0)
    ])
    func movesOnlyForward(newTime: Double, moves: Bool, after: Double) {
        var time = 1.0
        let moved = time.moveForward(to: newTime)
        #expect(moved == moves)
        #expect(time == after)
    }
}
