import BoxOffice
import Foundation
import Reactive

/// Runs `movie` and `search`: binds the movie view models to the command's one question, waits
/// for the answer with a spinner, and writes it as a table, JSON or CSV.
///
/// `movie <code>` shows the film's card (``MovieDetailsViewModel``). `movie <title>` searches
/// (``MovieSearchViewModel``): the one film that matches is shown as `movie <code>` would show
/// it; several are listed, as `search` lists them; none is an error (``ExitCode/notFound``), as an unknown
/// code is. `search` lists a page of matches.
///
/// The View of the MVVM design: the view models decide what is asked and how values read; the
/// runner only writes.
///
/// `MovieCommandRunner` runs on the main thread.
struct MovieCommandRunner {
  /// What the command asks.
  enum Request {
    /// `movie`.
    case movie(MovieCommand)
    /// `search`.
    case search(SearchCommand)
  }

  /// The command to run.
  var request: Request
  /// The process environment.
  var environment: [String: String]
  /// Standard output.
  var stdout: any TextOutput
  /// Standard error.
  var stderr: any TextOutput
  /// The tool's dependencies.
  var dependencies: BoxOfficeTool.Dependencies

  /// Runs the command.
  ///
  /// - Returns: The exit status (``ExitCode``).
  func run() -> Int32 {
    let (options, name) =
      switch request {
      case .movie(let command): (command.kobis, "movie")
      case .search(let command): (command.kobis, "search")
      }
    let isSample = options.isSample
    guard let api = options.api(environment: environment, command: name, reportingTo: stderr)
    else { return ExitCode.configuration }
    let log = options.isVerbose ? VerboseLog(output: stderr) : nil
    let client = dependencies.client(for: options, api: api, environment: environment, log: log)
    switch request {
    case .movie(let command):
      switch command.target {
      case .code(let code):
        return details(code, client: client, command: command, log: log)
      case .title(let title):
        let query = MovieSearchQuery(title: title, pageSize: MovieCommand.matchesListed)
        return search(
          query, client: client, format: command.format, isCompact: command.isCompact,
          color: command.kobis.color, isSample: isSample,
          log: log
        ) {
          screen in
          if screen.totalCount == 1, let only = screen.movies.first {
            return details(only.code, client: client, command: command, log: log)
          }
          guard screen.totalCount > 0 else {
            stderr.write(
              "Error: No film matches “\(UntrustedText.sanitized(title))”; try fewer or shorter "
                + "words, or search with 'boxoffice-cli search'.\n")
            return ExitCode.notFound
          }
          return nil
        }
      }
    case .search(let command):
      return search(
        command.query, client: client, format: command.format, isCompact: command.isCompact,
        color: command.kobis.color, isSample: isSample, log: log
      ) {
        _ in nil
      }
    }
  }

  /// Shows the details of `code`.
  private func details(
    _ code: String, client: BoxOfficeClient, command: MovieCommand, log: VerboseLog?
  ) -> Int32 {
    let output = MovieDetailsViewModel(
      client: client, scheduler: dependencies.scheduler, loadScheduler: dependencies.loadScheduler
    ).transform(input: .init(code: .just(code)))
    var details: MovieDetails?
    var failure: BoxOfficeError?
    var isFinished = false
    let subscriptions = CompositeDisposable(
      output.details.drive(onNext: { details = $0 }, onCompleted: { isFinished = true }),
      output.errors.emit(onNext: { failure = $0 }))
    defer { subscriptions.dispose() }
    let wait = ForegroundRequest(
      dependencies: dependencies, stderr: stderr, label: "Asking KOBIS for film \(code)…", log: log)
    if let signal = wait.run(loading: output.isLoading, until: { isFinished }) {
      return ExitCode.interrupted(by: signal)
    }
    if let failure { return report(failure) }
    guard let details else { return report(.movieNotFound(code: code)) }
    let screen = MovieScreen(details: details, isSample: command.kobis.isSample)
    return write(
      format: command.format, isSample: screen.isSample,
      table: { MovieTable.render(screen, width: $0, palette: palette(command.kobis.color)) },
      json: { MovieJSON.render(screen, isCompact: command.isCompact) },
      csv: { MovieCSV.render(screen) })
  }

  /// Searches `query` and lists the page, unless `answer` answers with a status of its own.
  private func search(
    _ query: MovieSearchQuery, client: BoxOfficeClient, format: OutputFormat, isCompact: Bool,
    color: ColorChoice, isSample: Bool, log: VerboseLog?, answer: (MovieSearchScreen) -> Int32?
  ) -> Int32 {
    let output = MovieSearchViewModel(
      client: client, scheduler: dependencies.scheduler, loadScheduler: dependencies.loadScheduler,
      minimumLength: 0, template: query
    ).transform(input: .init(query: .just(query.title ?? "")))
    var cells: [MovieSearchCellData] = []
    var totalCount: Int?
    var failure: BoxOfficeError?
    var isFinished = false
    let subscriptions = CompositeDisposable(
      output.cells.drive(onNext: { cells = $0 }, onCompleted: { isFinished = true }),
      output.totalCount.drive(onNext: { totalCount = $0 }),
      output.errors.emit(onNext: { failure = $0 }))
    defer { subscriptions.dispose() }
    let wait = ForegroundRequest(
      dependencies: dependencies, stderr: stderr, label: "Searching KOBIS's films…", log: log)
    if let signal = wait.run(loading: output.isSearching, until: { isFinished }) {
      return ExitCode.interrupted(by: signal)
    }
    if let failure { return report(failure) }
    let screen = MovieSearchScreen(
      query: query, totalCount: totalCount ?? cells.count, movies: cells.map(\.movie),
      isSample: isSample)
    if let status = answer(screen) { return status }
    return write(
      format: format, isSample: isSample,
      table: { MovieTable.render(screen, width: $0, palette: palette(color)) },
      json: { MovieJSON.render(screen, isCompact: isCompact) }, csv: { MovieCSV.render(screen) })
  }

  /// Writes the view of `format`, and the sample's note where CSV has no room for it.
  private func write(
    format: OutputFormat, isSample: Bool, table: (Int) -> String, json: () -> String,
    csv: () -> String
  ) -> Int32 {
    switch format {
    case .table:
      stdout.write(table(dependencies.terminal.outputWidth(environment: environment)))
    case .json:
      stdout.write(json())
    case .csv:
      stdout.write(csv())
      if isSample { stderr.write("Note: \(ChartScreen.sampleNote)\n") }
    }
    return ExitCode.success
  }

  private func report(_ error: BoxOfficeError) -> Int32 {
    stderr.write("Error: \(UntrustedText.sanitized(error.description))\n")
    return ExitCode.status(for: error)
  }

  private func palette(_ color: ColorChoice) -> Palette {
    Palette(
      isEnabled: color.isEnabled(
        stdoutIsTerminal: dependencies.terminal.stdoutIsTerminal, environment: environment))
  }
}
