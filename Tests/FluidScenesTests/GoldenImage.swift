import FluidRender
import Foundation
import Testing

/// One golden frame check for every golden test of the scenes: with `FLUID_RECORD_GOLDEN=1` the
/// render is written as the golden (then look at it); otherwise it must match the golden within
/// `SceneGoldenTests`' tolerances, and a render that does not is left in the temporary folder
/// for a look, its path in the issue.
enum GoldenImage {
    /// The folder of the goldens, `Tests/FluidScenesTests/Golden`.
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["FLUID_RECORD_GOLDEN"] == "1" }

    /// Records or compares `image` as `name`.png in `directory`.
    static func check(
        _ image: RGBAImage, named name: String, in directory: URL = directory,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = directory.appendingPathComponent("\(name).png")
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.writePNG(to: url.path)
            print("recorded \(url.path) (FLUID_RECORD_GOLDEN=1)")
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("missing \(url.path); record it with FLUID_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        let golden = try RGBAImage(contentsOfPNG: url.path)
        let comparison = ImageComparison(image, golden, tolerance: SceneGoldenTests.channelTolerance)
        if !comparison.matches(maxFraction: SceneGoldenTests.maxDifferingFraction) {
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-actual.png")
            try? image.writePNG(to: actual.path)
            Issue.record("\(name): \(comparison); this render is at \(actual.path)", sourceLocation: sourceLocation)
        }
    }
}
