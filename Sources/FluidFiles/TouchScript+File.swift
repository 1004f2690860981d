import FluidSession

extension TouchScript {
    /// Reads and parses the file at `path` (at most `maxFileSize` bytes); errors name the path.
    public init(contentsOfFile path: String) throws(TouchScriptError) {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, limit: TouchScript.maxFileSize)
        } catch {
            switch error {
            case .unreadable(let code):
                throw TouchScriptError(
                    source: path, line: nil, message: "cannot read the file (\(BoundedFile.reason(code)))")
            case .tooLarge:
                throw TouchScriptError(
                    source: path, line: nil, message: "the script is larger than \(TouchScript.maxFileSize >> 20) MiB",
                    kind: .malformed)
            }
        }
        try self.init(parsing: bytes, source: path)
    }
}
