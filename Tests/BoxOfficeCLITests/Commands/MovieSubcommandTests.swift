import BoxOffice
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// `movie`, `search` and `browse` on the command line: what each parses into, their help as
/// golden files, and their usage errors in swift-argument-parser's three lines.
final class MovieSubcommandTests: CLITestCase {
  private let today = day("20250301")

  private func parse(_ arguments: [String]) -> Result<MovieSubcommand.Invocation, UsageText>? {
    MovieSubcommand.parse(arguments, today: today)
  }

  /// The command lines that ask for each subcommand's help.
  static let helpCommandLines: [MovieSubcommand: [[String]]] = [
    .movie: [["movie", "--help"], ["help", "movie"], ["movie", "20124079", "-h"]],
    .search: [["search", "-h"], ["help", "search"]],
    .browse: [["browse", "--help"], ["help", "browse"], ["browse", "--perod", "x", "--help"]],
  ]

  /// Wrong command lines, whose errors are kept in a golden file.
  static let wrongCommandLines: [[String]] = [
    ["movie"], ["movie", " "], ["movie", "20124079", "extra"], ["movie", "x", "--limit", "3"],
    ["movie", "x", "--format", "xml"], ["movie", "x", "--sample", "--sample"],
    ["movie", "x", "--sample=yes"], ["movie", "x", "--timeout"], ["movie", "x", "--api-key", " "],
    ["search"], ["search", "--limit", "3"], ["search", "x", "--limit", "101"],
    ["search", "x", "--page", "0"], ["search", "--year", "2019-2018"], ["search", "--year", "19"],
    ["search", "--year", "+2019"], ["search", "x", "--director"], ["search", "--director", " "],
    ["search", "x", "--dirctor", "y"], ["search", "x", "y"], ["browse", "x"],
    ["browse", "--period", "weekned"], ["browse", "--date", "20250302"],
    ["browse", "--date", "2025-02-30"], ["browse", "--region", "seoul"],
    ["browse", "--nation", "korea"], ["browse", "--format", "json"],
    ["browse", "--base-url", "ftp://x"], ["browse", "--timeout", "0"],
  ]

  func testMovieTakesACodeOrATitle() throws {
    guard
      case .success(.movie(let code))? = parse(["movie", "2023C165", "--format=json", "--sample"])
    else { return XCTFail("not a movie command") }
    XCTAssertEqual(code.target, .code("2023C165"))
    XCTAssertEqual(code.format, .json)
    XCTAssertTrue(code.isSample)
    guard case .success(.movie(let title))? = parse(["movie", "광해, 왕이 된 남자", "--no-cache"]) else {
      return XCTFail("not a movie command")
    }
    XCTAssertEqual(title.target, .title("광해, 왕이 된 남자"))
    XCTAssertTrue(title.bypassesCache)
  }

  func testSearchTakesTextADirectorYearsALimitAndAPage() {
    guard
      case .success(.search(let command))? = parse([
        "search", "별", "--director", "봉준호", "--year", "2019-2023", "--limit", "100", "--page=3",
        "--format", "csv", "--timeout", "2.5", "--base-url", "http://127.0.0.1:1/rest",
      ])
    else { return XCTFail("not a search command") }
    XCTAssertEqual(
      command.query,
      MovieSearchQuery(
        title: "별", director: "봉준호", productionYears: 2019...2023, page: 3, pageSize: 100))
    XCTAssertEqual(command.format, .csv)
    XCTAssertEqual(command.timeout, 2.5)
    XCTAssertEqual(command.baseURL.absoluteString, "http://127.0.0.1:1/rest")
    guard case .success(.search(let byYear))? = parse(["search", "--year", "1948"]) else {
      return XCTFail("not a search command")
    }
    XCTAssertEqual(byYear.query, MovieSearchQuery(productionYears: 1948...1948))
  }

  func testBrowseTakesWhereToStartAndTheChartsFilters() {
    guard
      case .success(.browse(let command))? = parse([
        "browse", "--date", "2024-12-25", "--period", "weekend", "--nation", "korean",
        "--films", "diversity", "--region", "0105001000", "--color", "never", "--api-key", "k3y",
      ])
    else { return XCTFail("not a browse command") }
    XCTAssertEqual(command.kind, .weekend)
    XCTAssertEqual(command.date, day("20241225"))
    XCTAssertEqual(
      command.filters,
      ChartFilters(itemsPerPage: 10, films: .diversity, nation: .korean, regionCode: "0105001000"))
    XCTAssertEqual(command.color, .never)
    XCTAssertEqual(command.apiKey, "k3y")
    guard case .success(.browse(let day))? = parse(["browse", "--period=day"]) else {
      return XCTFail("not a browse command")
    }
    XCTAssertEqual(day.kind, .daily)
  }

  func testOtherCommandLinesAreLeftToTheChartParser() {
    XCTAssertNil(parse([]))
    XCTAssertNil(parse(["weekly", "--sample"]))
    XCTAssertNil(parse(["help", "weekly"]))
    XCTAssertNil(parse(["help", "movie", "extra"]))
  }

  func testEveryHelpMatchesItsGoldenFileFitsEightyColumnsAndListsEveryOption() {
    for (subcommand, commandLines) in Self.helpCommandLines {
      for arguments in commandLines {
        let run = runTool(arguments)
        XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"], "\(arguments)")
        Golden.assertMatches(run.stdout, "help/\(subcommand.rawValue).txt")
      }
      let help = MovieSubcommand.help(subcommand)
      for line in help.split(separator: "\n") {
        XCTAssertLessThanOrEqual(line.count, 80, String(line))
      }
      for option in subcommand.options {
        XCTAssertTrue(help.contains("  \(option.label) "), "\(subcommand) \(option.label)")
      }
    }
    XCTAssertTrue(
      runTool(["--help"]).stdout.contains("  browse                  Browse the charts"))
  }

  func testUsageErrorsMatchTheirGoldenFileOnStandardErrorWithStatus64() {
    var text = ""
    for arguments in Self.wrongCommandLines {
      let run = runTool(arguments)
      XCTAssertEqual([run.stdout, "\(run.status)"], ["", "64"], "\(arguments)")
      text +=
        "$ boxoffice-cli "
        + arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }
        .joined(separator: " ") + "\n" + run.stderr + "\n"
    }
    Golden.assertMatches(text, "usage-errors-movies.txt")
  }

  func testSharedOptionsAreCheckedAsTheChartsCheckThem() {
    for (option, value) in [
      ("--timeout", "0"), ("--color", "sometimes"), ("--base-url", "x"), ("--api-key", ""),
    ] {
      let chart = runTool(["weekly", option, value]).stderr.split(separator: "\n").first
      let movie = runTool(["movie", "x", option, value]).stderr.split(separator: "\n").first
      XCTAssertEqual(movie, chart, option)
    }
  }

  /// Seeds of the parser's fuzz target for these subcommands.
  static let fuzzSeeds: [(String, [String])] =
    helpCommandLines.sorted { $0.key.rawValue < $1.key.rawValue }.flatMap(\.value).enumerated()
    .map { ("movies-help-\($0)", $1) }
    + wrongCommandLines.enumerated().map { ("movies-usage-error-\($0)", $1) }
    + [
      ["movie", "20124079", "--sample"], ["movie", "한강", "--format=json"],
      ["search", "별", "--director=봉준호", "--year=2019-2023", "--limit=20", "--page=2"],
      ["browse", "--sample", "--period", "day", "--date", "20250205"],
    ].enumerated().map { ("movies-valid-\($0)", $1) }
}
