import CSDL2
import Testing

@testable import FluidHost

/// Which window surfaces the canvas (Cairo ARGB32: B, G, R, A bytes on little-endian machines)
/// can be drawn into, or copied into row by row, without converting pixels.
@Suite struct WindowPresenterTests {
    func format(_ value: SDL_PixelFormatEnum) -> UInt32 { UInt32(value.rawValue) }

    @Test func xrgbAndArgbShareTheCanvasLayout() {
        #expect(WindowPresenter.sharesCanvasLayout(format(SDL_PIXELFORMAT_XRGB8888)))
        #expect(WindowPresenter.sharesCanvasLayout(format(SDL_PIXELFORMAT_ARGB8888)))
        // The canvas is read as the surface's own format: a copy of rows, no conversion.
        #expect(
            WindowPresenter.sourceFormat(copyingInto: format(SDL_PIXELFORMAT_XRGB8888))
                == format(SDL_PIXELFORMAT_XRGB8888))
    }

    @Test(arguments: [
        SDL_PIXELFORMAT_ABGR8888, SDL_PIXELFORMAT_BGRA8888, SDL_PIXELFORMAT_RGBA8888,
        SDL_PIXELFORMAT_XBGR8888, SDL_PIXELFORMAT_RGB565, SDL_PIXELFORMAT_RGB24
    ])
    func otherLayoutsAreConvertedFromArgb(_ other: SDL_PixelFormatEnum) {
        #expect(!WindowPresenter.sharesCanvasLayout(format(other)))
        #expect(WindowPresenter.sourceFormat(copyingInto: format(other)) == format(SDL_PIXELFORMAT_ARGB8888))
    }
}
