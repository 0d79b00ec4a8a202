/// What a command line asks for, once parsed.
///
/// `Invocation` is a value type and thread-safe.
enum Invocation: Equatable, Sendable {
  /// Show the help of the root command (`nil`) or of a subcommand, on standard output.
  case help(Subcommand?)
  /// Show the version.
  case version
  /// Show a chart.
  case chart(ChartCommand)
}
