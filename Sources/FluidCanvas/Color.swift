import FluidCore

/// A colour in sRGB with straight (non-premultiplied) alpha, each component in 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// A grey of the given white level (0 black … 1 white).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func opacity(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Linear blend: `self` at t = 0, `other` at t = 1.
    public func mix(_ other: Color, _ t: Double) -> Color {
        Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
}

/// A linear gradient between two points, with colour stops at offsets 0…1.
public struct LinearGradient: Hashable, Sendable {
    public var start: FluidCore.Point
    public var end: FluidCore.Point
    public var stops: [Stop]

    public struct Stop: Hashable, Sendable {
        public var offset: Double
        public var color: Color
        public init(offset: Double, color: Color) {
            self.offset = offset
            self.color = color
        }
    }

    public init(start: FluidCore.Point, end: FluidCore.Point, stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// A drop shadow: colour (with its alpha), offset and blur radius, in points.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offset: FluidCore.Point
    public var blur: Double

    public init(color: Color, offset: FluidCore.Point, blur: Double) {
        self.color = color
        self.offset = offset
        self.blur = blur
    }

    /// How far past its shape the shadow reaches (pt): the blurred image's margin, 1.5 × the
    /// blur, and the offset.
    public var reach: Double { 1.5 * blur + max(abs(offset.x), abs(offset.y)) }
}
