import ArgumentParser
import FluidFiles
import FluidScenes
import Foundation

/// `fluid`: the command-line tool. Add a subcommand by appending its type to `subcommands`.
@main
struct Fluid: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fluid",
        abstract: "Fluid interfaces on an exact, deterministic engine.",
        version: FluidVersion.current,
        subcommands: [ReplayCommand.self, BenchCommand.self, SpringCommand.self])

    /// Parses, runs, and turns every failure into one line on stderr and a sysexits code:
    /// 64 bad usage, 65 bad data (see `CLIError`); never a stack trace. Every byte goes out
    /// through `StandardStreams`, so a closed, full or broken standard output or error is an exit
    /// code, never a trap (docs/commands.md).
    static func main() {
        StandardStreams.prepare()
        do {
            let arguments = SpringSampleCommand.coalescingRetargets(Array(CommandLine.arguments.dropFirst()))
            try SubcommandCheck.check(arguments, root: Fluid.self)
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(reporting: error)
        }
    }

    static func exit(reporting error: Error) -> Never {
        if let failure = error as? CLIError {
            printError(failure.message)
            Foundation.exit(failure.code.rawValue)
        }
        let code = exitCode(for: error)
        if code == .success {
            // --help and --version arrive as "errors" that exit 0.
            do {
                try StandardOutput.write(fullMessage(for: error) + "\n")
            } catch {
                printError(error.message)
                Foundation.exit(error.code.rawValue)
            }
            Foundation.exit(0)
        }
        let message = message(for: error)
            .split(separator: "\n").first.map(String.init) ?? ""
        if !message.isEmpty { printError(message.replacingOccurrences(of: "Error: ", with: "")) }
        Foundation.exit(code.rawValue)
    }

    /// One line on stderr; lost without a word when stderr itself cannot be written.
    static func printError(_ message: String) {
        StandardStreams.writeError("fluid: \(message)\n")
    }
}

/// A failure with its exit code; the message is one line without the program name.
struct CLIError: Error {
    /// Exit codes from sysexits(3).
    enum Code: Int32 {
        case usage = 64
        case dataError = 65
        case unavailable = 69
        case software = 70
        case cannotCreate = 73
        case ioError = 74
    }

    var code: Code
    var message: String

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}
