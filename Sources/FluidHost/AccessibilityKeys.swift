import CFluidA11y
import CSDL2
import CX11

/// The window's keys as assistive technology hears them: each SDL key press and release becomes
/// an ATK key event (X keysym, keycode, modifier mask and the text it types) for the listeners a
/// screen reader registered, as a GTK window's keys are. A screen reader takes its own commands
/// (Orca's "where am I", flat review) from these, and may consume a key: the window then ignores it.
extension AccessibilityBridge {
    /// How long the window waits for the listeners before it takes the key itself (ms). While
    /// they are still busy with an earlier key it does not wait at all: behind a slow listener
    /// (a screen reader that takes a second per key) a wait per key stalled the window a quarter
    /// second for every key queued, and Ctrl+Q after two Escapes closed it 1.8 s late
    /// (`make test-atspi` measures it).
    static let keyListenerTimeout: Int32 = 250

    /// Hands a key event to assistive technology; true when it consumed the key. Other events,
    /// and keys that have no X keysym, are not forwarded.
    func forwardKey(_ event: SDL_Event) -> Bool {
        guard event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue else { return false }
        let key = event.key.keysym
        guard let keysym = Self.keysym(for: key.sym, shifted: UInt32(key.mod) & UInt32(KMOD_SHIFT.rawValue) != 0)
        else { return false }
        let keycode = keyDisplay.map { UInt32(XKeysymToKeycode($0, KeySym(keysym))) } ?? 0
        let text = Self.text(for: keysym)
        return fluid_a11y_key(
            event.type == SDL_KEYDOWN.rawValue ? 1 : 0, keysym, keycode,
            Self.modifierMask(UInt32(key.mod)), text, event.key.timestamp,
            Self.keyListenerTimeout) == 1
    }

    /// The X keysym of an SDL key: Latin-1 keys are their own keysym (upper case when shifted),
    /// the others from a table (X11's keysymdef.h).
    static func keysym(for sym: SDL_Keycode, shifted: Bool) -> UInt32? {
        let code = UInt32(bitPattern: sym)
        if code >= 0x20, code < 0x7f {
            let isLetter = code >= 0x61 && code <= 0x7a
            return isLetter && shifted ? code - 0x20 : code
        }
        return specialKeysyms[code]
    }

    /// What a key types, as GTK gives it to ATK: the character for a printable keysym, else
    /// the keysym's name ("Tab", "Return").
    static func text(for keysym: UInt32) -> String? {
        if keysym > 0x20, keysym < 0x7f, let scalar = Unicode.Scalar(keysym) { return String(Character(scalar)) }
        guard let name = XKeysymToString(KeySym(keysym)) else { return nil }
        return String(cString: name)
    }

    /// SDL's modifier state as X's mask: Shift 1, Lock 2, Control 4, Mod1 (Alt) 8, Mod2
    /// (Num Lock) 16, Mod4 (Super) 64.
    static func modifierMask(_ mod: UInt32) -> UInt32 {
        var mask: UInt32 = 0
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { mask |= 1 }
        if mod & UInt32(KMOD_CAPS.rawValue) != 0 { mask |= 2 }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { mask |= 4 }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { mask |= 8 }
        if mod & UInt32(KMOD_NUM.rawValue) != 0 { mask |= 16 }
        if mod & UInt32(KMOD_GUI.rawValue) != 0 { mask |= 64 }
        return mask
    }

    static let specialKeysyms: [UInt32: UInt32] = {
        var table: [UInt32: UInt32] = [
            UInt32(SDLK_TAB.rawValue): 0xff09, UInt32(SDLK_RETURN.rawValue): 0xff0d,
            UInt32(SDLK_ESCAPE.rawValue): 0xff1b, UInt32(SDLK_BACKSPACE.rawValue): 0xff08,
            UInt32(SDLK_DELETE.rawValue): 0xffff, UInt32(SDLK_HOME.rawValue): 0xff50,
            UInt32(SDLK_LEFT.rawValue): 0xff51, UInt32(SDLK_UP.rawValue): 0xff52,
            UInt32(SDLK_RIGHT.rawValue): 0xff53, UInt32(SDLK_DOWN.rawValue): 0xff54,
            UInt32(SDLK_PAGEUP.rawValue): 0xff55, UInt32(SDLK_PAGEDOWN.rawValue): 0xff56,
            UInt32(SDLK_END.rawValue): 0xff57, UInt32(SDLK_INSERT.rawValue): 0xff63,
            UInt32(SDLK_KP_ENTER.rawValue): 0xff8d, UInt32(SDLK_KP_PLUS.rawValue): 0xffab,
            UInt32(SDLK_KP_MINUS.rawValue): 0xffad, UInt32(SDLK_KP_MULTIPLY.rawValue): 0xffaa,
            UInt32(SDLK_KP_DIVIDE.rawValue): 0xffaf, UInt32(SDLK_KP_PERIOD.rawValue): 0xffae,
            UInt32(SDLK_LSHIFT.rawValue): 0xffe1, UInt32(SDLK_RSHIFT.rawValue): 0xffe2,
            UInt32(SDLK_LCTRL.rawValue): 0xffe3, UInt32(SDLK_RCTRL.rawValue): 0xffe4,
            UInt32(SDLK_CAPSLOCK.rawValue): 0xffe5, UInt32(SDLK_LALT.rawValue): 0xffe9,
            UInt32(SDLK_RALT.rawValue): 0xffea, UInt32(SDLK_LGUI.rawValue): 0xffeb,
            UInt32(SDLK_RGUI.rawValue): 0xffec, UInt32(SDLK_NUMLOCKCLEAR.rawValue): 0xff7f
        ]
        let keypad = [
            SDLK_KP_0, SDLK_KP_1, SDLK_KP_2, SDLK_KP_3, SDLK_KP_4, SDLK_KP_5, SDLK_KP_6, SDLK_KP_7,
            SDLK_KP_8, SDLK_KP_9
        ]
        for (digit, key) in keypad.enumerated() { table[UInt32(key.rawValue)] = 0xffb0 + UInt32(digit) }
        let functions = [
            SDLK_F1, SDLK_F2, SDLK_F3, SDLK_F4, SDLK_F5, SDLK_F6, SDLK_F7, SDLK_F8, SDLK_F9,
            SDLK_F10, SDLK_F11, SDLK_F12
        ]
        for (n, key) in functions.enumerated() { table[UInt32(key.rawValue)] = 0xffbe + UInt32(n) }
        return table
    }()
}
