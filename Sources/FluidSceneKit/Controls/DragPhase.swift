/// What an object a finger drags and a spring returns is doing, as the trace names it
/// (`"phase"` in the pip, pause, rotation, rubberband and probe objects; docs/trace.md).
public enum DragPhase: String, Hashable, Sendable, CaseIterable {
    /// A finger holds it.
    case dragging
    /// Let go, it springs toward where it rests.
    case settling
    /// Nothing moves it.
    case resting

    /// The phase of an object that is held (`isDragging`) or springing (`isSettling`); holding
    /// wins, as a touch catches a spring where it is.
    public init(isDragging: Bool, isSettling: Bool) {
        self = isDragging ? .dragging : (isSettling ? .settling : .resting)
    }
}
