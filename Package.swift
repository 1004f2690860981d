// swift-tools-version: 6.0
import PackageDescription

// The layers: docs/architecture.md holds their one table (what each target holds and may
// import); `make test-layers` (scripts/check-layers.py) fails when it and this file disagree.
let package = Package(
    name: "Fluid",
    // Apple's deployment floor: where UISheetPresentationController's custom detents and SwiftUI's
    // presentationDetents begin. scripts/check-apple-floor.py (make test) keeps the library
    // targets within it; README, "Platforms".
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "FluidCore", targets: ["FluidCore"]),
        .library(name: "FluidMotion", targets: ["FluidMotion"]),
        .library(name: "FluidGestures", targets: ["FluidGestures"]),
        .library(name: "FluidDrawer", targets: ["FluidDrawer"]),
        .library(name: "FluidCanvas", targets: ["FluidCanvas"]),
        .library(name: "FluidJSON", targets: ["FluidJSON"]),
        .library(name: "FluidLocalization", targets: ["FluidLocalization"]),
        .library(name: "FluidSemantics", targets: ["FluidSemantics"]),
        .library(name: "FluidSceneKit", targets: ["FluidSceneKit"]),
        .library(name: "FluidScenes", targets: ["FluidScenes"]),
        .library(name: "FluidSession", targets: ["FluidSession"]),
        .library(name: "FluidFiles", targets: ["FluidFiles"]),
        .library(name: "FluidRender", targets: ["FluidRender"]),
        .library(name: "FluidHost", targets: ["FluidHost"]),
        .executable(name: "fluid", targets: ["fluid"]),
        .executable(name: "fluid-playground", targets: ["fluid-playground"]),
        .executable(name: "fluid-fuzz", targets: ["fluid-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (README.md, "Documentation"; make docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The C modules ask pkg-config only for -I paths, so no build prints SwiftPM's
        // "prohibited flag(s)" warning: Debian's pangocairo.pc carries -pthread and sdl2.pc
        // -D_REENTRANT. CCairo reads its own .pc (see the file); CSDL2 needs none, as
        // <SDL2/SDL.h> is on the default include path and includes its siblings by quotes.
        .systemLibrary(name: "CCairo", pkgConfig: Context.packageDirectory + "/Sources/CCairo/pangocairo.pc",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // Xlib, for the desktop's Xft.dpi resource (the X11 HiDPI setting SDL does not read);
        // its headers are on the default include path too.
        .systemLibrary(name: "CX11", providers: [.apt(["libx11-dev"])]),
        // ATK and atk-bridge for the playground's AT-SPI exposure; CATK reads its own .pc (see
        // the file), CFluidA11y is the small C shim that subclasses AtkObject.
        .systemLibrary(name: "CATK", pkgConfig: Context.packageDirectory + "/Sources/CATK/atk-bridge.pc",
                       providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]),
        .target(name: "CFluidA11y", dependencies: ["CATK"]),
        // The turned-picture loops 8 pixels at a time (AVX2 gathers, chosen at run time);
        // FluidRender's scalar loops paint what they leave and everything on other processors.
        .target(name: "CFluidPixels"),
        // The X server's time of each pointer and touch event, through SDL's window-system
        // messages (FluidHost's ServerClock).
        .target(name: "CFluidInputTime"),

        // Geometry, fixed-capacity storage, number text and the input domain: what both the
        // engine and the drawing protocol stand on.
        .target(name: "FluidCore"),
        .target(name: "FluidMotion",
                dependencies: ["FluidCore", .product(name: "RealModule", package: "swift-numerics")]),
        .target(name: "FluidGestures", dependencies: ["FluidCore", "FluidMotion"]),
        .target(name: "FluidDrawer", dependencies: ["FluidCore", "FluidGestures", "FluidMotion",
                                                   .product(name: "RealModule", package: "swift-numerics")]),
        .target(name: "FluidCanvas",
                dependencies: ["FluidCore", .product(name: "RealModule", package: "swift-numerics")]),
        .target(name: "FluidRender", dependencies: ["CCairo", "CFluidPixels", "FluidCanvas", "FluidCore"]),
        // JSON values and the one-pass reader (traces, touch scripts, documents).
        .target(name: "FluidJSON", dependencies: ["FluidCore"]),
        // The UI strings' translations: gettext `.mo` catalogs and their plural rules.
        .target(name: "FluidLocalization"),
        // The scene as assistive technology and the keyboard see it.
        .target(name: "FluidSemantics", dependencies: ["FluidCore", "FluidGestures", "FluidLocalization"]),
        // What every scene builds on: the `Scene` contract, its options and catalog type, the
        // theme, text sizes and the shared controls. A new scene imports this and the engine.
        .target(name: "FluidSceneKit",
                dependencies: ["FluidCore", "FluidMotion", "FluidGestures", "FluidCanvas", "FluidJSON",
                               "FluidLocalization", "FluidSemantics",
                               .product(name: "RealModule", package: "swift-numerics")]),
        // The scenes, one folder each, and `SceneCatalog.standard`, where each is registered.
        .target(name: "FluidScenes",
                dependencies: ["FluidCore", "FluidMotion", "FluidGestures", "FluidDrawer", "FluidCanvas", "FluidJSON",
                               "FluidLocalization", "FluidSemantics", "FluidSceneKit",
                               .product(name: "RealModule", package: "swift-numerics")]),
        // Runs scenes for a host: the session, navigation, the scene clock, replay, and the
        // recording formats (touch scripts, their header, the trace).
        .target(name: "FluidSession",
                dependencies: ["FluidCore", "FluidMotion", "FluidGestures", "FluidCanvas", "FluidJSON",
                               "FluidLocalization", "FluidSemantics", "FluidSceneKit", "FluidScenes"]),
        // Files for the hosts and the CLI: atomic writes, line files, standard streams, bounded
        // reads, the shortcut store. Only they depend on it.
        .target(name: "FluidFiles", dependencies: ["FluidCore", "FluidJSON", "FluidLocalization", "FluidScenes", "FluidSession"]),
        // SplitMix64, the one seeded generator: the generated gestures of `fluid bench`, the
        // fuzzer's hostile streams and the seeded tests draw from it.
        .target(name: "FluidRandom"),
        .target(name: "FluidHost", dependencies: ["CSDL2", "CX11", "CFluidA11y", "CFluidInputTime", "FluidCore", "FluidMotion", "FluidGestures",
                                                 "FluidCanvas", "FluidRender", "FluidJSON", "FluidSemantics",
                                                 "FluidSceneKit", "FluidSession", "FluidFiles"]),
        // What both executables share: `--scale`'s rule, sysexits and the one-line error report.
        .target(name: "FluidCommandLine", dependencies: [
            "FluidCore", "FluidSceneKit", "FluidScenes", "FluidSession", "FluidFiles",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "fluid-playground", dependencies: [
            "FluidCore", "FluidMotion", "FluidSceneKit", "FluidSession", "FluidFiles", "FluidHost", "FluidCanvas",
            "FluidRender", "FluidCommandLine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "fluid", dependencies: [
            "FluidCore", "FluidJSON", "FluidSemantics", "FluidSceneKit", "FluidScenes", "FluidSession", "FluidFiles",
            "FluidCanvas", "FluidRender", "FluidDrawer", "FluidGestures", "FluidMotion", "FluidRandom", "FluidCommandLine",
            "FluidReferenceTrackers", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // The engine fuzzer (`make fuzz`): every model under seeded hostile streams.
        // The engine run through fixed inputs, its results as bits: built natively and as
        // Embedded Swift for wasm32, the outputs must match (scripts/test-embedded.sh).
        .executableTarget(name: "fluid-engine-probe",
                          dependencies: ["FluidCore", "FluidMotion", "FluidGestures", "FluidDrawer", "FluidCanvas"]),
        .executableTarget(name: "fluid-fuzz", dependencies: [
            "FluidCore", "FluidJSON", "FluidLocalization", "FluidSceneKit", "FluidScenes", "FluidSession", "FluidCanvas",
            "FluidDrawer", "FluidGestures", "FluidMotion", "FluidRandom", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // What the tests share (the touch helper, reference formulas, row locations, `isClose`,
        // the drawn-text canvas); a regular target that only test targets use.
        .target(name: "FluidTestSupport", dependencies: ["FluidCanvas", "FluidCore", "FluidGestures", "FluidMotion"]),
        // Android's and Flutter's published velocity trackers, the references the recorded-stroke
        // tests and `fluid bench prediction` judge Fluid's estimates by.
        .target(name: "FluidReferenceTrackers"),
        .testTarget(name: "FluidMotionTests", dependencies: ["FluidCore", "FluidMotion", "FluidRandom", "FluidTestSupport"],
                    exclude: ["golden"]),
        .testTarget(name: "FluidGesturesTests", dependencies: ["FluidCore", "FluidGestures", "FluidMotion", "FluidTestSupport",
                                                              "FluidReferenceTrackers"]),
        .testTarget(name: "FluidDrawerTests",
                    dependencies: ["FluidCore", "FluidGestures", "FluidMotion", "FluidDrawer", "FluidRandom", "FluidTestSupport"]),
        .testTarget(name: "FluidCanvasTests", dependencies: ["FluidCanvas", "FluidCore", "FluidTestSupport"]),
        .testTarget(name: "FluidRenderTests", dependencies: ["FluidCanvas", "FluidCore", "FluidRandom", "FluidRender", "FluidTestSupport"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "FluidHostTests",
                    dependencies: ["FluidHost", "CATK", "CFluidA11y", "FluidCore", "FluidGestures", "FluidMotion",
                                   "FluidSceneKit", "FluidSemantics", "FluidSession", "FluidTestSupport"]),
        .testTarget(name: "FluidTestSupportTests", dependencies: ["FluidTestSupport"]),
        .testTarget(name: "FluidFilesTests", dependencies: ["FluidFiles", "FluidJSON", "FluidLocalization", "FluidSceneKit",
                                                         "FluidScenes", "FluidSession"]),
        .testTarget(name: "FluidScenesTests",
                    dependencies: ["FluidCore", "FluidMotion", "FluidGestures", "FluidDrawer", "FluidCanvas", "FluidJSON",
                                   "FluidLocalization", "FluidSemantics", "FluidSceneKit", "FluidScenes", "FluidSession",
                                   "FluidRandom", "FluidRender", "FluidTestSupport",
                                   .product(name: "RealModule", package: "swift-numerics")],
                    exclude: ["Golden"]),
    ]
)

// The libFuzzer target for the touch-script parser exists only in `make fuzz-parser`'s build
// (FLUID_LIBFUZZER=1, built with --sanitize=fuzzer): libFuzzer supplies its `main`, so an
// ordinary build could not link it.
if Context.environment["FLUID_LIBFUZZER"] != nil {
    package.products.append(.executable(name: "fluid-touchscript-fuzz", targets: ["fluid-touchscript-fuzz"]))
    package.targets.append(.executableTarget(name: "fluid-touchscript-fuzz", dependencies: ["FluidSession"],
                                             path: "Fuzz/TouchScriptParser",
                                             swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
