/// Three box-blur passes per axis approximating a Gaussian blur of an 8-bit mask in place
/// (W. Jarosz, "Fast Image Convolutions", 2001: three boxes are within 3 % of a Gaussian).
enum BoxBlur {
    /// Blurs `width × height` bytes, rows `stride` bytes apart, with standard deviation
    /// `sigma` pixels (≤ 0 does nothing). Outside the image counts as 0.
    static func gaussian(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
        sigma: Double
    ) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let radii = boxRadii(sigma: sigma)
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height))
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height))
        defer { line.deallocate(); scratch.deallocate() }
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width { line[x] = Int32(row[x]) }
            for r in radii { blurLine(line, scratch, count: width, radius: r) }
            for x in 0..<width { row[x] = UInt8(clamping: line[x]) }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = Int32(data[y * stride + x]) }
            for r in radii { blurLine(line, scratch, count: height, radius: r) }
            for y in 0..<height { data[y * stride + x] = UInt8(clamping: line[y]) }
        }
    }

    /// Box radii whose three passes have a combined variance closest to σ².
    static func boxRadii(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One running-sum box pass of `radius` over `count` values, rounding to nearest.
    private static func blurLine(
        _ values: UnsafeMutablePointer<Int32>, _ out: UnsafeMutablePointer<Int32>,
        count: Int, radius: Int
    ) {
        guard radius > 0 else { return }
        let window = Int32(2 * radius + 1)
        var sum: Int32 = 0
        for i in 0..<min(radius, count) { sum += values[i] }
        for i in 0..<count {
            let enter = i + radius
            if enter < count { sum += values[enter] }
            let leave = i - radius - 1
            if leave >= 0 { sum -= values[leave] }
            out[i] = (sum + window / 2) / window
        }
        values.update(from: out, count: count)
    }
}
