import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import XCTest

@testable import BoxOfficeCLI

/// `movie` and `search` in-process: every format of a card and of a page of results against
/// golden files, a title that matches one film, several or none, errors and their statuses, and
/// hostile names from a server.
final class CommandRunnerMovieTests: CLITestCase {
  private func run(
    _ request: Invocation, environment: [String: String]? = nil,
    client: BoxOfficeClient? = nil
  ) -> ToolRun {
    let stdout = CapturedOutput()
    let stderr = CapturedOutput()
    var dependencies = BoxOfficeTool.Dependencies(terminal: TerminalFacts())
    dependencies.now = { CLITestCase.now }
    dependencies.interrupts = ScriptedInterrupts()
    dependencies.makeClient = { api, cache, _ in
      client ?? .live(api: api, transport: .loopbackOnly(timeout: api.timeout), cache: cache)
    }
    let status = BoxOfficeTool(dependencies: dependencies).run(
      request, environment: environment ?? self.environment, stdout: stdout, stderr: stderr,
      today: CalendarDate.today(in: CalendarDate.koreanTimeZone, now: CLITestCase.now))
    return ToolRun(stdout: stdout.text, stderr: stderr.text, status: status)
  }

  private func movie(_ argument: String, _ format: OutputFormat = .table, sample: Bool = true)
    -> Invocation
  {
    var command = MovieCommand(target: .init(argument))
    command.format = format
    command.kobis.isSample = sample
    return .movie(command)
  }

  private func search(_ text: String?, director: String? = nil, _ format: OutputFormat = .table)
    -> Invocation
  {
    var command = SearchCommand()
    command.text = text
    command.director = director
    command.format = format
    command.kobis.isSample = true
    return .search(command)
  }

  func testArgumentsShapedLikeCodesAreCodesAndAnythingElseATitle() {
    XCTAssertEqual(MovieCommand.Target("20124079"), .code("20124079"))
    XCTAssertEqual(MovieCommand.Target("2023C165"), .code("2023C165"))
    XCTAssertEqual(MovieCommand.Target("1917"), .title("1917"))
    XCTAssertEqual(MovieCommand.Target("2023c165"), .title("2023c165"))
    XCTAssertEqual(MovieCommand.Target(" 괴물 "), .title("괴물"))
    XCTAssertEqual(MovieCommand.Target("201240790"), .title("201240790"))
  }

  func testEveryFormatOfACardMatchesItsGoldenFile() {
    for (format, name) in [(OutputFormat.table, "table.txt"), (.json, "json"), (.csv, "csv")] {
      let run = run(movie("20240811", format))
      XCTAssertEqual(run.status, 0, "\(format)")
      Golden.assertMatches(run.stdout, "movies/movie-20240811.\(name)")
      XCTAssertEqual(run.stderr, format == .csv ? "Note: \(ChartScreen.sampleNote)\n" : "")
    }
  }

  func testEveryFormatOfAPageOfResultsMatchesItsGoldenFile() {
    for (format, name) in [(OutputFormat.table, "table.txt"), (.json, "json"), (.csv, "csv")] {
      let run = run(search(nil, director: "문하늘", format))
      XCTAssertEqual(run.status, 0, "\(format)")
      Golden.assertMatches(run.stdout, "movies/search-director.\(name)")
    }
  }

  func testCompactJSONIsTheSameDocumentOnOneLine() throws {
    var card = MovieCommand(target: .init("20240811"))
    (card.format, card.isCompact, card.kobis.isSample) = (.json, true, true)
    var page = SearchCommand()
    (page.director, page.format, page.isCompact, page.kobis.isSample) = ("문하늘", .json, true, true)
    var titles = MovieCommand(target: .init("바람"))
    (titles.format, titles.isCompact, titles.kobis.isSample) = (.json, true, true)
    let cases: [(Invocation, Invocation)] = [
      (.movie(card), movie("20240811", .json)),
      (.search(page), search(nil, director: "문하늘", .json)),
      (.movie(titles), movie("바람", .json)),
    ]
    for (compact, pretty) in cases {
      let (oneLine, indented) = (run(compact).stdout, run(pretty).stdout)
      XCTAssertEqual(oneLine.filter { $0 == "\n" }.count, 1, oneLine)
      XCTAssertTrue(oneLine.hasPrefix(#"{"schemaVersion":1,"sample":true,"#), oneLine)
      XCTAssertFalse(oneLine.contains(": "), "no space after a key")
      let parsed = try [oneLine, indented].map {
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary
      }
      XCTAssertNotNil(parsed[0])
      XCTAssertEqual(parsed[0], parsed[1])
    }
  }

  func testATitleThatOneFilmMatchesShowsItsCardAndSeveralAreListed() {
    XCTAssertEqual(run(movie("고양이와")).stdout, run(movie("2021C455")).stdout)
    let several = run(movie("바람"))
    XCTAssertEqual(several.status, 0)
    XCTAssertTrue(several.stdout.hasPrefix("2 films matching “바람”\n"), several.stdout)
    XCTAssertTrue(several.stdout.hasSuffix(MovieTable.movieHint + "\n"))
  }

  func testNoMatchAndAnUnknownCodeAreNotFoundWithStatus66() {
    XCTAssertEqual(
      run(movie("없는 영화")),
      ToolRun(
        stdout: "",
        stderr: "Error: No film matches “없는 영화”; try fewer or shorter words, or search with "
          + "'boxoffice-cli search'.\n", status: 66))
    XCTAssertEqual(
      run(movie("20990001")),
      ToolRun(
        stdout: "",
        stderr:
          #"Error: KOBIS has no film with the code "20990001"; search by title to find a film's code."#
          + "\n", status: 66))
  }

  func testASearchByYearAloneSaysWhenTheFilmsWereMade() {
    let heading = { (arguments: [String]) in
      self.runTool(["search", "--sample"] + arguments).stdout.components(separatedBy: "\n")[0]
    }
    XCTAssertEqual(heading(["--year", "2016"]), "1 film made in 2016")
    XCTAssertEqual(heading(["--year", "2016-2023"]), "6 films made 2016–2023")
    XCTAssertEqual(heading(["바람", "--year", "2016"]), "1 film matching “바람”, made in 2016")
    XCTAssertEqual(heading(["--year", "1950"]), "No film made in 1950")
  }

  func testASearchWithoutResultsSaysSoWithStatusZero() {
    XCTAssertEqual(
      run(search("없는 영화")),
      ToolRun(
        stdout:
          "No film matches “없는 영화”\nSample data: invented films and figures, not from KOBIS.\n\n"
          + "Try fewer or shorter words, or another spelling.\n",
        stderr: "", status: 0))
  }

  func testWithoutAKeyItSaysHowToGetOne() {
    XCTAssertEqual(
      run(movie("20240811", sample: false), environment: [:]),
      ToolRun(
        stdout: "", stderr: "Error: \(KOBISOptions.missingKeyMessage(command: "movie"))\n",
        status: 78))
  }

  func testAgainstTheLoopbackServerFailuresEndInTheirStatuses() throws {
    let server = try KOBISTestServer()
    defer { server.stop() }
    func live(_ argument: String, _ misbehaviour: Misbehaviour? = nil) -> Invocation {
      var command = MovieCommand(target: .init(argument))
      command.kobis.baseURL = misbehaviour.map { server.baseURL(misbehaving: $0) } ?? server.baseURL
      command.kobis.timeout = 5
      return .movie(command)
    }
    let found = run(live("20231234"))
    XCTAssertEqual(found.status, 0)
    XCTAssertTrue(found.stdout.hasPrefix("서울의 별\nStar of Seoul · 2023 · 118 min · 12+\n\nFilm\n"))
    XCTAssertEqual(run(live("20990001")).status, 66)
    XCTAssertEqual(run(live("20231234", .fixture("invalid-movie-runtime"))).status, 65)
    XCTAssertEqual(run(live("20231234", .fault(code: "320010"))).status, 77)
    XCTAssertEqual(run(live("20231234", .status(404))).status, 69)
    XCTAssertEqual(
      run(live("별빛")).stdout.components(separatedBy: "\n").first, "별빛 상점: 디렉터스 컷",
      "the one film that matches")
    XCTAssertEqual(
      run(live("별")).stdout.components(separatedBy: "\n").first, "7 films matching “별”")
    XCTAssertEqual(
      server.requests.filter { $0.path.hasSuffix("searchMovieList.json") }.last?.query[
        "itemPerPage"],
      "20")
  }

  func testHostileNamesFromTheServerArePrintedClean() {
    let hostile = MovieDetails(
      code: "20240001", title: "악\u{1B}[2J당", englishTitle: "Evil\u{202E}", runtimeMinutes: 90,
      actors: [.init(person: .init(name: "배우\u{07}"), role: "역\u{1B}]0;x\u{07}할")])
    let client = BoxOfficeClient(chart: { _, _ in .never() }, movieInfo: { _, _ in .just(hostile) })
    var command = MovieCommand(target: .code("20240001"))
    command.kobis.apiKey = "0123456789abcdef"
    for format in OutputFormat.allCases {
      command.format = format
      let run = run(.movie(command), client: client)
      XCTAssertEqual(run.status, 0)
      XCTAssertFalse(
        run.stdout.unicodeScalars.contains {
          ($0.value < 0x20 && $0 != "\n" && $0 != "\r") || $0 == "\u{202E}"
        },
        "\(format): \(run.stdout.debugDescription)")
      XCTAssertTrue(run.stdout.contains("악당"), "\(format)")
    }
  }
}
