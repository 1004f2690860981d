import FluidCanvas
import FluidCore
import FluidMotion
import FluidRender
import Testing

@testable import FluidScenes

/// The flashlight's room is filled in one pass (one opaque gradient of the composite's colours)
/// and must look as the wallpaper with the lamp's wash blended over it at the light's strength,
/// drawn as two gradients by Cairo, does: at every light, within a level.
@Suite struct FlashlightRoomTests {
    @Test(arguments: [0.0, 0.13, 0.5, 0.87, 1.0])
    func oneGradientIsTheWallpaperWithTheWashOverIt(light: Double) throws {
        let size = Size(width: 390, height: 844)
        let screen = Rect(origin: .zero, size: size)
        let blended = try CairoCanvas(size: size, scale: 2)
        blended.fill(
            Path(rect: screen),
            gradient: LinearGradient(
                start: Point(x: screen.midX, y: 0), end: Point(x: screen.midX, y: screen.maxY),
                stops: [
                    .init(offset: 0, color: FlashlightScene.wallpaperTop),
                    .init(offset: 1, color: FlashlightScene.wallpaperBottom)
                ]))
        // The wash as the scene describes it: the lamp's colour at these opacities, blended over.
        blended.fill(
            Path(rect: screen),
            gradient: LinearGradient(
                start: Point(x: screen.midX, y: 0), end: Point(x: screen.midX, y: screen.maxY),
                stops: [
                    .init(offset: 0, color: FlashlightScene.lamp.opacity(0.92 * light)),
                    .init(offset: 0.55, color: FlashlightScene.lamp.opacity(0.55 * light)),
                    .init(offset: 1, color: FlashlightScene.lamp.opacity(0.3 * light))
                ]))
        let scene = FlashlightScene()
        let direct = try CairoCanvas(size: size, scale: 2)
        scene.drawRoom(direct, screen: screen, light: light)
        let comparison = ImageComparison(blended.snapshot(), direct.snapshot())
        #expect(comparison.maxChannelDelta <= 1, "\(comparison)")
    }
}
