import ArgumentParser
import FluidCore
import FluidSceneKit
import FluidScenes
import FluidSession

/// What a command's `--help` says of each scene option: chiefly what its absence means there
/// (the desktop's setting, the script header's, a fixed default).
public protocol SceneArgumentsHelp {
    static var scene: String { get }
    static var size: String { get }
    static var scale: String { get }
    static var dark: String { get }
    static var reduceMotion: String { get }
    static var locale: String { get }
    static var textSize: String { get }
}

/// The options that choose a scene and how it shows, as `fluid-playground`, `fluid replay` and
/// `fluid bench render` take them: `--scene`, `--size`, `--scale`, `--dark`/`--no-dark`,
/// `--reduce-motion`/`--no-reduce-motion`, `--locale` and `--text-size`.
///
/// Each is optional, nil when not given: the command decides what that means and says so in
/// its `Help`. `validate()` holds every given value to its rule, with the same one-line message
/// (exit 64) in every command.
public struct SceneArguments<Help: SceneArgumentsHelp>: ParsableArguments {
    @Option(help: ArgumentHelp(Help.scene))
    public var scene: String?

    @Option(help: ArgumentHelp(Help.size))
    public var size: String?

    @Option(help: ArgumentHelp(Help.scale))
    public var scale: Double?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Help.dark))
    public var dark: Bool?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Help.reduceMotion))
    public var reduceMotion: Bool?

    @Option(help: ArgumentHelp(Help.locale))
    public var locale: String?

    @Option(help: ArgumentHelp(Help.textSize))
    public var textSize: String?

    public init() {}

    /// `--scale` in `PixelScale.range`, `--size` a usable `WxH`, `--scene` in the standard
    /// catalog (with a suggestion for a near miss), `--text-size` a `ContentSizeCategory` name
    /// (`xSmall` … `xxxLarge`, `AX1` … `AX5`, any case).
    public func validate() throws {
        try ScaleArgument.validate(scale)
        if let size, Size(argument: size) == nil {
            throw ValidationError("--size must be \(Size.argumentRule), got '\(size)'")
        }
        if let scene, !SceneCatalog.standard.contains(scene) {
            throw ValidationError(SessionError.unknownScene(scene, valid: SceneCatalog.standard.names).description)
        }
        if let textSize, ContentSizeCategory(name: textSize) == nil {
            throw ValidationError("--text-size must be one of \(ContentSizeCategory.namesText), got '\(textSize)'")
        }
    }

    /// `--size` in points; nil when not given.
    public var container: Size? { size.flatMap(Size.init(argument:)) }

    /// `--text-size`; nil when not given.
    public var textSizeCategory: ContentSizeCategory? { textSize.flatMap(ContentSizeCategory.init(name:)) }
}

extension Size {
    /// The size as `--size` takes it, `WxH` with up to three decimals: `Session.defaultSize`
    /// is `390x844`. `Size(argument:)` reads it back (exactly, for sizes in thousandths).
    public var argumentText: String { "\(decimalText(width, places: 3))x\(decimalText(height, places: 3))" }
}
