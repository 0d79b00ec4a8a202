import BoxOffice
import Foundation
import Reactive

/// Runs a parsed `weekly` or `daily` command: binds the ``ChartPresenter``'s outputs to the views
/// (spinner, table, JSON, CSV, error message), keeps the main run loop turning while the request
/// is in flight, and turns the outcome into an exit status.
///
/// This is the View of the MVVM design: it decides nothing about charts, only how to show them.
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

  /// What the command prints when there is no key and no `--sample`.
  static let missingKeyMessage =
    "No KOBIS API key is set. Get a free key from the KOBIS open API site, "
    + "https://www.kobis.or.kr/kobisopenapi (sign up, then request a key), and set it in "
    + "KOBIS_API_KEY. To see what the output looks like without a key, add --sample, as in "
    + "'boxoffice-cli weekly --sample'."

  /// Runs the command.
  ///
  /// - Returns: The exit status (``ExitCode``).
  func run() -> Int32 {
    let api = BoxOfficeAPI(
      apiKey: command.apiKey ?? environment["KOBIS_API_KEY"], baseURL: command.baseURL,
      timeout: command.timeout)
    let hasKey = !(api.apiKey ?? "").allSatisfy(\.isWhitespace)
    guard command.isSample || hasKey else {
      stderr.write("Error: \(Self.missingKeyMessage)\n")
      return ExitCode.configuration
    }
    switch request(api: api) {
    case .interrupted(let signal):
      return ExitCode.interrupted(by: signal)
    case .finished(.success(let presentation)):
      show(presentation.sanitized())
      return ExitCode.success
    case .finished(.failure(let error)):
      stderr.write("Error: \(UntrustedText.sanitized(error.description))\n")
      return ExitCode.status(for: error)
    }
  }

  private enum RequestOutcome {
    case finished(Result<ChartPresentation, BoxOfficeError>)
    case interrupted(Int32)
  }

  /// Asks for the chart, spinning while it is in flight, until it arrives, fails, or a signal
  /// interrupts the wait.
  private func request(api: BoxOfficeAPI) -> RequestOutcome {
    let client: BoxOfficeClient
    if command.isSample {
      client = SampleCharts.client
    } else {
      let cache =
        command.bypassesCache
        ? nil
        : ResponseCache.defaultDirectory(environment: environment).map {
          ResponseCache(directory: $0)
        }
      client = dependencies.makeClient(api, cache)
    }
    let presenter = ChartPresenter(
      client: client, isSample: command.isSample, scheduler: dependencies.scheduler)
    let spinner =
      dependencies.terminal.stderrIsTerminal
      ? Spinner(
        output: stderr, scheduler: dependencies.scheduler,
        label: "Asking KOBIS for the \(command.subcommand.rawValue) chart…",
        width: dependencies.terminal.stderrColumns ?? 80) : nil
    var result: Result<ChartPresentation, BoxOfficeError>?
    var isLoading = false
    let interrupts = dependencies.interrupts
    interrupts.startCatching()
    let subscription = presenter.bind(
      command.endpoint(today: today),
      cachePolicy: command.bypassesCache ? .reloadIgnoringCache : .useCache,
      limit: command.filters.itemsPerPage,
      loading: { loading in
        isLoading = loading
        if loading { spinner?.start() } else { spinner?.stop() }
      },
      chart: { result = .success($0) },
      error: { result = .failure($0) })
    MainRunLoop.spin { (result != nil && !isLoading) || interrupts.caughtSignal != nil }
    subscription.dispose()
    spinner?.stop()
    let signal = interrupts.caughtSignal
    interrupts.stopCatching()
    if let signal { return .interrupted(signal) }
    // The wait ends on a signal or with a result.
    return .finished(result!)
  }

  private func show(_ presentation: ChartPresentation) {
    switch command.format {
    case .table:
      let palette = Palette(
        isEnabled: command.color.isEnabled(
          stdoutIsTerminal: dependencies.terminal.stdoutIsTerminal, environment: environment))
      stdout.write(
        ChartTable.render(
          presentation, width: dependencies.terminal.outputWidth(environment: environment),
          palette: palette))
    case .json:
      stdout.write(ChartJSON.render(presentation))
    case .csv:
      stdout.write(ChartCSV.render(presentation))
      if presentation.isSample { stderr.write("Note: \(ChartPresentation.sampleNote)\n") }
    }
  }
}
