import FluidCanvas

/// A shadow of a stretchable shape (see `Path.cornerExtent`) drawn from the shadow of the same
/// shape at its smallest size: the corners come from that image unchanged and its straight
/// middle, where the blur is the same all along, is stretched. A drawer or sheet whose height
/// changes every frame is then blurred once, not once per height.
///
/// Exact as far as the blur reaches 3 σ (the cached image's margin): a column of the middle sees,
/// within 3 σ either side, only the straight edge, so every such column is the same.
struct NineSlice {
    /// One piece along one axis: `sourceLength` points of the cached image from `source`
    /// drawn over `targetLength` points from `target` (both from the image's start).
    struct Piece: Equatable {
        var source: Double
        var sourceLength: Double
        var target: Double
        var targetLength: Double

        /// True when the piece is scaled, not just moved.
        var isStretched: Bool { sourceLength != targetLength }
    }

    /// The straight run kept in the small shape between the bands the corners' blur reaches
    /// (points): at least 2 pt and σ, so the stretched source spans whole mask pixels.
    static func core(sigma: Double) -> Double { max(2, sigma) }

    /// The length along one axis of the small shape standing for a shape `length` points long
    /// with corners `extent` long, blurred by `sigma`: the shape's own length when it is too
    /// short to stretch.
    static func sourceLength(of length: Double, extent: Double, sigma: Double) -> Double {
        min(length, 2 * extent + 6 * sigma + core(sigma: sigma))
    }

    /// The pieces along one axis for an image `sourceImage` points long (shape + 2 × 3 σ) drawn
    /// `targetImage` points long: one piece when the lengths match, else the two ends (each
    /// `extent + 6σ`, the corner and the band its blur reaches) moved and the middle stretched.
    /// `snap` moves a target position (points from the image's start) to a device pixel, so the
    /// pieces meet without a seam.
    static func pieces(
        sourceImage: Double, targetImage: Double, extent: Double, sigma: Double,
        snap: (Double) -> Double
    ) -> [Piece] {
        guard targetImage > sourceImage else {
            return [Piece(source: 0, sourceLength: sourceImage, target: 0, targetLength: sourceImage)]
        }
        let end = extent + 6 * sigma
        let stretch = targetImage - sourceImage
        let leftCut = snap(end)
        let rightCut = snap(targetImage - end)
        return [
            Piece(source: 0, sourceLength: leftCut, target: 0, targetLength: leftCut),
            Piece(source: end, sourceLength: sourceImage - 2 * end, target: leftCut, targetLength: rightCut - leftCut),
            Piece(
                source: rightCut - stretch, sourceLength: targetImage - rightCut, target: rightCut,
                targetLength: targetImage - rightCut)
        ]
    }
}
