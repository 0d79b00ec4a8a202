import BoxOffice

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the command needs to know about where its output goes: which streams are terminals and
/// how wide those terminals are.
///
/// `main` gathers them with ``current()``; tests pass their own, so a test can be "on a
/// terminal" of any width.
public struct TerminalFacts: Equatable, Sendable {
  /// Whether standard output is a terminal.
  public var stdoutIsTerminal = false
  /// Whether standard error is a terminal.
  public var stderrIsTerminal = false
  /// The width of standard output's terminal in cells, or `nil` when it is not a terminal or
  /// does not say.
  public var stdoutColumns: Int?
  /// The width of standard error's terminal in cells, or `nil`.
  public var stderrColumns: Int?
  /// Whether standard input is a terminal (the browser reads its keys there).
  public var stdinIsTerminal = false

  /// The facts about this process's standard input, output and error: `isatty(3)`, and the
  /// window size from the `TIOCGWINSZ` ioctl.
  ///
  /// - Returns: The facts.
  public static func current() -> TerminalFacts {
    TerminalFacts(
      stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1,
      stdoutColumns: windowSize(of: 1)?.columns, stderrColumns: windowSize(of: 2)?.columns,
      stdinIsTerminal: isatty(0) == 1)
  }

  /// The width of the table: the terminal's, else `COLUMNS`, else 80.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The width in cells, at least 1.
  func outputWidth(environment: [String: String]) -> Int {
    if let stdoutColumns, stdoutColumns > 0 { return stdoutColumns }
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
    return 80
  }

  /// The size of the terminal on `fileDescriptor`, from the `TIOCGWINSZ` ioctl (24 rows when it
  /// gives columns only), or `nil` when it does not say or is not a terminal.
  static func windowSize(of fileDescriptor: Int32) -> TerminalSize? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(fileDescriptor, request, &size) == 0, size.ws_col > 0 else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: size.ws_row > 0 ? Int(size.ws_row) : 24)
  }
}
