import BoxOffice
import Foundation
import Reactive

/// The `boxoffice-cli` command: Korea's box office and films in a terminal.
///
/// `main` only gathers the arguments, the environment and the terminal facts and calls
/// ``run(arguments:environment:stdout:stderr:)``; everything else lives here, so tests run the
/// whole command in-process with their own outputs, clock, terminal and client. It is the
/// composition root: the one place each parsed command is run, each one-shot command by building
/// its view model and screen model for the one ``CommandRunner``.
///
/// ```swift
/// let status = BoxOfficeTool(dependencies: .live()).run(
///   arguments: ["weekly", "--sample"], environment: ProcessInfo.processInfo.environment,
///   stdout: FileDescriptorOutput.standardOutput, stderr: FileDescriptorOutput.standardError)
/// exit(status)
/// ```
///
/// `BoxOfficeTool` runs on the main thread, where the view models' drivers deliver; while a
/// request is in flight the runner keeps the main run loop turning so they can.
public struct BoxOfficeTool {
  /// What the command reads from the world besides its arguments and environment.
  public struct Dependencies {
    /// Which outputs are terminals, and how wide.
    public var terminal: TerminalFacts
    /// The clock; "today" is taken in Korea from it.
    public var now: @Sendable () -> Date = { Date() }
    /// Where Ctrl-C is caught while a request is in flight.
    public var interrupts: any InterruptSource = SignalInterrupts.shared
    /// Makes the client that asks KOBIS, from the configuration, the cache (`nil` with
    /// `--no-cache`) and, with `--verbose`, what is told each step of a request.
    public var makeClient:
      @Sendable (BoxOfficeAPI, ResponseCache?, (@Sendable (BoxOfficeClient.Event) -> Void)?) ->
        BoxOfficeClient = { BoxOfficeClient.live(api: $0, cache: $1, events: $2) }
    /// What times the spinner's frames: the main scheduler.
    public var scheduler: any SchedulerType = MainScheduler.instance
    /// Where the chart view model starts each load (reads the cache, builds and sends the
    /// request): a background scheduler, so the main thread stays free for the spinner. The view
    /// model's outputs arrive on the main thread whatever it is.
    public var loadScheduler: any ImmediateSchedulerType = ConcurrentDispatchQueueScheduler(
      qos: .userInitiated)

    /// The dependencies of a command on `terminal`, with the real clock, signals, KOBIS client
    /// and schedulers; tests replace the others by setting them.
    ///
    /// - Parameter terminal: Which outputs are terminals, and how wide.
    public init(terminal: TerminalFacts) {
      self.terminal = terminal
    }

    /// The real terminal, clock, signals and KOBIS client.
    ///
    /// Keeps Foundation from creating a URL cache directory of its own
    /// (``HTTPTransport/disableFoundationDiskCache()``): the reply cache is the only cache the
    /// command touches.
    ///
    /// - Returns: The dependencies of the installed command.
    public static func live() -> Dependencies {
      HTTPTransport.disableFoundationDiskCache()
      return Dependencies(terminal: .current())
    }
  }

  /// What the command reads from the world.
  public let dependencies: Dependencies

  /// Creates the command.
  ///
  /// - Parameter dependencies: What it reads from the world.
  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  /// Runs one command line.
  ///
  /// Help and the version go to `stdout` with status 0; usage errors to `stderr` with
  /// ``ExitCode/usage``; a chart to `stdout` and a failure to `stderr` with the status
  /// ``ExitCode`` lists. The API key (from `KOBIS_API_KEY` or `--api-key`) is replaced by
  /// `REDACTED` in anything written.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - environment: The process environment (`KOBIS_API_KEY`, `COLUMNS`, `NO_COLOR`, `TERM`,
  ///     `XDG_CACHE_HOME`, `HOME`).
  ///   - stdout: Standard output.
  ///   - stderr: Standard error.
  /// - Returns: The exit status.
  public func run(
    arguments: [String], environment: [String: String], stdout: any TextOutput,
    stderr: any TextOutput
  ) -> Int32 {
    let secrets = Self.secrets(arguments: arguments, environment: environment)
    let stdout = RedactingOutput(stdout, hiding: secrets)
    let stderr = RedactingOutput(stderr, hiding: secrets)
    let today = CalendarDate.today(in: CalendarDate.koreanTimeZone, now: dependencies.now())
    switch CommandLineParser.parse(arguments, today: today) {
    case .failure(let error):
      stderr.write(error.text)
      return ExitCode.usage
    case .success(let invocation):
      return run(
        invocation, environment: environment, stdout: stdout, stderr: stderr, today: today)
    }
  }

  /// Runs one parsed command line: the one place each command is run.
  ///
  /// - Parameters:
  ///   - invocation: What the command line asks for.
  ///   - environment: The process environment.
  ///   - stdout: Standard output, the key already hidden.
  ///   - stderr: Standard error, the key already hidden.
  ///   - today: Today in Korea.
  /// - Returns: The exit status.
  func run(
    _ invocation: Invocation, environment: [String: String], stdout: any TextOutput,
    stderr: any TextOutput, today: CalendarDate
  ) -> Int32 {
    let runner = CommandRunner(
      environment: environment, stdout: stdout, stderr: stderr, dependencies: dependencies)
    func printing(_ text: String) -> Int32 {
      stdout.write(text)
      return ExitCode.success
    }
    switch invocation {
    case .help(let path): return printing(HelpText.text(for: path))
    case .manual: return printing(ManualPage.text())
    case .version: return printing(HelpText.version + "\n")
    case .completions(let shell): return printing(shell.script())
    case .regions(let command):
      return printing(
        command.render(width: dependencies.terminal.outputWidth(environment: environment)))
    case .cache(let command):
      return runner.runCache(command)
    case .chart(let command):
      return runner.run(
        command, name: command.name, notes: command.notes,
        renderer: ChartRenderer(fields: command.fields, showsBars: command.showsBars)
      ) { client in
        let viewModel = BoxOfficeChartViewModel(
          client: client, scheduler: dependencies.scheduler,
          loadScheduler: dependencies.loadScheduler)
        return ChartScreen.steps(
          viewModel.transform(input: .init(query: .just(command.endpoint(today: today)))),
          isSample: command.kobis.isSample, label: "Asking KOBIS for the \(command.name) chart…")
      }
    case .movie(let command):
      return runner.run(command, name: "movie", renderer: MovieRenderer()) { client in
        switch command.target {
        case .code(let code):
          return details(code, client: client, isSample: command.kobis.isSample)
        case .title(let title):
          let query = MovieSearchQuery(title: title, pageSize: MovieCommand.matchesListed)
          return MovieAnswer.title(
            search(query, client: client, isSample: command.kobis.isSample), title: title
          ) { details($0, client: client, isSample: command.kobis.isSample) }
        }
      }
    case .search(let command):
      return runner.run(command, name: "search", renderer: MovieRenderer()) { client in
        search(command.query, client: client, isSample: command.kobis.isSample)
      }
    case .browse(let command):
      return runner.runBrowser(command, today: today)
    case .trend(let command):
      let range = command.range(today: today)
      return runner.run(
        command, name: "trend", notes: command.notes, sample: SampleCharts.history,
        renderer: TrendRenderer(fields: command.fields)
      ) { client in
        let viewModel = TrendViewModel(
          client: client, resolver: .chartsThenSearch(client), scheduler: dependencies.scheduler,
          loadScheduler: dependencies.loadScheduler)
        return TrendScreen.steps(
          viewModel.transform(
            input: .init(query: .just(TrendViewModel.Query(film: command.film, range: range)))),
          kind: range.kind, isSample: command.kobis.isSample)
      }
    }
  }

  /// The card of the film `code`.
  private func details(_ code: String, client: BoxOfficeClient, isSample: Bool)
    -> Driver<CommandStep<MovieAnswer>>
  {
    let viewModel = MovieDetailsViewModel(
      client: client, scheduler: dependencies.scheduler,
      loadScheduler: dependencies.loadScheduler)
    return MovieAnswer.details(
      viewModel.transform(input: .init(code: .just(code))), code: code, isSample: isSample)
  }

  /// The page of films `query` matches.
  private func search(_ query: MovieSearchQuery, client: BoxOfficeClient, isSample: Bool)
    -> Driver<CommandStep<MovieAnswer>>
  {
    let viewModel = MovieSearchViewModel(
      client: client, scheduler: dependencies.scheduler,
      loadScheduler: dependencies.loadScheduler, minimumLength: 0, template: query)
    return MovieAnswer.matches(
      viewModel.transform(input: .init(query: .just(query.title ?? ""))), query: query,
      isSample: isSample)
  }

  /// The spellings of every option whose value is a secret (marked by not echoing its value),
  /// whichever command it belongs to.
  private static let secretFlags = Set(
    CommandTable.root.descendants.flatMap(\.command.options).filter { !$0.echoesValue }
      .flatMap(\.spellings))

  /// The values that must not be printed: the key in ``KOBISOptions/keyVariable`` and every value
  /// given to a secret option, as given and trimmed.
  private static func secrets(arguments: [String], environment: [String: String]) -> [String] {
    let given = arguments.indices.compactMap { index -> String? in
      if secretFlags.contains(arguments[index]) { return arguments.dropFirst(index + 1).first }
      let parts = arguments[index].split(
        separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return parts.count == 2 && secretFlags.contains(String(parts[0])) ? String(parts[1]) : nil
    }
    let keys = [environment[KOBISOptions.keyVariable]].compactMap { $0 } + given
    return keys + keys.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
  }
}
