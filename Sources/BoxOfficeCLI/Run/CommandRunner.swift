import BoxOffice
import Foundation
import Reactive

/// Runs every command that asks KOBIS one question — `weekly`/`daily`, `trend`, `movie`,
/// `search` — the same way: makes the client, binds the command's screen model
/// (``CommandStep``), shows the spinner or progress line (or, with `--verbose`, the log) while it
/// waits on the main run loop for the answer or a signal, says how long it took, renders the
/// answer in the format asked for, and maps the outcome to the exit status. `browse` and `cache`,
/// which run their own way, run here too (``runBrowser(_:today:)``, ``runCache(_:)``), with the
/// same outputs, environment and client.
///
/// ```swift
/// let runner = CommandRunner(
///   environment: environment, stdout: stdout, stderr: stderr, dependencies: dependencies)
/// return runner.run(command, name: "weekly", renderer: ChartRenderer(command)) { client in
///   ChartScreen.steps(viewModel(client).transform(input: input), isSample: false, label: "…")
/// }
/// ```
///
/// It runs on the main thread, where the screen model's driver delivers.
struct CommandRunner {
  var environment: [String: String]
  var stdout: any TextOutput
  var stderr: any TextOutput
  var dependencies: BoxOfficeTool.Dependencies

  /// Runs one command.
  ///
  /// - Parameters:
  ///   - command: The command's options: the shared KOBIS options, the format, `--compact`.
  ///   - name: The subcommand, which the message of a missing key names.
  ///   - notes: Lines written to standard error before asking (what the sample ignores).
  ///   - sample: The client that answers with `--sample`.
  ///   - renderer: How the answer is written.
  ///   - steps: The command's screen model, from the client it asks.
  /// - Returns: The exit status (``ExitCode``).
  func run<R: FormatRenderer>(
    _ command: some KOBISCommand & FormattedCommand, name: String, notes: [String] = [],
    sample: BoxOfficeClient = SampleCharts.client, renderer: R,
    steps: (BoxOfficeClient) -> Driver<CommandStep<R.Screen>>
  ) -> Int32 {
    let options = command.kobis
    guard let api = options.api(environment: environment, command: name, reportingTo: stderr)
    else { return ExitCode.configuration }
    for note in notes { stderr.write(note + "\n") }
    let log = options.isVerbose ? VerboseLog(output: stderr) : nil
    let client = self.client(for: options, api: api, log: log, sample: sample)
    switch wait(for: steps(client), log: log) {
    case .interrupted(let signal):
      return ExitCode.interrupted(by: signal)
    case .answered(.failure(let failure)):
      stderr.write("Error: \(failure.message.text)\n")
      return failure.status
    case .answered(.success(let screen)):
      let palette = Palette(
        isEnabled: options.color.isEnabled(
          stdoutIsTerminal: dependencies.terminal.stdoutIsTerminal, environment: environment))
      let target = RenderTarget(
        format: command.format, width: dependencies.terminal.outputWidth(environment: environment),
        palette: palette, isCompact: command.isCompact)
      stdout.write(renderer.render(screen, in: target))
      if command.format == .csv, screen.isSample {
        stderr.write("Note: \(ChartScreen.sampleNote)\n")
      }
      return screen.status
    }
  }

  private enum Outcome<Screen> {
    case answered(Result<Screen, CommandFailure>)
    case interrupted(Int32)
  }

  /// Binds `steps` and keeps the main run loop turning until the answer or a signal arrives.
  private func wait<Screen>(for steps: Driver<CommandStep<Screen>>, log: VerboseLog?)
    -> Outcome<Screen>
  {
    let started = ContinuousClock.now
    let terminal = dependencies.terminal
    let indicator =
      terminal.stderrIsTerminal && log == nil
      ? WaitIndicator(
        output: stderr, scheduler: dependencies.scheduler, width: terminal.stderrColumns ?? 80)
      : nil
    let interrupts = dependencies.interrupts
    interrupts.startCatching()
    var answer: Result<Screen, CommandFailure>?
    let subscription = steps.drive(onNext: { step in
      switch step {
      case .asking(let waiting): indicator?.show(waiting)
      case .answered(let result): answer = result
      }
    })
    MainRunLoop.spin { answer != nil || interrupts.caughtSignal != nil }
    subscription.dispose()
    indicator?.show(.idle)
    let signal = interrupts.caughtSignal
    interrupts.stopCatching()
    let elapsed = SecondsText.of(started.duration(to: .now) / .milliseconds(1) / 1000)
    log?.note(signal == nil ? "done in \(elapsed) s" : "interrupted after \(elapsed) s")
    log?.close()
    if let signal { return .interrupted(signal) }
    // The wait ends on a signal or with an answer.
    return .answered(answer!)
  }

  /// The client a command uses: `sample` with `--sample`, else KOBIS through the reply cache (of
  /// `--cache-dir`, or the default directory; none with `--no-cache`), telling `log` what it
  /// decided and, through the client's events, each step of each request.
  func client(
    for options: KOBISOptions, api: BoxOfficeAPI, log: VerboseLog?,
    sample: BoxOfficeClient = SampleCharts.client
  ) -> BoxOfficeClient {
    if options.isSample {
      log?.note("request: none, the built-in sample data answers")
      return sample
    }
    let directory = CacheCommand.directory(given: options.cacheDirectory, environment: environment)
    if options.bypassesCache {
      log?.note("cache: not used (--no-cache)")
    } else if directory == nil {
      log?.note("cache: none, as no cache directory is known (XDG_CACHE_HOME and HOME are unset)")
    }
    // --no-cache: a client without a cache neither reads nor stores replies.
    let cache =
      options.bypassesCache
      ? nil : directory.map { ResponseCache(directory: $0, now: dependencies.now) }
    let events: (@Sendable (BoxOfficeClient.Event) -> Void)? =
      if let log { { log.record($0) } } else { nil }
    return dependencies.makeClient(api, cache, events)
  }
}
