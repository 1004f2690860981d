import ArgumentParser
import FluidCommandLine
import FluidSceneKit
import FluidSession

/// Catches a mistyped subcommand before the parser does. The parser would take `fluid spring
/// descibe --response 0.4` as the group `spring` given an unknown option ("Unknown option
/// '--response'"), and `fluid sprng describe` as two stray arguments; this names the word and
/// the nearest command instead.
enum SubcommandCheck {
    /// Walks `arguments` down the command tree from `root`: at each command that has
    /// subcommands, the next argument must name one of them (or be an option such as `--help`,
    /// or `help`).
    /// - Throws: `CLIError(.usage)` "unknown command 'descibe' for 'fluid spring'; did you mean
    ///   "describe"? (commands: …)".
    static func check(_ arguments: [String], root: ParsableCommand.Type) throws(CLIError) {
        var command = root
        var path = [root.configuration.commandName ?? ""]
        for word in arguments {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !word.hasPrefix("-"), word != "help" else { return }
            let names = subcommands.map { $0.configuration.commandName ?? "" }
            guard let index = names.firstIndex(of: word) else {
                throw CLIError(
                    .usage,
                    "unknown command '\(word)' for '\(path.joined(separator: " "))'"
                        + NameSuggestion.hint(for: word, in: names)
                        + " (commands: \(names.joined(separator: ", ")))")
            }
            command = subcommands[index]
            path.append(word)
        }
    }
}
