#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one lock every use of fonts in this module takes: Pango's layout and measurement, Cairo's
/// glyph drawing, and a text engine's making and teardown.
///
/// Cairo keeps one cache of scaled fonts for the whole process, shared by every font map. It is
/// not safe under concurrent use: a font whose last reference drops on one thread while another
/// thread finds it again in the cache and freezes its glyphs for drawing aborts the process in
/// `cairo_scaled_font_destroy` ("Assertion `! scaled_font->cache_frozen' failed"), rarely and
/// more often under load. Canvases on different threads (tests drawing scenes side by side, a
/// host rendering off its main thread) therefore take turns at text and draw everything else at
/// once. On one thread the lock is never contended.
enum FontLock {
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    /// Runs `body` holding the lock. `body` must not take it again.
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
