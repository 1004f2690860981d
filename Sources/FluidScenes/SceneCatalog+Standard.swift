import FluidSceneKit

extension SceneCatalog {
    /// Every scene of the package, one line each. docs/commands.md lists the names.
    public static let standard = SceneCatalog([
        .init(
            "shortcuts", "The Siri Shortcuts editor and its three-height actions drawer",
            startState: [ShortcutDocument.startStateField]
        ) { ShortcutsScene(options: $0) },
        .init("menu", "Every scene, one tap away") { MenuScene(options: $0) },
        .init("calculator", "Calculator keys: instant highlight, 0.5 s fade, drag off to cancel") {
            CalculatorScene(options: $0)
        },
        .init(
            "spring", "Damping and response sliders with the spring's curve",
            startState: [SpringDesign.startStateField]
        ) { SpringDemoScene(options: $0) },
        .init("flashlight", "Force-press flashlight: grows, clicks at 0.5, toggles at 0.49") {
            FlashlightScene(options: $0)
        },
        .init("rubberband", "A card that resists being dragged away and springs back") { RubberbandScene(options: $0) },
        .init("pause", "Swipe up and pause: detected from deceleration, no timer") { PauseScene(options: $0) },
        .init("momentum", "Two-state drawer: taps glide, flicks bounce") { MomentumScene(options: $0) },
        .init("pip", "Picture in picture: flick to the projected corner") { PiPScene(options: $0) },
        .init("rotation", "Spin a card; it snaps to the nearest quarter turn") { RotationScene(options: $0) },
        .init("bouncy-sheet", "Skype's action sheet with a springy curved edge") { BouncySheetScene(options: $0) },
        .init("places", "A maps-style place browser: search, place cards, photos that swipe sideways") {
            PlacesScene(options: $0)
        },
        .init("probe", "A ball that follows the finger and springs home (host check)", listed: false) {
            ProbeScene(options: $0)
        }
    ])
}
