import BoxOffice
import Foundation
import Reactive

/// Runs a parsed `trend` command: gives the trend view model its query, shows the progress line
/// while the charts load, keeps the main run loop turning, and draws the bars (or writes JSON or
/// CSV), turning the outcome into an exit status.
///
/// Ctrl-C while the charts load disposes the binding, which cancels the requests in flight,
/// erases the progress line and ends with ``ExitCode/controlC``.
///
/// `TrendCommandRunner` runs on the main thread.
struct TrendCommandRunner {
  /// The command to run.
  var command: TrendCommand
  /// The process environment.
  var environment: [String: String]
  /// Standard output.
  var stdout: any TextOutput
  /// Standard error.
  var stderr: any TextOutput
  /// The tool's dependencies.
  var dependencies: BoxOfficeTool.Dependencies
  /// Today in Korea.
  var today: CalendarDate

  /// Runs the command.
  ///
  /// - Returns: The exit status (``ExitCode``).
  func run() -> Int32 {
    guard
      let api = command.request.kobis.api(
        environment: environment, command: "trend", reportingTo: stderr)
    else { return ExitCode.configuration }
    let ignored = command.optionsTheSampleIgnores
    if !ignored.isEmpty {
      stderr.write("Note: the sample data covers the whole country, so --region is ignored.\n")
    }
    let range = command.range(today: today)
    switch load(api: api, range: range) {
    case .interrupted(let signal):
      return ExitCode.interrupted(by: signal)
    case .finished(.success(let (film, rows))):
      let screen = TrendScreen(
        film: film, rows: rows, granularity: range.granularity, isSample: command.isSample)
      show(screen)
      let firstFailure = rows.lazy.compactMap { row -> BoxOfficeError? in
        if case .failed(let error) = row.status { return error }
        return nil
      }.first
      return firstFailure.map(ExitCode.status(for:)) ?? ExitCode.success
    case .finished(.failure(.ambiguousFilm(let reference, let matches))):
      let lines = matches.map {
        "  " + UntrustedText.sanitized($0.code) + "  " + UntrustedText.sanitized($0.title) + "\n"
      }
      stderr.write(
        UntrustedText.sanitized(
          "Error: '\(reference)' matches \(matches.count) films; run the command again with one "
            + "of their codes:") + "\n" + lines.joined())
      return ExitCode.usage
    case .finished(.failure(let error)):
      stderr.write("Error: \(UntrustedText.sanitized(error.description))\n")
      return Self.status(for: error)
    }
  }

  /// The status that reports a trend that ended without rows.
  ///
  /// - Parameter error: Why.
  /// - Returns: ``ExitCode/notFound`` for a film not found, ``ExitCode/usage`` for an ambiguous
  ///   title, else the status of the request's failure.
  static func status(for error: TrendError) -> Int32 {
    switch error {
    case .filmNotFound: ExitCode.notFound
    case .ambiguousFilm: ExitCode.usage
    case .noPeriodLoaded(let failure), .period(_, let failure), .searchFailed(_, let failure):
      ExitCode.status(for: failure)
    }
  }

  private enum LoadOutcome {
    case finished(Result<(TrendFilm, [TrendRow]), TrendError>)
    case interrupted(Int32)
  }

  /// Binds the view model for the command's trend, showing the progress line (unless logging
  /// with `--verbose`) until the rows or an error arrive or a signal interrupts the wait.
  private func load(api: BoxOfficeAPI, range: TrendRange) -> LoadOutcome {
    let log = command.request.kobis.isVerbose ? VerboseLog(output: stderr) : nil
    let started = ContinuousClock.now
    let client = dependencies.client(
      for: command.request.kobis, api: api, environment: environment, log: log,
      sample: SampleCharts.history,
      now: dependencies.now)
    let progressLine =
      dependencies.terminal.stderrIsTerminal && log == nil
      ? ProgressLine(output: stderr, width: dependencies.terminal.stderrColumns ?? 80) : nil
    let viewModel = TrendViewModel(
      client: client, resolver: .chartsThenSearch(client), scheduler: dependencies.loadScheduler)
    let interrupts = dependencies.interrupts
    interrupts.startCatching()
    var outcome: Result<(TrendFilm, [TrendRow]), TrendError>?
    let binding = TrendBinding(
      viewModel.transform(
        input: .init(query: .just(TrendViewModel.Query(film: command.film, range: range)))),
      progress: { progressLine?.show($0) }, finished: { outcome = $0 })
    MainRunLoop.spin { outcome != nil || interrupts.caughtSignal != nil }
    binding.dispose()
    progressLine?.clear()
    let signal = interrupts.caughtSignal
    interrupts.stopCatching()
    let elapsed = SecondsText.of(started.duration(to: .now) / .milliseconds(1) / 1000)
    log?.note(signal == nil ? "done in \(elapsed) s" : "interrupted after \(elapsed) s")
    log?.close()
    if let signal { return .interrupted(signal) }
    // The wait ends on a signal or with an outcome.
    return .finished(outcome!)
  }

  private func show(_ screen: TrendScreen) {
    let request = command.request
    switch request.format {
    case .table:
      let palette = Palette(
        isEnabled: request.kobis.color.isEnabled(
          stdoutIsTerminal: dependencies.terminal.stdoutIsTerminal, environment: environment))
      stdout.write(
        TrendTable.render(
          screen, width: dependencies.terminal.outputWidth(environment: environment),
          palette: palette, fields: command.fields))
    case .json:
      stdout.write(
        TrendJSON.render(
          screen, fields: command.fields ?? ChartField.allCases, isCompact: request.isCompact))
    case .csv:
      stdout.write(TrendCSV.render(screen, fields: command.fields ?? ChartField.allCases))
      if screen.isSample { stderr.write("Note: \(ChartScreen.sampleNote)\n") }
    }
  }
}
