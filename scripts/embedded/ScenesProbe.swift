import FluidCanvas
import FluidSession

/// The web build's replay (Web/Replay/WebReplay.swift) as a WASI command, for
/// scripts/test-embedded.sh: reads a touch script on standard input, runs the scene named by
/// FLUID_SCENE (else the script's header, else the default) at 60 fps and prints the trace,
/// which must equal `fluid replay SCRIPT --scene NAME --trace -` byte for byte. Then replays it
/// again drawing every frame, and prints on standard error `stack: N`: the most bytes of the
/// stack in use during both (scripts/embedded/stack.c).
@main struct ScenesProbe {
    static func main() {
        fluidStackPaint()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBufferPointer { wasiRead(0, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        var scene: String?
        if let value = wasiGetenv("FLUID_SCENE") { scene = String(cString: value) }
        let text = String(decoding: bytes, as: UTF8.self)
        let result = WebReplay.trace(script: text, scene: scene, fps: 60)
        print(result.trace, terminator: result.failed ? "\n" : "")
        // Again, each frame drawn as the page draws it (into a canvas that records the calls),
        // for the stack drawing takes; its trace is left out, as `fluid replay` draws nothing.
        if !result.failed {
            _ = WebReplay.trace(script: text, scene: scene, fps: 60) { session in
                session.drawFrame(in: RecordingCanvas(size: session.size))
            }
        }
        var report = Array("stack: \(fluidStackPeak())\n".utf8)
        _ = report.withUnsafeMutableBufferPointer { wasiWrite(2, $0.baseAddress, $0.count) }
        if result.failed { wasiExit(65) }
    }
}

@_extern(c, "read")
func wasiRead(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int) -> Int

@_extern(c, "getenv")
func wasiGetenv(_ name: UnsafePointer<CChar>) -> UnsafePointer<CChar>?

@_extern(c, "exit")
func wasiExit(_ status: Int32)

@_extern(c, "write")
func wasiWrite(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int) -> Int

@_extern(c, "fluid_stack_paint")
func fluidStackPaint()

@_extern(c, "fluid_stack_peak")
func fluidStackPeak() -> Int32
