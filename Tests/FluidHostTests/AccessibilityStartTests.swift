import CATK
import CFluidA11y
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A start the bridge refuses leaves nothing behind. `AT_SPI_BUS_ADDRESS` says a bus runs (the
/// shim then asks atk-bridge without looking further) and `NO_AT_BRIDGE=1` makes atk-bridge
/// refuse (at-spi2-core's `atk_bridge_adaptor_init` returns -1 for it, touching nothing): no
/// real bus is needed, and nothing waits on time.
@Suite(.serialized) struct AccessibilityStartTests {
    /// Sets the environment variables `values` for `body`, then puts back what was there.
    static func withEnvironment(_ values: [String: String], _ body: () -> Void) {
        let before = values.keys.map { ($0, getenv($0).map { String(cString: $0) }) }
        for (name, value) in values { setenv(name, value, 1) }
        defer {
            for (name, value) in before {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        body()
    }

    static func toolkitName() -> String? { atk_get_toolkit_name().map { String(cString: $0) } }

    /// The start answers 0 (it answered nothing and never returned before: it waited for an
    /// answer other than -1), ATK's hooks are as they were (the toolkit's name is not "Fluid"),
    /// and a second start fails the same way.
    @Test func aRefusedStartAnswersZeroAndLeavesATKAsItWas() {
        let before = Self.toolkitName()
        Self.withEnvironment(["AT_SPI_BUS_ADDRESS": "unix:path=/nonexistent/fluid-a11y-test", "NO_AT_BRIDGE": "1"]) {
            for attempt in 1...2 {
                #expect(fluid_a11y_start("fluid-test", nil, nil) == 0, "attempt \(attempt)")
                #expect(Self.toolkitName() == before, "attempt \(attempt)")
                #expect(atk_get_root() == nil, "attempt \(attempt)")
            }
        }
        // Not started: an update, an announcement and a key do nothing and say so.
        fluid_a11y_update(nil, 0)
        fluid_a11y_announce("nothing")
        #expect(fluid_a11y_key(1, 0x61, 38, 0, "a", 0, 0) == 0)
    }
}
