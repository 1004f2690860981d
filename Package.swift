// swift-tools-version: 6.0
import PackageDescription

// Layers (see docs/architecture.md): FluidMotion ← FluidGestures ← FluidDrawer ← FluidScenes ← FluidFiles ← hosts
// and executables. FluidScenes touches no file and imports no Foundation (scripts/check-layers.py, make test).
// FluidCanvas is the backend-free drawing protocol scenes draw through; C libraries appear only
// in FluidRender (Cairo/Pango, and the CFluidPixels vector loops) and FluidHost (SDL2, and ATK
// through the CFluidA11y shim).
let package = Package(
    name: "Fluid",
    // Apple's deployment floor: where UISheetPresentationController's custom detents and SwiftUI's
    // presentationDetents begin. scripts/check-apple-floor.py (make test) keeps the library
    // targets within it; README, "Platforms".
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "FluidMotion", targets: ["FluidMotion"]),
        .library(name: "FluidGestures", targets: ["FluidGestures"]),
        .library(name: "FluidDrawer", targets: ["FluidDrawer"]),
        .library(name: "FluidCanvas", targets: ["FluidCanvas"]),
        .library(name: "FluidScenes", targets: ["FluidScenes"]),
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

        .target(name: "FluidMotion",
                dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
        .target(name: "FluidGestures", dependencies: ["FluidMotion"]),
        .target(name: "FluidDrawer", dependencies: ["FluidGestures", "FluidMotion",
                                                   .product(name: "RealModule", package: "swift-numerics")]),
        .target(name: "FluidCanvas",
                dependencies: ["FluidMotion", .product(name: "RealModule", package: "swift-numerics")]),
        .target(name: "FluidRender", dependencies: ["CCairo", "CFluidPixels", "FluidCanvas", "FluidMotion"]),
        .target(name: "FluidScenes",
                dependencies: ["FluidMotion", "FluidGestures", "FluidDrawer", "FluidCanvas",
                               .product(name: "RealModule", package: "swift-numerics")]),
        // Files for the hosts and the CLI: atomic writes, line files, standard streams, bounded
        // reads, the shortcut store. Only they depend on it.
        .target(name: "FluidFiles", dependencies: ["FluidScenes"]),
        // SplitMix64, the one seeded generator: the generated gestures of `fluid bench`, the
        // fuzzer's hostile streams and the seeded tests draw from it.
        .target(name: "FluidRandom"),
        .target(name: "FluidHost", dependencies: ["CSDL2", "CX11", "CFluidA11y", "FluidCanvas", "FluidRender",
                                                 "FluidScenes", "FluidFiles"]),
        // What both executables share: `--scale`'s rule, sysexits and the one-line error report.
        .target(name: "FluidCommandLine", dependencies: [
            "FluidScenes", "FluidFiles", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "fluid-playground", dependencies: [
            "FluidScenes", "FluidFiles", "FluidHost", "FluidCanvas", "FluidRender", "FluidCommandLine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "fluid", dependencies: [
            "FluidScenes", "FluidFiles", "FluidCanvas", "FluidRender", "FluidDrawer", "FluidMotion", "FluidRandom",
            "FluidCommandLine", "FluidReferenceTrackers",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // The engine fuzzer (`make fuzz`): every model under seeded hostile streams.
        // The engine run through fixed inputs, its results as bits: built natively and as
        // Embedded Swift for wasm32, the outputs must match (scripts/test-embedded.sh).
        .executableTarget(name: "fluid-engine-probe", dependencies: ["FluidMotion", "FluidGestures", "FluidDrawer", "FluidCanvas"]),
        .executableTarget(name: "fluid-fuzz", dependencies: [
            "FluidScenes", "FluidCanvas", "FluidDrawer", "FluidGestures", "FluidMotion", "FluidRandom",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // What the tests share (the touch helper, reference formulas, row locations); a regular
        // target that only test targets use.
        .target(name: "FluidTestSupport", dependencies: ["FluidGestures", "FluidMotion"]),
        // Android's and Flutter's published velocity trackers, the references the recorded-stroke
        // tests and `fluid bench prediction` judge Fluid's estimates by.
        .target(name: "FluidReferenceTrackers"),
        .testTarget(name: "FluidMotionTests", dependencies: ["FluidMotion", "FluidRandom", "FluidTestSupport"],
                    exclude: ["golden"]),
        .testTarget(name: "FluidGesturesTests", dependencies: ["FluidGestures", "FluidMotion", "FluidTestSupport",
                                                              "FluidReferenceTrackers"]),
        .testTarget(name: "FluidDrawerTests", dependencies: ["FluidDrawer", "FluidRandom", "FluidTestSupport"]),
        .testTarget(name: "FluidCanvasTests", dependencies: ["FluidCanvas"]),
        .testTarget(name: "FluidRenderTests", dependencies: ["FluidCanvas", "FluidRandom", "FluidRender"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "FluidHostTests", dependencies: ["FluidHost", "FluidMotion"]),
        .testTarget(name: "FluidFilesTests", dependencies: ["FluidFiles", "FluidScenes"]),
        .testTarget(name: "FluidScenesTests", dependencies: ["FluidScenes", "FluidCanvas", "FluidRandom", "FluidRender", "FluidTestSupport"],
                    exclude: ["Golden"]),
    ]
)

// The libFuzzer target for the touch-script parser exists only in `make fuzz-parser`'s build
// (FLUID_LIBFUZZER=1, built with --sanitize=fuzzer): libFuzzer supplies its `main`, so an
// ordinary build could not link it.
if Context.environment["FLUID_LIBFUZZER"] != nil {
    package.products.append(.executable(name: "fluid-touchscript-fuzz", targets: ["fluid-touchscript-fuzz"]))
    package.targets.append(.executableTarget(name: "fluid-touchscript-fuzz", dependencies: ["FluidScenes"],
                                             path: "Fuzz/TouchScriptParser",
                                             swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
