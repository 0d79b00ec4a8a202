import BoxOffice
import Foundation
import Reactive

/// Runs a parsed `weekly` or `daily` command: the composition root that builds the client and the
/// chart view model, gives the view model its query, binds its outputs through a
/// ``ChartBinding``, keeps the main run loop turning while the request is in flight, and turns the
/// outcome into an exit status.
///
/// The view model decides what the chart says and how its values read; ``ChartView`` decides how
/// the terminal shows them.
///
/// `ChartCommandRunner` runs on the main thread.
struct ChartCommandRunner {
  /// The command to run.
  var command: ChartCommand
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

  /// The note that the sample ignores `options` (`--date`, `--region`).
  ///
  /// - Parameter options: The options given that the sample ignores.
  /// - Returns: The note, one line.
  static func sampleIgnoresNote(_ options: [String]) -> String {
    "Note: the sample data has a fixed period and no regions, so "
      + Suggestion.list(options, conjunction: "and") + (options.count == 1 ? " is" : " are")
      + " ignored."
  }

  /// Runs the command.
  ///
  /// - Returns: The exit status (``ExitCode``).
  func run() -> Int32 {
    guard
      let api = command.kobis.api(
        environment: environment, command: command.name, reportingTo: stderr)
    else { return ExitCode.configuration }
    let ignored = command.optionsTheSampleIgnores
    if !ignored.isEmpty { stderr.write(Self.sampleIgnoresNote(ignored) + "\n") }
    let view = ChartView(
      command: command, environment: environment, terminal: dependencies.terminal,
      stdout: stdout, stderr: stderr)
    switch load(api: api, view: view) {
    case .interrupted(let signal):
      return ExitCode.interrupted(by: signal)
    case .finished(.success(let screen)):
      view.show(screen)
      return ExitCode.success
    case .finished(.failure(let error)):
      stderr.write("Error: \(UntrustedText.sanitized(error.description))\n")
      return ExitCode.status(for: error)
    }
  }

  private enum LoadOutcome {
    case finished(Result<ChartScreen, BoxOfficeError>)
    case interrupted(Int32)
  }

  /// Binds the view model for the command's query, spinning (or logging, with `--verbose`) while
  /// the request is in flight, until the rows or an error arrive or a signal interrupts the wait.
  private func load(api: BoxOfficeAPI, view: ChartView) -> LoadOutcome {
    let log = command.kobis.isVerbose ? VerboseLog(output: stderr) : nil
    let started = ContinuousClock.now
    let client = dependencies.client(
      for: command.kobis, api: api, environment: environment, log: log)
    let spinner = log == nil ? view.spinner(scheduler: dependencies.scheduler) : nil
    let viewModel = BoxOfficeChartViewModel(
      client: client, scheduler: dependencies.loadScheduler)
    let interrupts = dependencies.interrupts
    interrupts.startCatching()
    var outcome: Result<ChartScreen, BoxOfficeError>?
    let binding = ChartBinding(
      viewModel.transform(input: .init(query: .just(command.endpoint(today: today)))),
      isSample: command.kobis.isSample,
      loading: { isLoading in
        if isLoading { spinner?.start() } else { spinner?.stop() }
      },
      finished: { outcome = $0 })
    MainRunLoop.spin { outcome != nil || interrupts.caughtSignal != nil }
    binding.dispose()
    spinner?.stop()
    let signal = interrupts.caughtSignal
    interrupts.stopCatching()
    let elapsed = SecondsText.of(started.duration(to: .now) / .milliseconds(1) / 1000)
    log?.note(signal == nil ? "done in \(elapsed) s" : "interrupted after \(elapsed) s")
    log?.close()
    if let signal { return .interrupted(signal) }
    // The wait ends on a signal or with an outcome.
    return .finished(outcome!)
  }
}
