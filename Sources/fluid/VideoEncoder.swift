import FluidCanvas
import FluidCommandLine
import FluidFiles
import FluidRender
import Foundation

/// Pipes raw BGRA frames into Debian's `ffmpeg` to make a GIF or an MP4. The video is written
/// to a temporary file and renamed into place when ffmpeg succeeds, so a failed run leaves no
/// half-written video. A path through a symbolic link writes through it (the link's target is
/// replaced, `AtomicFile.destination(of:)`). A device or pipe gets the finished video copied
/// into it, checked write by write: ffmpeg's GIF muxer ignores write errors (a GIF into
/// /dev/full exits 0). Its MP4 muxer ignores them too (a file-size limit leaves an MP4 cut short
/// and exits 0), so a finished MP4's boxes are checked before it is moved into place. A class:
/// it owns the ffmpeg process.
final class VideoEncoder {
    enum Format {
        case gif, mp4

        init?(path: String) {
            switch (path as NSString).pathExtension.lowercased() {
            case "gif": self = .gif
            case "mp4": self = .mp4
            default: return nil
            }
        }
    }

    /// GIF frame delays are whole centiseconds and browsers honour 2 cs: 50 fps at most.
    static let maxGIFFrameRate = 50.0

    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let path: String
    private let format: Format
    /// Where ffmpeg writes: a temporary beside the target, or in the temporary folder for a
    /// device.
    private let temporaryPath: String
    /// Where the finished video goes.
    private let destination: AtomicFile.Destination
    private let width: Int
    private let height: Int

    /// Starts ffmpeg for `width × height` pixel frames at `fps`. A GIF's frames are resized by
    /// `gifScale` (0 < gifScale ≤ 1; `ReplayOutput` asks for 1 pixel per point unless `--scale`
    /// was given) and play at most `maxGIFFrameRate` fps; MP4s keep every pixel and frame.
    init(path: String, width: Int, height: Int, fps: Double, gifScale: Double) throws(CLIError) {
        guard let format = Format(path: path) else { throw CLIError(.usage, "video must be .gif or .mp4") }
        guard let ffmpeg = VideoEncoder.find("ffmpeg") else {
            throw CLIError(.unavailable, "ffmpeg not found (apt-get install ffmpeg)")
        }
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        destination = AtomicFile.destination(of: path)
        switch destination {
        case .replace(let file):
            AtomicFile.sweepStale(besides: file)
            temporaryPath = AtomicFile.temporaryPath(for: file)
        case .inPlace:
            temporaryPath = AtomicFile.temporaryPath(for: NSTemporaryDirectory() + "/fluid-video")
        }
        var arguments = [
            "-hide_banner", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)",
            "-r", String(fps), "-i", "-"
        ]
        switch format {
        case .gif:
            let rate = min(fps, VideoEncoder.maxGIFFrameRate)
            let outWidth = max(1, Int((Double(width) * gifScale).rounded()))
            arguments += [
                "-vf",
                "fps=\(rate),scale=\(outWidth):-1:flags=lanczos,split[a][b];"
                    + "[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
                "-loop", "0", "-f", "gif", temporaryPath
            ]
        case .mp4:
            arguments += [
                "-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2", "-c:v", "libx264", "-preset", "medium",
                "-crf", "18", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4", temporaryPath
            ]
        }
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw CLIError(.unavailable, "cannot start ffmpeg: \(error.localizedDescription)")
        }
    }

    /// Sends one frame. - Precondition: the canvas has the encoder's pixel size.
    func append(_ canvas: CairoCanvas) throws(CLIError) {
        precondition(canvas.pixelWidth == width && canvas.pixelHeight == height)
        let data = canvas.withPixels { bytes, stride in
            var data = Data(capacity: width * height * 4)
            for row in 0..<height {
                data.append(
                    contentsOf: UnsafeRawBufferPointer(rebasing: bytes[(row * stride)..<(row * stride + width * 4)]))
            }
            return data
        }
        guard RawWrite.whole(data, to: input.fileHandleForWriting.fileDescriptor) == 0 else { throw failure() }
    }

    /// Closes the input and waits for ffmpeg; the video stays in its temporary file.
    func finish() throws(CLIError) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw failure() }
        if format == .mp4, let problem = VideoEncoder.mp4Problem(at: temporaryPath) {
            unlink(temporaryPath)
            throw CLIError(.ioError, "ffmpeg failed writing \(path): \(problem)")
        }
    }

    /// What is wrong with the MP4 file at `path` as a whole — its top-level boxes (ISO/IEC
    /// 14496-12: a 32-bit big-endian size, or 1 and a 64-bit one after the type, or 0 for the
    /// rest of the file, then a four-letter type) must end exactly at the file's end and hold a
    /// `moov` (the index a player needs) and an `mdat` — or nil when nothing is.
    static func mp4Problem(at path: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return "the video cannot be read back" }
        defer { try? file.close() }
        guard let end = try? file.seekToEnd() else { return "the video cannot be read back" }
        var offset: UInt64 = 0
        var types = Set<String>()
        while offset < end {
            guard (try? file.seek(toOffset: offset)) != nil, let header = try? file.read(upToCount: 16),
                header.count >= 8
            else { return "the video is cut short at byte \(offset)" }
            let bytes = [UInt8](header)
            let size32 = bytes[0..<4].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let type = String(decoding: bytes[4..<8], as: UTF8.self)
            var size = size32
            if size32 == 1 {
                guard bytes.count == 16 else { return "the video is cut short at byte \(offset)" }
                size = bytes[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            } else if size32 == 0 {
                size = end - offset
            }
            guard size >= (size32 == 1 ? 16 : 8), size <= end - offset else {
                return "the video is cut short in its '\(type)' box at byte \(offset)"
            }
            types.insert(type)
            offset += size
        }
        guard types.contains("moov"), types.contains("mdat") else { return "the video has no index ('moov' box)" }
        return nil
    }

    /// Moves the finished video into place (renamed onto its file, or copied into its device).
    func commit() throws(CLIError) {
        defer { unlink(temporaryPath) }
        switch destination {
        case .replace(let target):
            guard rename(temporaryPath, target) == 0 else {
                throw CLIError(.cannotCreate, "cannot write \(path): \(AtomicFile.reason(errno: errno))")
            }
        case .inPlace(let device):
            let status = VideoEncoder.copy(temporaryPath, into: device)
            guard status == 0 else {
                throw CLIError(.ioError, "cannot write \(path): \(StandardStreams.reason(status))")
            }
        }
    }

    /// Appends the file at `source` to `device` through `RawWrite`: 0, or the error number.
    private static func copy(_ source: String, into device: String) -> Int32 {
        guard !StandardStreams.isClosedDescriptor(device) else { return EBADF }
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return errno }
        defer { close(input) }
        let output = open(device, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard output >= 0 else { return errno }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var status: Int32 = 0
        while status == 0 {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { status = errno }
            if count <= 0 { break }
            status = buffer.withUnsafeBytes {
                RawWrite.whole(UnsafeRawBufferPointer(rebasing: $0[..<count]), to: output)
            }
        }
        let closed = close(output) == 0 ? 0 : errno
        return status != 0 ? status : closed
    }

    /// Stops ffmpeg (if it still runs) and removes the partial file.
    func cancel() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        unlink(temporaryPath)
    }

    private func failure() -> CLIError {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        unlink(temporaryPath)
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let detail = output.split(separator: "\n").last.map(String.init) ?? "exit status \(process.terminationStatus)"
        return CLIError(.ioError, "ffmpeg failed writing \(path): \(detail)")
    }

    static func find(_ program: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
