import FluidCanvas
import FluidMotion
import FluidRender
import Testing

@testable import FluidSceneKit
@testable import FluidSession

/// Every scene of the catalog says it paints every pixel (so frames skip the clear); drawn over
/// black and over white, light and dark, its opening frame must then give the very same pixels.
@Suite struct PaintsEveryPixelTests {
    @Test(arguments: SceneCatalog.standard.names)
    func everyPixelIsPainted(_ name: String) throws {
        for dark in [false, true] {
            let session = try Session(
                scene: name, size: Session.defaultSize, scale: 1,
                options: SceneOptions(dark: dark))
            #expect(session.scene.paintsEveryPixel)
            let frames = try [Color.black, Color.white].map { background in
                let canvas = try CairoCanvas(size: Session.defaultSize, scale: 1)
                canvas.clear(background)
                session.draw(in: canvas)
                return canvas.snapshot()
            }
            let comparison = ImageComparison(frames[0], frames[1])
            #expect(comparison.differingPixels == 0, "\(name) dark \(dark): \(comparison)")
        }
    }
}
