import FluidJSON

/// What a scene asks of the session that runs it after an input (`Scene.takeRequests()`): at most
/// one of each kind, taken together.
public struct SceneRequests: Hashable, Sendable {
    /// Open a scene, go back to the menu, or close the app.
    public var navigation: Navigation?
    /// Text to put on the clipboard (a "Copy code" button); the session keeps it for its host.
    public var clipboard: String?
    /// The node keyboard focus should move to when the node it was on went away (the step a row
    /// just added, as the row closes). The session moves focus only when something had it: a
    /// touch gives focus to nothing.
    public var focus: String?
    /// The node a pointer just chose for the keyboard (a click on a slider or on its value, as a
    /// desktop control takes focus when clicked): the session focuses it whether or not
    /// something had focus, so what is typed next goes there.
    public var pointerFocus: String?
    /// The scene's document, changed by the input, for the host to keep (the Shortcuts editor's
    /// shortcut after a step was added or removed): its start-state field, so what the host keeps
    /// is what the scene restores from (`SceneOptions.startState`). A scene never writes a file.
    public var document: JSONValue.Field?

    public init(
        navigation: Navigation? = nil, clipboard: String? = nil, focus: String? = nil,
        pointerFocus: String? = nil, document: JSONValue.Field? = nil
    ) {
        self.navigation = navigation
        self.clipboard = clipboard
        self.focus = focus
        self.pointerFocus = pointerFocus
        self.document = document
    }

    /// True when the scene asked nothing.
    public var isEmpty: Bool { self == SceneRequests() }
}

/// A request from a scene to the session that runs it.
public enum Navigation: Hashable, Sendable {
    case open(String)
    case back
    /// Close the app; a replay ignores it. No scene asks today: the menu's Escape does nothing
    /// (Ctrl+Q and the window's close button belong to the host).
    case quit
}
