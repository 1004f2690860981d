import ArgumentParser
import FluidCommandLine
import FluidCore
import FluidFiles
import FluidHost
import FluidMotion
import FluidSceneKit
import FluidSession
import Foundation

/// `fluid-playground`: a window where the mouse (or a touchscreen) is the finger.
@main
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fluid-playground",
        abstract: "Open a window running a Fluid scene; the mouse is the finger.",
        discussion: "Scenes: \(SceneCatalog.standard.listedEntries.map(\.name).joined(separator: ", ")).",
        version: FluidVersion.current)

    @OptionGroup
    var sceneArguments: SceneArguments<PlaygroundSceneHelp>

    @Option(help: "Write a trace line (JSON Lines) per presented frame to this file.")
    var trace: String?

    @Option(help: "Record every input as a touch script that `fluid replay` reproduces.")
    var record: String?

    @Flag(
        inversion: .prefixedNo,
        help: "Draw a dragged thing where the finger will be when the frame is seen (touch prediction; default on).")
    var predict = true

    func run() throws {
        var configuration = Playground.Configuration()
        configuration.scene = sceneArguments.scene
        configuration.predictsTouches = predict
        configuration.size = sceneArguments.container ?? Session.defaultSize
        configuration.scale = sceneArguments.scale
        let store = ShortcutStore.standard()
        // The editor starts from the stored shortcut; its edits come back to be saved, unless
        // the file could not be read (then it is left untouched and the banner says so).
        // The banner's words are in the UI's language.
        let localeName = MessageCatalogFile.locale(flag: sceneArguments.locale)
        let strings = MessageCatalogFile.load(locale: localeName)
        let start = store.start(strings: strings.catalog)
        configuration.options = SceneOptions(
            dark: sceneArguments.dark ?? false, startState: start.state,
            documentProblem: start.problem,
            reduceMotion: ReduceMotionSetting(
                flag: sceneArguments.reduceMotion,
                report: DesktopMotion.report()
            ).reduceMotion,
            textSize: TextSizeSetting(
                flag: sceneArguments.textSizeCategory,
                report: DesktopTextSize.report()
            ).textSize)
        // A recording names the locale whose strings it showed, so a replay shows them too.
        configuration.locale = localeName.flatMap { MessageCatalogFile.candidates(for: $0).isEmpty ? nil : $0 }
        if let problem = strings.problem { CommandMain(Self.self, program: "fluid-playground").printError(problem) }
        configuration.options.catalog = strings.catalog
        if start.canSave {
            configuration.keepDocument = { [catalog = strings.catalog] in store.keep($0, strings: catalog) }
        }
        // The shortcut store is read and saved by the app: no output may be it, nor each other.
        var outputs: [OutputAlias.Output] = []
        if let trace { outputs.append(.file("--trace \(trace)", path: trace)) }
        if let record { outputs.append(.file("--record \(record)", path: record)) }
        if let problem = OutputAlias.problem(
            inputs: [.init("the shortcut store \(store.url.path)", path: store.url.path)],
            outputs: outputs)
        {
            throw CLIError(.usage, problem)
        }
        do {
            configuration.trace = try trace.map { path throws(OutputError) in try LineFile(path: path) }
            configuration.record = try record.map { path throws(OutputError) in try LineFile(path: path) }
        } catch {
            throw CLIError(error.isWriteFailure ? .ioError : .cannotCreate, error.description)
        }
        let playground: Playground
        do {
            playground = try Playground(configuration)
        } catch {
            throw CLIError(.unavailable, "\(error)")
        }
        playground.run()
        if let failure = configuration.trace?.failure ?? configuration.record?.failure {
            throw CLIError(.ioError, failure.description)
        }
    }

    /// Parses and runs through `CommandMain`: any failure is one line on stderr and a sysexits
    /// code (64 bad usage). Every byte goes out through `StandardStreams`, so a closed, full or
    /// broken standard output or error is an exit code, never a trap (docs/commands.md).
    static func main() {
        CommandMain(PlaygroundCommand.self, program: "fluid-playground").run()
    }
}

/// The scene options as the playground reads them: unset, the catalog's default scene, the
/// default container, light, and otherwise the desktop's settings.
enum PlaygroundSceneHelp: SceneArgumentsHelp {
    static let scene = "Scene to open (default: \(SceneCatalog.standard.defaultSceneName))."
    static let size = "Window content size in points, WxH (default: \(Session.defaultSize.argumentText))."
    static let scale =
        "Pixels per point (\(PixelScale.rangeText); default: the desktop's scale from Xft.dpi, GDK_SCALE, QT_SCALE_FACTOR or the display's DPI)."
    static let dark = "Dark appearance (default: light)."
    static let reduceMotion =
        "Reduce Motion: springs settle without bounce or overshoot (default: the desktop's, from GNOME's enable-animations or GTK's gtk-enable-animations)."
    static let locale = "Language of the UI strings, e.g. de_DE.UTF-8 or he (default: LC_ALL, LC_MESSAGES or LANG)."
    static let textSize =
        "Text size (Dynamic Type): \(ContentSizeCategory.namesText) (default: the desktop's, from GNOME's text-scaling-factor, else large)."
}
