import ArgumentParser
import FluidCommandLine
import FluidFiles
import FluidSession

/// `fluid`: the command-line tool. Add a subcommand by appending its type to `subcommands`.
@main
struct Fluid: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fluid",
        abstract: "Fluid interfaces on an exact, deterministic engine.",
        version: FluidVersion.current,
        subcommands: [ReplayCommand.self, BenchCommand.self, SpringCommand.self])

    /// Parses and runs through `CommandMain`: every failure is one line on stderr and a
    /// sysexits code, 64 bad usage, 65 bad data (see `CLIError`); never a stack trace. Every
    /// byte goes out through `StandardStreams`, so a closed, full or broken standard output or
    /// error is an exit code, never a trap (docs/commands.md).
    static func main() {
        let arguments = SpringSampleCommand.coalescingRetargets(Array(CommandLine.arguments.dropFirst()))
        CommandMain(Fluid.self, program: "fluid").run(arguments) { try SubcommandCheck.check($0, root: Fluid.self) }
    }
}
