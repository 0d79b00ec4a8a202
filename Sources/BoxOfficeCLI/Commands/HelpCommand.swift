/// A `help` command line: whose help to show, or the manual page.
struct HelpCommand: Equatable, Sendable {
  /// The subcommand names given, e.g. `["cache", "clear"]`.
  var names: [String] = []
  /// Whether `--man` asks for the manual page.
  var isManual = false

  /// `--man`.
  static let manual = Option<HelpCommand>.flag(
    OptionDefinition(name: "man", help: "Print the manual page of boxoffice-cli, in roff."),
    \.isManual)

  /// `[<subcommand> ...]`.
  static let subcommands = Argument<HelpCommand>(
    definition: ArgumentDefinition(
      name: "subcommand", help: "The subcommand to show help for, e.g. weekly or cache clear.",
      isOptional: true, isRepeating: true)
  ) { command, value, _ in
    command.names.append(value)
    return nil
  }

  /// Why the names do not lead to a command, or `--man` came with names; `nil` when they do.
  ///
  /// - Parameter root: The command table.
  /// - Returns: The sentence of the usage error.
  func problem(root: CommandDefinition) -> String? {
    if isManual && !names.isEmpty {
      return "The manual page covers every subcommand: use '\(HelpText.programName) help --man' "
        + "alone."
    }
    var command = root
    for name in names {
      guard let subcommand = command.subcommand(named: name) else {
        if command.subcommands.isEmpty {
          return "Unexpected argument \(UsageError.quote(name))."
        }
        return CommandLineParser.unknownSubcommand(name, of: command)
      }
      command = subcommand
    }
    return nil
  }
}
