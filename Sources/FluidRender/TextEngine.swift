import CCairo
import FluidCanvas
import FluidCore

/// Pango text and icon layout for `CairoCanvas`, with a cache of shaped layouts.
///
/// Layouts are resolution independent: sizes are absolute (1 pt of `TextStyle.size` = 1 user
/// unit) and metrics are unhinted, so a measurement is the same at every canvas scale and a
/// cached layout can be drawn at any transform. Shaping is the expensive part of text, so a
/// frame that repeats last frame's strings (a list scrolling) reuses every layout.
final class TextEngine {
    /// The family text is set in: "Inter" when installed, else "sans-serif".
    let textFamily: String
    /// "Material Design Icons" when installed, else nil (icons fall back to a drawn glyph).
    let iconFamily: String?

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var layouts: [LayoutKey: CachedLayout] = [:]
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var useCounter: UInt64 = 0

    /// Layouts kept before the least recently used half is dropped.
    private let layoutCapacity = 1024
    private static let pangoScale = 1024.0

    init() {
        (fontMap, context, textFamily, iconFamily) = FontLock.withLock { TextEngine.make() }
    }

    private static func make() -> (UnsafeMutablePointer<PangoFontMap>, OpaquePointer, String, String?) {
        let fontMap = pango_cairo_font_map_new()!
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        let families = TextEngine.installedFamilies(fontMap)
        return (
            fontMap, context, families.contains("inter") ? "Inter" : "sans-serif",
            families.contains("material design icons") ? "Material Design Icons" : nil
        )
    }

    deinit {
        FontLock.withLock { release() }
    }

    private func release() {
        for entry in layouts.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        for font in fonts.values { pango_font_description_free(font) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The logical size of `text` set in `style`, in points.
    func measure(_ text: String, style: TextStyle) -> Size {
        FontLock.withLock { layout(for: LayoutKey(text: text, style: style, family: textFamily)).size }
    }

    /// Draws `text` with its layout box's top-left at `origin` (points); returns the box size.
    func draw(_ text: String, at origin: Point, style: TextStyle, in cr: OpaquePointer) -> Size {
        FontLock.withLock { show(text, at: origin, style: style, in: cr) }
    }

    private func show(_ text: String, at origin: Point, style: TextStyle, in cr: OpaquePointer) -> Size {
        let cached = layout(for: LayoutKey(text: text, style: style, family: textFamily))
        let c = style.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, cached.layout)
        TextEngine.dropFont(cr)
        cairo_new_path(cr)
        return cached.size
    }

    /// Draws one icon glyph centred (by its ink box) on `center`, `size` points tall.
    /// Returns false when no icon font is installed.
    func drawIcon(
        codepoint: UInt32, center: Point, size: Double, color: Color,
        in cr: OpaquePointer
    ) -> Bool {
        FontLock.withLock { showIcon(codepoint: codepoint, center: center, size: size, color: color, in: cr) }
    }

    private func showIcon(
        codepoint: UInt32, center: Point, size: Double, color: Color,
        in cr: OpaquePointer
    ) -> Bool {
        guard let family = iconFamily, let scalar = Unicode.Scalar(codepoint) else { return false }
        // Laid out at the nearest quarter point and drawn scaled to `size`: an icon a press
        // scales through a new size every frame would otherwise have Pango load a font for each
        // (fontconfig's match, over a million instructions a size).
        let laidOut = max(0.25, (size * 4).rounded() / 4)
        let key = LayoutKey(text: String(Character(scalar)), size: laidOut, family: family)
        let cached = layout(for: key)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        if laidOut == size {
            cairo_move_to(cr, center.x - cached.inkCenter.x, center.y - cached.inkCenter.y)
            pango_cairo_show_layout(cr, cached.layout)
        } else {
            cairo_save(cr)
            cairo_translate(cr, center.x, center.y)
            cairo_scale(cr, size / laidOut, size / laidOut)
            cairo_move_to(cr, -cached.inkCenter.x, -cached.inkCenter.y)
            pango_cairo_show_layout(cr, cached.layout)
            cairo_restore(cr)
        }
        TextEngine.dropFont(cr)
        cairo_new_path(cr)
        return true
    }

    /// Lets go of the scaled font drawing left set on `cr`, while the font lock is held: a
    /// context that kept it would drop Cairo's shared font later, at a `cairo_restore` or
    /// `cairo_destroy` outside the lock (see `FontLock`).
    private static func dropFont(_ cr: OpaquePointer) {
        cairo_set_font_face(cr, nil)
    }

    // MARK: Cache

    private struct CachedLayout {
        var layout: OpaquePointer
        var size: Size
        /// Centre of the ink rectangle relative to the layout's top-left, in points.
        var inkCenter: Point
        var lastUse: UInt64
    }

    private func layout(for key: LayoutKey) -> CachedLayout {
        useCounter += 1
        if var hit = layouts[key] {
            hit.lastUse = useCounter
            layouts[key] = hit
            return hit
        }
        if layouts.count >= layoutCapacity { evictOldHalf() }
        let made = makeLayout(key)
        layouts[key] = made
        return made
    }

    private func evictOldHalf() {
        let cutoff = layouts.values.map(\.lastUse).sorted()[layouts.count / 2]
        for (key, entry) in layouts where entry.lastUse < cutoff {
            g_object_unref(UnsafeMutableRawPointer(entry.layout))
            layouts[key] = nil
        }
    }

    private func makeLayout(_ key: LayoutKey) -> CachedLayout {
        let layout = pango_layout_new(context)!
        pango_layout_set_font_description(
            layout,
            font(
                FontKey(
                    family: key.family, size: key.size,
                    weight: key.weight)))
        pango_layout_set_text(layout, key.text, -1)
        if key.monospacedDigits {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        if let width = key.maxWidth {
            pango_layout_set_width(layout, Int32((max(width, 0) * TextEngine.pangoScale).rounded()))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            // A negative height limits the paragraph to that many lines, ellipsizing the last.
            pango_layout_set_height(layout, -Int32(max(key.maxLines, 1)))
            switch key.alignment {
            case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            }
        }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let s = TextEngine.pangoScale
        let width = key.maxWidth.map { min(Double(logical.width) / s, $0) } ?? Double(logical.width) / s
        return CachedLayout(
            layout: layout,
            size: Size(width: width, height: Double(logical.height) / s),
            inkCenter: Point(
                x: (Double(ink.x) + Double(ink.width) / 2) / s,
                y: (Double(ink.y) + Double(ink.height) / 2) / s),
            lastUse: useCounter)
    }

    private func font(_ key: FontKey) -> OpaquePointer {
        if let font = fonts[key] { return font }
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, key.family)
        pango_font_description_set_absolute_size(font, key.size * TextEngine.pangoScale)
        pango_font_description_set_weight(font, PangoWeight(rawValue: key.weight))
        fonts[key] = font
        return font
    }

    private static func installedFamilies(_ fontMap: UnsafeMutablePointer<PangoFontMap>) -> Set<String> {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        var names = Set<String>()
        for i in 0..<Int(count) {
            if let family = families?[i], let name = pango_font_family_get_name(family) {
                names.insert(String(cString: name).lowercased())
            }
        }
        return names
    }
}

/// What determines a shaped layout (colour does not: it is the Cairo source when drawing).
private struct LayoutKey: Hashable {
    var text: String
    var size: Double
    var family: String
    var weight: UInt32
    var maxWidth: Double?
    var maxLines: Int
    var alignment: TextStyle.Alignment
    var monospacedDigits: Bool
}

extension LayoutKey {
    /// The key for `text` set in `style` in the given family.
    init(text: String, style: TextStyle, family: String) {
        self.init(
            text: text, size: style.size, family: family, weight: style.weight.pangoWeight,
            maxWidth: style.maxWidth, maxLines: style.maxLines, alignment: style.alignment,
            monospacedDigits: style.monospacedDigits)
    }

    /// The key for a single unwrapped glyph run (icons).
    init(text: String, size: Double, family: String) {
        self.init(
            text: text, size: size, family: family, weight: PANGO_WEIGHT_NORMAL.rawValue,
            maxWidth: nil, maxLines: 1, alignment: .leading, monospacedDigits: false)
    }
}

extension TextStyle.Weight {
    /// The OpenType weight class: regular 400, medium 500, semibold 600, bold 700.
    var pangoWeight: UInt32 {
        switch self {
        case .regular: PANGO_WEIGHT_NORMAL.rawValue
        case .medium: PANGO_WEIGHT_MEDIUM.rawValue
        case .semibold: PANGO_WEIGHT_SEMIBOLD.rawValue
        case .bold: PANGO_WEIGHT_BOLD.rawValue
        }
    }
}

private struct FontKey: Hashable {
    var family: String
    var size: Double
    var weight: UInt32
}
