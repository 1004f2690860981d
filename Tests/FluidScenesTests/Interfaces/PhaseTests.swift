import FluidSceneKit
import FluidScenes
import Testing

/// The models' phases are enums whose raw values are the trace's strings (docs/trace.md): a
/// renamed case would change every trace, so the strings are pinned here.
@Suite struct PhaseTests {
    @Test func rawValuesAreTheTraceStrings() {
        #expect(DragPhase.allCases.map(\.rawValue) == ["dragging", "settling", "resting"])
        #expect(MenuModel.Phase.allCases.map(\.rawValue) == ["dragging", "decelerating", "bouncing", "resting"])
        #expect(FlashlightModel.Phase.allCases.map(\.rawValue) == ["pressing", "settling", "resting"])
    }

    /// A finger on a springing object holds it: dragging wins over settling.
    @Test func holdingWinsOverSpringing() {
        #expect(DragPhase(isDragging: true, isSettling: true) == .dragging)
        #expect(DragPhase(isDragging: true, isSettling: false) == .dragging)
        #expect(DragPhase(isDragging: false, isSettling: true) == .settling)
        #expect(DragPhase(isDragging: false, isSettling: false) == .resting)
    }
}
