import FluidCanvas
import FluidCore
import FluidMotion
import FluidRender
import FluidTestSupport

@testable import FluidSceneKit

extension DrawnTextCanvas {
    /// A recording canvas of `size` whose text Pango measures (through a small `CairoCanvas`)
    /// and lays out right to left where it does (`Mirroring.leadsRightToLeft`).
    convenience init(size: Size) throws {
        self.init(
            size: size, measurer: try CairoCanvas(size: Size(width: 8, height: 8), scale: 1),
            leadsRightToLeft: Mirroring.leadsRightToLeft)
    }

    /// A recording canvas that draws everything but text into `backdrop`, which measures the
    /// text: afterwards `backdrop` holds what lies behind each text.
    convenience init(backdrop: CairoCanvas) {
        self.init(
            size: backdrop.size, measurer: backdrop, backdrop: backdrop, leadsRightToLeft: Mirroring.leadsRightToLeft)
    }
}
