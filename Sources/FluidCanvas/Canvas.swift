import FluidCore

/// A surface that scenes draw on, in points. Implementations map points to pixels themselves
/// (HiDPI), so a scene never sees the scale.
///
/// State (transform, clip, opacity layers) nests: every `save()` is matched by a `restore()`,
/// every `beginLayer(opacity:)` by an `endLayer()`.
public protocol Canvas: AnyObject {
    /// The drawable area, in points.
    var size: Size { get }

    /// Replaces every pixel with `color` and resets transform, clip and layers: the start of a
    /// frame.
    func clear(_ color: Color)

    /// Starts a frame: resets transform, clip and layers, fills what is repainted with
    /// `background` (nil: leaves it, the frame paints every pixel itself), and, when the canvas
    /// still holds the frame it drew last and both frames report damage with the same backdrop
    /// (see `FrameDamage`), clips the frame to the union of the two frames' damage rects
    /// (rounded out to whole pixels) so only that is repainted, and to nothing when both name the
    /// same content (`FrameDamage.content`). With no damage, or none kept,
    /// the whole canvas is repainted. A canvas that keeps no previous frame clears to
    /// `background` (when given) and draws every frame whole.
    func beginFrame(background: Color?, damage: FrameDamage?)

    func save()
    func restore()
    func translate(x: Double, y: Double)
    func scale(x: Double, y: Double)
    /// Rotates the coordinate system by `angle` radians (clockwise on screen, y grows downward).
    func rotate(by angle: Double)
    /// Intersects the clip with `path` (non-zero winding).
    func clip(to path: Path)
    /// Intersects the clip with the whole device pixels that `rects` (points, current user
    /// space) touch, where the canvas can: a pixel inside is drawn exactly as without it. For
    /// leaving out drawing that something opaque drawn later covers (a backdrop under a sheet).
    /// A canvas that cannot (one without pixels, or under a turning transform) leaves the clip
    /// as it is, so what it cuts away must not matter to the frame.
    func clip(toPixelsCovering rects: [Rect])

    /// Starts a group whose drawing is composited with `opacity` (0…1) at `endLayer()`.
    func beginLayer(opacity: Double)
    func endLayer()

    func fill(_ path: Path, color: Color)
    func fill(_ path: Path, gradient: LinearGradient)
    func stroke(_ path: Path, color: Color, lineWidth: Double, cap: LineCap, join: LineJoin)
    /// Draws a soft shadow of `path`'s shape (the shape itself is not filled).
    func shadow(_ path: Path, shadow: Shadow)
    /// Draws the shadow of a shape the caller fills with an opaque colour next: what that fill
    /// will cover may be left undrawn (a sheet's shadow under the sheet). The frame is the same
    /// as `shadow(_:shadow:)` followed by the fill.
    func shadow(_ path: Path, shadow: Shadow, beneathOpaqueFill: Bool)

    /// Lays out `text` in a box whose top-left is `origin`; returns the size it took, in points.
    /// With `style.maxWidth` the text wraps (up to `style.maxLines`) and ends in an ellipsis.
    @discardableResult
    func drawText(_ text: String, at origin: Point, style: TextStyle) -> Size
    /// The size `drawText` would take, without drawing.
    func measureText(_ text: String, style: TextStyle) -> Size

    /// Draws `icon` centred on `center`, `size` points tall.
    func drawIcon(_ icon: Icon, center: Point, size: Double, color: Color)

    /// Draws what `draw` draws inside `bounds` (points, current user space) from a picture kept
    /// between frames under `key`, composited with `opacity` (0…1).
    ///
    /// `draw` draws in the caller's user space and runs only when no picture is kept for `key`
    /// and `bounds.size`; after that the picture is painted with the current transform (moved,
    /// rotated or scaled, resampled bilinear), which costs the same whatever it holds: a card
    /// with its shadow and gradient drawn rotated, a full-screen gradient. What `draw` draws
    /// must depend only on `key` and `bounds` (a theme or colour belongs in the key). `opaque`
    /// promises that `draw` covers `bounds` with opaque paint, so the picture can be copied
    /// rather than blended. Canvases without pictures run `draw` every time.
    func drawCached(_ key: PictureKey, bounds: Rect, opaque: Bool, opacity: Double, _ draw: (Canvas) -> Void)

    /// Makes the picture `drawCached` keeps under `key` and `bounds.size` without painting
    /// it, when none is kept: the frame that first shows the picture then only paints it.
    /// A scene calls it where nothing moves (its opening frame, a control at rest) for pictures
    /// a gesture will bring: a lit room before the light comes on, a card before it turns.
    /// `turned`: the picture will be painted rotated or skewed, which a canvas may draw at a
    /// higher density than a picture painted moved or scaled. Canvases without pictures do
    /// nothing.
    func prepareCached(_ key: PictureKey, bounds: Rect, opaque: Bool, turned: Bool, _ draw: (Canvas) -> Void)

    /// Draws what `draw` draws as one layer named `name`: a piece of the frame (a sheet and its
    /// content) that a canvas compositing its own layers may keep as a bitmap between frames and
    /// move, where the others draw it in place.
    ///
    /// `draw` draws in the current user space, within `bounds` (what it draws outside may be cut
    /// off). A canvas that keeps the layer knows it by the commands `draw` issues: the same
    /// commands are the same pixels, so a layer drawn in its own coordinates, placed by a
    /// `translate` before the call, moves without being drawn again. `shown` is the part of
    /// `bounds` the frame shows; `draw` receives what to draw: `shown` from a canvas drawing in
    /// place (rows scrolled below the screen left out), `bounds` from one keeping the layer
    /// (which may show any part of it in later frames). Within `shown` the two must look the same.
    /// The web page shows a kept layer as a compositor layer (docs/web.md); a layer of a single
    /// rectangle filled with a translucent colour (a dim) is shown faded by the compositor, so
    /// its colour's alpha can change without drawing it again.
    func drawLayer(_ name: String, bounds: Rect, shown: Rect, _ draw: (_ visible: Rect) -> Void)

    /// Runs `body` between `save()` and `restore()` (the extension's is every canvas's).
    ///
    /// A requirement, not only an extension method, so that a call on `any Canvas` goes through
    /// the witness table to a copy specialised for the canvas's class. As an extension method
    /// alone it is generic over `Self`, which Embedded Swift (the web build) leaves as a stub in
    /// FluidCanvas while the modules calling it emit it whole: two definitions of one symbol
    /// with different signatures (wasm-ld's "function signature mismatch").
    func withState(_ body: () -> Void)
    /// Runs `body` inside an opacity layer clipped to `bounds` (see the extension's); a
    /// requirement for the reason `withState(_:)` is.
    func withOpacity(_ opacity: Double, bounds: Rect, _ body: () -> Void)
}

extension Canvas {
    /// Clears to `background` when given and ignores `damage`: the behaviour of a canvas that
    /// keeps no previous frame.
    public func beginFrame(background: Color?, damage: FrameDamage?) {
        if let background { clear(background) }
    }

    /// `shadow(_:shadow:)`: a canvas that does not leave out the covered part.
    public func shadow(_ path: Path, shadow: Shadow, beneathOpaqueFill: Bool) {
        self.shadow(path, shadow: shadow)
    }

    public func stroke(_ path: Path, color: Color, lineWidth: Double) {
        stroke(path, color: color, lineWidth: lineWidth, cap: .round, join: .round)
    }

    /// Draws with `draw` directly, in a group clipped to `bounds` when `opacity` is below 1: the
    /// behaviour of a canvas that keeps no pictures.
    public func drawCached(
        _ key: PictureKey, bounds: Rect, opaque: Bool, opacity: Double,
        _ draw: (Canvas) -> Void
    ) {
        withOpacity(opacity, bounds: bounds) { draw(self) }
    }

    /// Draws the layer in place, only what `shown` holds: the behaviour of a canvas that keeps
    /// no layers.
    public func drawLayer(_ name: String, bounds: Rect, shown: Rect, _ draw: (_ visible: Rect) -> Void) {
        draw(shown)
    }

    /// Nothing: a canvas that keeps no pictures draws them when they are painted.
    public func prepareCached(
        _ key: PictureKey, bounds: Rect, opaque: Bool, turned: Bool,
        _ draw: (Canvas) -> Void
    ) {}

    /// `drawCached(_:bounds:opaque:opacity:_:)` at full opacity, by default not opaque.
    public func drawCached(_ key: PictureKey, bounds: Rect, opaque: Bool = false, _ draw: (Canvas) -> Void) {
        drawCached(key, bounds: bounds, opaque: opaque, opacity: 1, draw)
    }

    /// Nothing: a canvas without pixels draws everything (see the requirement).
    public func clip(toPixelsCovering rects: [Rect]) {}

    /// Runs `body` between `save()` and `restore()`.
    public func withState(_ body: () -> Void) {
        save()
        body()
        restore()
    }

    /// Runs `body` inside an opacity layer clipped to `bounds` (points, current user space): the
    /// group Cairo allocates, clears and composites covers only `bounds`, not the canvas.
    ///
    /// Use it for drawings that overlap themselves (a card and the text on it), where a fade must
    /// not show the card through its text. A single shape or line of text fades cheaper with the
    /// alpha in its colour (`Color.opacity(_:)`), no group at all. `bounds` must contain all of
    /// the drawing: what falls outside is cut off. An opacity `Opacity.isInvisible` skips `body`;
    /// one `Opacity.isOpaque` runs it with no group.
    public func withOpacity(_ opacity: Double, bounds: Rect, _ body: () -> Void) {
        guard !Opacity.isInvisible(opacity) else { return }
        if Opacity.isOpaque(opacity) {
            body()
            return
        }
        save()
        clip(to: Path(rect: bounds))
        beginLayer(opacity: opacity)
        body()
        endLayer()
        restore()
    }
}

/// Where an opacity stops costing a group.
///
/// Near either end of 0…1 a fade is not worth a group: at 0.995 a pixel differs from opaque by
/// at most 0.005 × 255 ≈ 1.3 of 255 levels, at 0.005 from nothing by the same.
public enum Opacity {
    /// Opacities at or above this draw as fully opaque.
    public static let opaqueThreshold = 0.995
    /// Opacities at or below this draw nothing.
    public static let invisibleThreshold = 0.005

    /// True when `opacity` draws as fully opaque (≥ 0.995).
    public static func isOpaque(_ opacity: Double) -> Bool { opacity >= opaqueThreshold }
    /// True when `opacity` draws nothing (≤ 0.005, or NaN).
    public static func isInvisible(_ opacity: Double) -> Bool { !(opacity > invisibleThreshold) }
}

public enum LineCap: Sendable { case butt, round, square }
public enum LineJoin: Sendable { case miter, round, bevel }

/// What a picture kept between frames is known by (`Canvas.drawCached`): a name, and a variant
/// for whatever else its drawing depends on (a theme, a colour), so one name drawn two ways keeps
/// two pictures. A string literal is a key with variant 0. A concrete type rather than
/// `AnyHashable`, so canvases build where there are no existentials (Embedded Swift).
public struct PictureKey: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The picture's name ("rotation.card").
    public var name: String
    /// What else the drawing depends on, as the scene numbers it.
    public var variant: Int

    /// The key `name`, drawn as `variant`.
    public init(_ name: String, variant: Int = 0) {
        self.name = name
        self.variant = variant
    }

    /// The key named by a string literal, variant 0.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// The key `name` of a picture whose drawing depends on nothing but `size` (a card of that
    /// size, its colours the same in every theme, text size and language): the size hashed, as
    /// kept for the life of the process, as pictures are.
    public init(_ name: String, size: Size) {
        var hasher = Hasher()
        hasher.combine(size.width)
        hasher.combine(size.height)
        self.init(name, variant: hasher.finalize())
    }
}

extension Rect {
    /// A rectangle of `size` centred on the origin: what a picture drawn about its centre holds.
    public init(centeredOnOriginWith size: Size) {
        self.init(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    }

    /// This rectangle grown on every side by `shadow`'s reach: what a picture of a shape with
    /// its shadow holds.
    public func holding(_ shadow: Shadow) -> Rect {
        insetBy(dx: -shadow.reach, dy: -shadow.reach)
    }
}
