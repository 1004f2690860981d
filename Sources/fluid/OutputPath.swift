import FluidCommandLine
import FluidFiles
import Foundation

/// Checks, before any work, that a file can be created at a path, so a failure is reported once
/// and with its cause ("no such directory /x") rather than as the writer's generic stream error.
enum OutputPath {
    /// Why a file cannot be created at `path`, or nil when its directory exists and is writable
    /// and the path is not itself a directory.
    static func problem(writing path: String) -> String? {
        let directory = (path as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            return "no such directory \(folder)"
        }
        guard isDirectory.boolValue else { return "\(folder) is not a directory" }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory"
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            return "permission denied: cannot create files in \(folder)"
        }
        return nil
    }
}

extension OutputAlias {
    /// Refuses (exit 64, naming both files) an output that is one of the inputs or another
    /// output; called before anything is written.
    static func check(inputs: [Input], outputs: [Output]) throws(CLIError) {
        if let problem = problem(inputs: inputs, outputs: outputs) {
            throw CLIError(.usage, problem)
        }
    }
}
