/// When the table is colored (`--color`).
enum ColorChoice: String, CaseIterable, Sendable {
  /// Color only when standard output is a terminal, `NO_COLOR` is unset (or empty) and `TERM` is
  /// not `dumb`.
  case auto
  /// Always color the table, even into a pipe.
  case always
  case never

  /// Whether to color, given where standard output goes and the environment.
  ///
  /// JSON and CSV are never colored, whatever the choice: that is decided by the caller.
  ///
  /// - Parameters:
  ///   - stdoutIsTerminal: Whether standard output is a terminal.
  ///   - environment: The process environment (`NO_COLOR`, `TERM`).
  /// - Returns: Whether the table may carry escape sequences.
  func isEnabled(stdoutIsTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto:
      stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }
}
