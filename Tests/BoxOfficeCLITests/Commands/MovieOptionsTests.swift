import BoxOffice
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// `movie`, `search` and `browse` on the command line: what each parses into, and their usage
/// errors in swift-argument-parser's three lines (their help is checked with every command's).
final class MovieOptionsTests: CLITestCase {
  private let today = day("20250301")

  private func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    CommandLineParser.parse(arguments, today: today)
  }

  /// Wrong command lines, whose errors are kept in a golden file.
  static let wrongCommandLines: [[String]] = [
    ["movie"], ["movie", " "], ["movie", "20124079", "extra"], ["movie", "x", "--limit", "3"],
    ["movie", "x", "--format", "xml"], ["movie", "x", "--timeout"],
    ["movie", "x", "--api-key", " "], ["movie", "x", "--compact"], ["search"],
    ["search", "-n", "3"], ["search", "x", "--limit", "101"], ["search", "x", "--page", "0"],
    ["search", "--year", "2019-2018"], ["search", "-y", "19"], ["search", "--year", "+2019"],
    ["search", "x", "--director"], ["search", "--director", " "],
    ["search", "x", "--dirctor", "y"],
    ["search", "x", "y"], ["search", "x", "-f", "csv", "--compact"], ["browse", "x"],
    ["browse", "--period", "weekned"],
    ["browse", "--date", "20250302"], ["browse", "-d", "2025-02-30"],
    ["browse", "--region", "atlantis"], ["browse", "--nation", "korea"],
    ["browse", "--format", "json"], ["browse", "--verbose"], ["browse", "--base-url", "ftp://x"],
    ["browse", "--timeout", "0"],
  ]

  func testMovieTakesACodeOrATitle() {
    guard case .success(.movie(let code)) = parse(["movie", "2023C165", "-f", "json", "--sample"])
    else { return XCTFail("not a movie command") }
    XCTAssertEqual(code.target, .code("2023C165"))
    XCTAssertEqual(code.format, .json)
    XCTAssertFalse(code.isCompact)
    XCTAssertTrue(code.kobis.isSample)
    guard case .success(.movie(let compact)) = parse(["movie", "x", "--compact", "-f", "json"])
    else { return XCTFail("not a movie command") }
    XCTAssertTrue(compact.isCompact)
    guard
      case .success(.movie(let title)) = parse([
        "movie", "광해, 왕이 된 남자", "--no-cache", "-v", "--cache-dir", "/tmp/c",
      ])
    else { return XCTFail("not a movie command") }
    XCTAssertEqual(title.target, .title("광해, 왕이 된 남자"))
    XCTAssertTrue(title.kobis.bypassesCache)
    XCTAssertTrue(title.kobis.isVerbose)
    XCTAssertEqual(title.kobis.cacheDirectory, "/tmp/c")
  }

  func testSearchTakesTextADirectorYearsALimitAndAPage() {
    guard
      case .success(.search(let command)) = parse([
        "search", "별", "--director", "봉준호", "-y", "2019-2023", "-n", "100", "--page=3",
        "--format", "csv", "--timeout", "2.5", "--base-url", "http://127.0.0.1:1/rest",
      ])
    else { return XCTFail("not a search command") }
    XCTAssertEqual(
      command.query,
      MovieSearchQuery(
        title: "별", director: "봉준호", productionYears: 2019...2023, page: 3, pageSize: 100))
    XCTAssertEqual(command.format, .csv)
    XCTAssertEqual(command.kobis.timeout, 2.5)
    XCTAssertEqual(command.kobis.baseURL.absoluteString, "http://127.0.0.1:1/rest")
    guard case .success(.search(let byYear)) = parse(["search", "--year", "1948"]) else {
      return XCTFail("not a search command")
    }
    XCTAssertEqual(byYear.query, MovieSearchQuery(productionYears: 1948...1948))
    guard case .success(.search(let last)) = parse(["search", "x", "-n", "3", "-n", "4"]) else {
      return XCTFail("not a search command")
    }
    XCTAssertEqual(last.limit, 4, "the last of a repeated option wins")
    guard case .success(.search(let compact)) = parse(["search", "x", "--compact", "-f", "json"])
    else { return XCTFail("not a search command") }
    XCTAssertTrue(compact.isCompact)
  }

  func testBrowseTakesWhereToStartAndTheChartsFilters() {
    guard
      case .success(.browse(let command)) = parse([
        "browse", "--date", "2024-12-25", "-p", "weekend", "--nation", "korean",
        "--films", "diversity", "--region", "seoul", "--color", "never", "--api-key", "k3y",
      ])
    else { return XCTFail("not a browse command") }
    XCTAssertEqual(command.kind, .weekend)
    XCTAssertEqual(command.date, day("20241225"))
    XCTAssertEqual(
      command.filters,
      ChartFilters(itemsPerPage: 10, films: .diversity, nation: .korean, regionCode: "0105001000"))
    XCTAssertEqual(command.kobis.color, .never)
    XCTAssertEqual(command.kobis.apiKey, "k3y")
    guard
      case .success(.browse(let yesterday)) = parse(["browse", "--period=day", "-d", "yesterday"])
    else { return XCTFail("not a browse command") }
    XCTAssertEqual(yesterday.kind, .daily)
    XCTAssertEqual(yesterday.date, day("20250228"))
    guard case .success(.browse(let future)) = parse(["browse", "--sample", "-d", "20300101"])
    else {
      return XCTFail("the sample takes any day, as it ignores it")
    }
    XCTAssertTrue(future.kobis.isSample)
  }

  func testUsageErrorsMatchTheirGoldenFileOnStandardErrorWithStatus64() {
    var text = ""
    for arguments in Self.wrongCommandLines {
      let run = runTool(arguments)
      XCTAssertEqual([run.stdout, "\(run.status)"], ["", "64"], "\(arguments)")
      text +=
        "$ boxoffice-cli "
        + arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ")
        + "\n" + run.stderr + "\n"
    }
    Golden.assertMatches(text, "usage-errors-movies.txt")
  }

  func testSharedOptionsAreCheckedAsTheChartsCheckThem() {
    for (option, value) in [("--timeout", "0"), ("--color", "sometimes"), ("--base-url", "x")] {
      let chart = runTool(["weekly", option, value]).stderr.split(separator: "\n").first
      for command in [["movie", "x"], ["search", "x"], ["browse"]] {
        let other = runTool(command + [option, value]).stderr.split(separator: "\n").first
        XCTAssertEqual(other, chart, "\(command) \(option)")
      }
    }
  }

  /// Seeds of the parser's fuzz target for these subcommands.
  static let fuzzSeeds: [(String, [String])] =
    wrongCommandLines.enumerated().map { ("movies-usage-error-\($0)", $1) }
    + [
      ["movie", "20124079", "--sample"], ["movie", "한강", "-f", "json", "-v"],
      ["search", "별", "--director=봉준호", "-y", "2019-2023", "-n", "20", "--page=2"],
      ["browse", "--sample", "-p", "day", "-d", "20250205"], ["help", "browse"],
      ["movie", "--help"], ["search", "--year=2019", "-f", "json", "--compact"],
    ].enumerated().map { ("movies-valid-\($0)", $1) }
}
