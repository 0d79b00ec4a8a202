/// A command line that cannot be run as written: an unknown option or subcommand, a missing or
/// invalid value, options that contradict each other.
///
/// Reported in swift-argument-parser's shape on standard error, with exit status
/// ``ExitCode/usage``:
///
/// ```
/// Error: Unknown option '--dat'. Did you mean '--date'?
/// Usage: boxoffice-cli weekly [<options>]
///   See 'boxoffice-cli weekly --help' for more information.
/// ```
struct UsageError: Error, Equatable, Sendable {
  /// The path of the command whose usage applies (`["weekly"]`), empty for the root command.
  var path: [String] = []
  /// The sentence after `Error: `.
  var message: String

  /// The three lines written to standard error, each ending in a line break.
  var text: String {
    "Error: \(message)\n"
      + "Usage: \(HelpText.usage(path))\n"
      + "  See '\(HelpText.commandName(path)) --help' for more information.\n"
  }

  /// An argument as error messages quote it: made safe for a terminal, cut after 40 cells, in
  /// single quotes. Arguments are whatever was typed (or pasted), so they are untrusted text.
  ///
  /// - Parameter argument: The argument.
  /// - Returns: `'argument'`.
  static func quote(_ argument: String) -> String {
    "'" + TerminalCellWidth.truncate(argument.displayed, toCells: 40) + "'"
  }
}
