import FluidCore
import FluidJSON
import FluidLocalization
import FluidSceneKit
import FluidSession

// The phone's settings, as the page reads them (Web/host/settings.js): the appearance, Reduce
// Motion, the text size, the UI strings' catalog and the safe area. They apply to the session
// open now and to every one `fluid_open` opens after. The page hands them in whenever they
// change (a media query's change event, a rotation), so none needs a reload.

/// The options the page's settings give the scenes (`dark` is also `fluid_open`'s argument).
var webOptions = SceneOptions()
/// The safe area the page's `env(safe-area-inset-*)` gives (pt).
var webSafeArea = EdgeInsets.zero

/// A safe-area inset as the page gives it: finite, at least 0 and at most `maxSide`; else 0.
private func inset(_ value: Double) -> Double {
    value.isFinite && value > 0 ? min(value, maxSide) : 0
}

/// Reads the UI strings' catalog from the input's first `length` bytes, a `.mo` file
/// (`Translations/LANG.po` compiled by msgfmt); 0 bytes is English. It applies with the next
/// `fluid_settings` (or `fluid_open`). Returns 0, or minus the length of a one-line error in
/// the output (the catalog before stays).
@_expose(wasm, "fluid_catalog")
@_cdecl("fluid_catalog")
public func fluidCatalog(_ length: Int32) -> Int32 {
    let count = max(0, min(Int(length), input.capacity))
    guard count > 0 else {
        webOptions.catalog = .english
        return 0
    }
    do {
        webOptions.catalog = try MessageCatalog(mo: Array(UnsafeBufferPointer(start: input.base, count: count)))
        return 0
    } catch {
        return -write("the catalog cannot be used: \(error.description)")
    }
}

/// The appearance (`dark` 1), Reduce Motion (`reduceMotion` 1) and the text size: the category
/// named by the input's first `nameLength` bytes (`ContentSizeCategory` names: `large`, `AX2`…)
/// when given, else the one nearest `textScale` × the default body size, as the desktop maps
/// GNOME's text-scaling-factor (the page gives its root font size ÷ 16 px); `large` when
/// `textScale` is not a finite number above 0. When they differ from the open session's, its
/// scene opens again with them, at the same size, where it started, keeping the documents it
/// reports (`Session.startState`: the Shortcuts editor's shortcut, the spring designer's
/// values), the fingers down cancelled first. Returns 1 when the scene opened again, 0 when
/// nothing changed, or minus the length of a one-line error (an unknown text size; nothing
/// changes).
@_expose(wasm, "fluid_settings")
@_cdecl("fluid_settings")
public func fluidSettings(_ dark: Int32, _ reduceMotion: Int32, _ textScale: Double, _ nameLength: Int32) -> Int32 {
    let name = nameLength > 0 ? inputText(nameLength) : ""
    var textSize = ContentSizeCategory.nearest(textScalingFactor: textScale) ?? .default
    if !name.isEmpty {
        guard let named = ContentSizeCategory(name: name) else {
            return -write("unknown text size \"\(name)\" (one of \(ContentSizeCategory.namesText))")
        }
        textSize = named
    }
    webOptions.dark = dark != 0
    webOptions.reduceMotion = reduceMotion != 0
    webOptions.textSize = textSize
    return reopenWithSettings() ? 1 : 0
}

/// Opens the session's scene again with `webOptions` when they differ from what it runs with.
private func reopenWithSettings() -> Bool {
    guard let current = session else { return false }
    let running = current.options
    guard
        running.dark != webOptions.dark || running.reduceMotion != webOptions.reduceMotion
            || running.textSize != webOptions.textSize || running.catalog != webOptions.catalog
    else { return false }
    var options = webOptions
    options.startState = current.startState
    options.documentProblem = running.documentProblem
    fluidCancelTouches()
    guard
        let reopened = try? Session(
            scene: current.sceneName, size: current.size, scale: current.scale,
            safeArea: current.safeArea, options: options)
    else { return false }
    session = reopened
    return true
}

/// The safe area (pt from each edge: the page's `env(safe-area-inset-*)`), for the session open
/// now (laid out again, its state kept) and every one opened after. A side that is not a
/// finite number above 0 is 0; one above 16 384 pt is 16 384.
@_expose(wasm, "fluid_safe_area")
@_cdecl("fluid_safe_area")
public func fluidSafeArea(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) {
    webSafeArea = EdgeInsets(top: inset(top), left: inset(left), bottom: inset(bottom), right: inset(right))
    guard let size = session?.size else { return }
    session?.resize(to: size, safeArea: webSafeArea)
}

/// What the open session runs with, one JSON object: `dark`, `reduceMotion`, `textSize` (its
/// name), `language` (the catalog's, "" for English), `rightToLeft` and `safeArea` ([top, left,
/// bottom, right] pt); empty when no session is open.
@_expose(wasm, "fluid_settings_report")
@_cdecl("fluid_settings_report")
public func fluidSettingsReport() -> Int32 {
    guard let session else { return write("") }
    let options = session.options
    let area = session.safeArea
    return write(
        JSONValue.object([
            ("dark", .bool(options.dark)),
            ("reduceMotion", .bool(options.reduceMotion)),
            ("textSize", .string(options.textSize.name)),
            ("language", .string(options.catalog.language)),
            ("rightToLeft", .bool(options.catalog.isRightToLeft)),
            ("safeArea", .array([area.top, area.left, area.bottom, area.right].map { .number($0) }))
        ]).text)
}
