import FluidGestures

/// A scene model driven by touches and time: what `ChromedScene` forwards to.
package protocol TouchModel {
    /// Feeds one touch (times in s, locations in pt).
    mutating func handle(_ touch: TouchEvent)
    /// Advances the model's motion to `time` (s); earlier or non-finite times are ignored.
    mutating func advance(to time: Double)
    /// True while something moves or a finger is down.
    var needsFrames: Bool { get }
}

/// An interface scene made of a `SceneChrome` (back button, title, hint) around a touch model.
///
/// The defaults route input the way every such scene does: the chrome sees each event first and
/// keeps the ones it uses (Escape, touches on the back button); other touches go to the model.
/// Time reaches both, frames are wanted while either needs them, and navigation comes from the
/// chrome. A scene that does more (keys, its own controls, extra state) declares its own member,
/// which takes the default's place.
package protocol ChromedScene: Scene {
    associatedtype Model: TouchModel
    var chrome: SceneChrome { get set }
    var model: Model { get set }
}

extension ChromedScene {
    public mutating func handle(_ event: InputEvent) {
        if chrome.handle(event) { return }
        if case .touch(let touch) = event { model.handle(touch) }
    }

    public mutating func advance(to time: Double) {
        chrome.advance(to: time)
        model.advance(to: time)
    }

    public var needsFrames: Bool { model.needsFrames || chrome.needsFrames }

    public mutating func takeRequests() -> SceneRequests { SceneRequests(navigation: chrome.takeNavigation()) }
}
