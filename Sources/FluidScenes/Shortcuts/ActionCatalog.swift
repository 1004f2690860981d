import FluidLocalization

/// One action that can be added to a shortcut: what the drawer's list shows for it.
public struct ShortcutAction: Hashable, Sendable {
    /// Stable identifier, saved in the shortcut file.
    public var id: String
    public var title: String
    /// One line under the title.
    public var summary: String
    public var category: Category
    /// Material Design Icons name.
    public var icon: String

    public enum Category: String, Hashable, Sendable, CaseIterable {
        case scripting = "Scripting"
        case media = "Media"
        case location = "Location"
        case web = "Web"
        case documents = "Documents"
        case sharing = "Sharing"
        case device = "Device"
        case calendar = "Calendar"
    }

    public init(id: String, title: String, summary: String, category: Category, icon: String) {
        self.id = id
        self.title = title
        self.summary = summary
        self.category = category
        self.icon = icon
    }
}

/// The actions offered in the drawer, in display order (grouped by category), and the live
/// search over them.
///
/// A synthetic catalog (`synthetic(count:)`, for measuring very long lists) makes each action
/// when it is asked for, so its memory is that of the standard actions whatever its count; the
/// rows a scene shows are what costs.
public struct ActionCatalog: Sendable {
    public let actions: ActionList
    /// Index of each stored action by id (the first, should ids repeat); empty when synthetic.
    private let indexByID: [String: Int]
    /// Each stored action's searchable text, lowercased once; empty when synthetic.
    private var searchText: [String]

    public init(actions: [ShortcutAction] = ActionCatalog.standard) {
        self.actions = ActionList(base: actions, count: actions.count, numbered: false)
        var index: [String: Int] = [:]
        index.reserveCapacity(actions.count)
        for (i, action) in actions.enumerated() where index[action.id] == nil { index[action.id] = i }
        indexByID = index
        searchText = actions.map(ActionCatalog.searchableText)
    }

    /// This catalog searched in `strings`' language as well as in English: an action matches a
    /// query when every word is in its English or its translated title, summary or category, so
    /// "Wetter" and "מזג" find Get Weather as "weather" does. A synthetic catalog is returned as
    /// it is (its numbered titles are not translated).
    public func searching(in strings: MessageCatalog) -> ActionCatalog {
        guard !actions.numbered else { return self }
        var translated = self
        translated.searchText = (0..<actions.count).map { i in
            let action = actions[i]
            return searchText[i] + " "
                + (strings.localized(action.title) + " " + strings.localized(action.summary) + " "
                + strings.localized(action.category.rawValue)).lowercased()
        }
        return translated
    }

    private init(synthetic actions: ActionList) {
        self.actions = actions
        indexByID = [:]
        searchText = []
    }

    private static func searchableText(_ action: ShortcutAction) -> String {
        (action.title + " " + action.summary + " " + action.category.rawValue).lowercased()
    }

    /// The action with `id`, if any.
    public func action(id: String) -> ShortcutAction? {
        guard actions.numbered else { return indexByID[id].map { actions[$0] } }
        // A synthetic id is "<standard id>-<index>".
        guard let dash = id.lastIndex(of: "-"), let i = Int(id[id.index(after: dash)...]),
            actions.indices.contains(i), actions[i].id == id
        else { return nil }
        return actions[i]
    }

    /// Indices (into `actions`, in order) of the actions whose title, summary or category
    /// contains every word of `query`, case-insensitively; every index for an empty query
    /// (stored as a count, not a list).
    public func matches(for query: String) -> ActionSelection {
        let words = query.lowercased().split(whereSeparator: { $0 == " " })
        guard !words.isEmpty else { return ActionSelection(all: actions.count) }
        let text: (Int) -> String =
            actions.numbered
            ? { ActionCatalog.searchableText(actions[$0]) } : { searchText[$0] }
        return ActionSelection(
            actions.indices.filter { i in
                let haystack = text(i)
                return words.allSatisfy { haystack.contains($0) }
            })
    }

    /// The actions `matches(for:)` selects.
    public func filtered(by query: String) -> [ShortcutAction] {
        matches(for: query).map { actions[$0] }
    }

    /// A catalog of `count` actions made by repeating the standard ones with numbered titles
    /// and ids, for measuring how rendering scales with very long lists.
    public static func synthetic(count: Int) -> ActionCatalog {
        ActionCatalog(synthetic: ActionList(base: standard, count: max(0, count), numbered: true))
    }

    public static let standard: [ShortcutAction] = [
        .init(
            id: "if", title: "If", summary: "Runs actions only when a condition is true",
            category: .scripting, icon: "source-branch"),
        .init(
            id: "repeat", title: "Repeat", summary: "Repeats the enclosed actions a number of times",
            category: .scripting, icon: "repeat"),
        .init(
            id: "wait", title: "Wait", summary: "Pauses for a number of seconds before continuing",
            category: .scripting, icon: "timer"),
        .init(
            id: "set-variable", title: "Set Variable", summary: "Stores the input in a named variable",
            category: .scripting, icon: "variable"),
        .init(
            id: "text", title: "Text", summary: "Passes the specified text to the next action",
            category: .scripting, icon: "text"),
        .init(
            id: "calculate", title: "Calculate", summary: "Performs a number operation on the input",
            category: .scripting, icon: "calculator"),
        .init(
            id: "random-number", title: "Random Number", summary: "Picks a number between a minimum and maximum",
            category: .scripting, icon: "dice-5"),
        .init(
            id: "run-script", title: "Run Script", summary: "Runs a script over SSH on another device",
            category: .scripting, icon: "code-braces"),
        .init(
            id: "show-notification", title: "Show Notification", summary: "Displays a local notification",
            category: .scripting, icon: "bell"),
        .init(
            id: "choose-menu", title: "Choose from Menu", summary: "Presents a menu and runs the chosen branch",
            category: .scripting, icon: "format-list-bulleted"),
        .init(
            id: "play-music", title: "Play Music", summary: "Plays songs, albums or playlists",
            category: .media, icon: "music"),
        .init(
            id: "pause-music", title: "Play/Pause", summary: "Toggles playback of the current media",
            category: .media, icon: "play-pause"),
        .init(
            id: "take-photo", title: "Take Photo", summary: "Takes a photo with the camera",
            category: .media, icon: "camera"),
        .init(
            id: "record-video", title: "Take Video", summary: "Records a video with the camera",
            category: .media, icon: "video"),
        .init(
            id: "record-audio", title: "Record Audio", summary: "Records audio with the microphone",
            category: .media, icon: "microphone"),
        .init(
            id: "resize-image", title: "Resize Image", summary: "Scales images to a width and height",
            category: .media, icon: "image"),
        .init(
            id: "set-volume", title: "Set Volume", summary: "Sets the system volume to a level",
            category: .media, icon: "volume-high"),
        .init(
            id: "current-location", title: "Get Current Location", summary: "Gets the device's location",
            category: .location, icon: "map-marker"),
        .init(
            id: "directions", title: "Show Directions", summary: "Opens directions in Maps",
            category: .location, icon: "directions"),
        .init(
            id: "travel-time", title: "Get Travel Time", summary: "Estimates the time to get somewhere",
            category: .location, icon: "car"),
        .init(
            id: "weather", title: "Get Current Weather", summary: "Gets the weather at a location",
            category: .location, icon: "weather-partly-cloudy"),
        .init(
            id: "walk", title: "Get Walking Distance", summary: "Measures the distance on foot",
            category: .location, icon: "walk"),
        .init(
            id: "open-url", title: "Open URLs", summary: "Opens the URLs in the default browser",
            category: .web, icon: "web"),
        .init(
            id: "get-contents", title: "Get Contents of URL", summary: "Downloads the contents of a URL",
            category: .web, icon: "download"),
        .init(
            id: "search-web", title: "Search the Web", summary: "Searches the web for the input",
            category: .web, icon: "magnify"),
        .init(
            id: "expand-url", title: "Expand URL", summary: "Follows redirects of a shortened URL",
            category: .web, icon: "link-variant"),
        .init(
            id: "get-article", title: "Get Article", summary: "Extracts the article from a web page",
            category: .web, icon: "newspaper"),
        .init(
            id: "translate", title: "Translate Text", summary: "Translates text into another language",
            category: .web, icon: "translate"),
        .init(
            id: "make-pdf", title: "Make PDF", summary: "Creates a PDF from the input",
            category: .documents, icon: "file-document"),
        .init(
            id: "save-file", title: "Save File", summary: "Saves files to a folder",
            category: .documents, icon: "folder"),
        .init(
            id: "get-clipboard", title: "Get Clipboard", summary: "Passes the clipboard's contents on",
            category: .documents, icon: "clipboard-text"),
        .init(
            id: "quick-look", title: "Quick Look", summary: "Previews the input in a quick look",
            category: .documents, icon: "eye"),
        .init(
            id: "create-note", title: "Create Note", summary: "Creates a new note with the input",
            category: .documents, icon: "note-text"),
        .init(
            id: "zip", title: "Make Archive", summary: "Compresses files into a ZIP archive",
            category: .documents, icon: "zip-box"),
        .init(
            id: "share", title: "Share", summary: "Shares the input through the share sheet",
            category: .sharing, icon: "share-variant"),
        .init(
            id: "send-message", title: "Send Message", summary: "Sends a message to contacts",
            category: .sharing, icon: "message-text"),
        .init(
            id: "send-email", title: "Send Email", summary: "Composes and sends an email",
            category: .sharing, icon: "email"),
        .init(
            id: "call", title: "Call", summary: "Calls a phone number or contact",
            category: .sharing, icon: "phone"),
        .init(
            id: "airdrop", title: "AirDrop", summary: "Sends files to nearby devices",
            category: .sharing, icon: "access-point"),
        .init(
            id: "wifi", title: "Set Wi-Fi", summary: "Turns Wi-Fi on or off",
            category: .device, icon: "wifi"),
        .init(
            id: "bluetooth", title: "Set Bluetooth", summary: "Turns Bluetooth on or off",
            category: .device, icon: "bluetooth"),
        .init(
            id: "brightness", title: "Set Brightness", summary: "Sets the display brightness",
            category: .device, icon: "brightness-6"),
        .init(
            id: "torch", title: "Set Torch", summary: "Turns the flashlight on or off",
            category: .device, icon: "flashlight"),
        .init(
            id: "battery", title: "Get Battery Level", summary: "Gets the battery's charge percentage",
            category: .device, icon: "battery"),
        .init(
            id: "airplane", title: "Set Airplane Mode", summary: "Turns airplane mode on or off",
            category: .device, icon: "airplane"),
        .init(
            id: "add-event", title: "Add New Event", summary: "Creates an event in your calendar",
            category: .calendar, icon: "calendar"),
        .init(
            id: "alarm", title: "Create Alarm", summary: "Sets an alarm for a time",
            category: .calendar, icon: "alarm"),
        .init(
            id: "reminder", title: "Add New Reminder", summary: "Adds a reminder to a list",
            category: .calendar, icon: "check-circle"),
        .init(
            id: "timer", title: "Start Timer", summary: "Starts a countdown timer",
            category: .calendar, icon: "timer-sand"),
        .init(
            id: "date", title: "Format Date", summary: "Formats a date as text",
            category: .calendar, icon: "clock")
    ]
}

/// The catalog's actions: stored ones as they are, or `count` numbered repeats of `base` made
/// on access (action i is base[i % base.count] with id "<id>-i" and title "<title> <round>").
public struct ActionList: RandomAccessCollection, Sendable {
    let base: [ShortcutAction]
    public let count: Int
    /// Whether actions are numbered repeats of `base` rather than `base` itself.
    let numbered: Bool

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(index: Int) -> ShortcutAction {
        precondition(index >= 0 && index < count, "action index out of range")
        guard numbered else { return base[index] }
        var action = base[index % base.count]
        action.id += "-\(index)"
        action.title += " \(index / base.count + 1)"
        return action
    }
}

/// Indices into a catalog's actions, in order: all of them (kept as a count, so a list of
/// millions costs nothing) or those a search matched.
public struct ActionSelection: RandomAccessCollection, Equatable, Sendable {
    private let all: Int?
    private let matched: [Int]

    /// Every index in 0..<count.
    public init(all count: Int) {
        all = Swift.max(0, count)
        matched = []
    }

    /// The given indices.
    public init(_ indices: [Int]) {
        all = nil
        matched = indices
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { all ?? matched.count }
    public subscript(position: Int) -> Int { all != nil ? position : matched[position] }
}

#if hasFeature(Embedded)
// Embedded Swift has no string searching (_StringProcessing): the same character-wise search.
extension String {
    fileprivate func contains(_ word: Substring) -> Bool {
        var start = startIndex
        while true {
            if self[start...].starts(with: word) { return true }
            guard start < endIndex else { return false }
            start = index(after: start)
        }
    }
}
#endif
