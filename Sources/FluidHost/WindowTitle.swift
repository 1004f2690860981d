/// The playground window's title: the app and the scene it shows ("Fluid — shortcuts"), the one
/// place it is written. It changes only when the scene does.
struct WindowTitle: Equatable {
    /// The scene the title names.
    private(set) var scene: String

    init(scene: String) {
        self.scene = scene
    }

    var text: String { "Fluid — \(scene)" }

    /// Names `scene`; returns the new text when that changed the title, nil when it already did.
    mutating func show(_ scene: String) -> String? {
        guard scene != self.scene else { return nil }
        self.scene = scene
        return text
    }
}
