// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the main build stays lean: `make test` never builds
// them. Run from this folder: swift package --disable-sandbox benchmark
let package = Package(
    name: "FluidBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Fluid", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "MotionBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FluidCore", package: "Fluid"),
                .product(name: "FluidMotion", package: "Fluid"),
            ],
            path: "Benchmarks/MotionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // The drawer frames both DrawerBenchmarks and DrawerFrames run.
        .target(
            name: "DrawerScenarios",
            dependencies: [
                .product(name: "FluidCore", package: "Fluid"),
                .product(name: "FluidDrawer", package: "Fluid"),
                .product(name: "FluidGestures", package: "Fluid"),
                .product(name: "FluidMotion", package: "Fluid"),
            ],
            path: "Benchmarks/DrawerScenarios"),
        .executableTarget(
            name: "DrawerBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "DrawerScenarios",
            ],
            path: "Benchmarks/DrawerBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // The drawer benchmarks' frames without the harness, for callgrind (BENCHMARKS.md, "Drawer").
        .executableTarget(
            name: "DrawerFrames",
            dependencies: ["DrawerScenarios"],
            path: "Benchmarks/DrawerFrames"),
    ]
)
