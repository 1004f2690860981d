import ArgumentParser
import FluidFiles

/// How `fluid` and `fluid-playground` end (docs/commands.md, "Exit codes"): every failure is one
/// line on stderr, `program: message`, and a sysexits code (64 bad usage, 65 bad data, see
/// `CLIError`); never a stack trace. `--help` and `--version` arrive as errors that print to
/// stdout and exit 0; when stdout cannot take them, exit 74 with a line.
public struct CommandMain<Command: ParsableCommand> {
    /// The name each error line starts with.
    public let program: String

    public init(_ command: Command.Type, program: String) {
        self.program = program
    }

    /// Prepares the standard streams (`StandardStreams.prepare()`), runs `check` on `arguments`,
    /// parses them and runs the command; returns only when it succeeded.
    public func run(
        _ arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        check: ([String]) throws -> Void = { _ in }
    ) {
        StandardStreams.prepare()
        do {
            try check(arguments)
            var command = try Command.parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(reporting: error)
        }
    }

    /// Prints what went wrong and exits with its code.
    public func exit(reporting error: Error) -> Never {
        if let failure = error as? CLIError {
            printError(failure.message)
            exit(failure.code.rawValue)
        }
        let code = Command.exitCode(for: error)
        if code == .success {
            do {
                try StandardOutput.write(Command.fullMessage(for: error) + "\n")
            } catch {
                printError(error.message)
                exit(error.code.rawValue)
            }
            exit(0)
        }
        let line = Command.message(for: error).split(separator: "\n").first.map(String.init) ?? ""
        if !line.isEmpty { printError(line.replacingOccurrences(of: "Error: ", with: "")) }
        exit(code.rawValue)
    }

    /// One line on stderr; lost without a word when stderr itself cannot be written.
    public func printError(_ message: String) {
        StandardStreams.writeError("\(program): \(message)\n")
    }

    /// Exits with `code` and prints nothing (ArgumentParser's exit, so this target needs no C
    /// library).
    private func exit(_ code: Int32) -> Never {
        Command.exit(withError: ExitCode(code))
    }
}
