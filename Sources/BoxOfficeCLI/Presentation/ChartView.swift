import BoxOffice
import Reactive

/// The View of `weekly` and `daily`: the spinner while the chart loads, then the chart as a
/// table, JSON or CSV on standard output.
///
/// ``ChartCommandRunner`` composes the client and the view model and hands their outcome here;
/// this type decides only how the terminal shows it.
///
/// ```swift
/// let view = ChartView(
///   command: command, environment: environment, terminal: terminal, stdout: stdout,
///   stderr: stderr)
/// let spinner = view.spinner(scheduler: MainScheduler.instance)
/// // …load, starting and stopping the spinner…
/// view.show(screen)
/// ```
///
/// `ChartView` is a value type; it writes to its outputs and is used on the main thread.
struct ChartView {
  /// The command whose format, fields, colors and bars it follows.
  var command: ChartCommand
  /// The process environment (`COLUMNS`, `NO_COLOR`, `TERM`).
  var environment: [String: String]
  /// What the terminal is.
  var terminal: TerminalFacts
  /// Standard output.
  var stdout: any TextOutput
  /// Standard error.
  var stderr: any TextOutput

  /// The spinner to show while the request is in flight, or `nil` when standard error is not a
  /// terminal.
  ///
  /// - Parameter scheduler: Where the spinner's frames are drawn.
  /// - Returns: The spinner, stopped.
  func spinner(scheduler: any SchedulerType) -> Spinner? {
    guard terminal.stderrIsTerminal else { return nil }
    return Spinner(
      output: stderr, scheduler: scheduler, label: "Asking KOBIS for the \(command.name) chart…",
      width: terminal.stderrColumns ?? 80)
  }

  /// Writes `screen` in the command's format.
  ///
  /// - Parameter screen: The chart to show.
  func show(_ screen: ChartScreen) {
    switch command.format {
    case .table:
      let palette = Palette(
        isEnabled: command.kobis.color.isEnabled(
          stdoutIsTerminal: terminal.stdoutIsTerminal, environment: environment))
      stdout.write(
        ChartTable.render(
          screen, width: terminal.outputWidth(environment: environment), palette: palette,
          fields: command.fields, showsBars: command.showsBars))
    case .json:
      stdout.write(
        ChartJSON.render(
          screen, fields: command.fields ?? ChartField.allCases, isCompact: command.isCompact))
    case .csv:
      stdout.write(ChartCSV.render(screen, fields: command.fields ?? ChartField.allCases))
      if screen.isSample { stderr.write("Note: \(ChartScreen.sampleNote)\n") }
    }
  }
}
