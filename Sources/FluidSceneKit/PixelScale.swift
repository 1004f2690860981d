/// Pixels per point (HiDPI): a canvas is the container's size in points times the scale.
public enum PixelScale {
    /// The scales the commands (`--scale`) and recorded script headers accept: a quarter of a
    /// pixel to eight pixels per point. A ClosedRange of finite bounds holds no NaN or infinity.
    public static let range = 0.25...8.0
    /// `range` as help and error messages write it.
    public static let rangeText = "0.25…8"
}
