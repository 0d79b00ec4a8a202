import BoxOffice
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// Parsing command lines into invocations (the messages of usage errors are golden-tested in
/// `UsageErrorTests`).
final class CommandLineParserTests: XCTestCase {
  private let today = day("20250301")

  private func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    CommandLineParser.parse(arguments, today: today)
  }

  private func command(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line)
    -> ChartCommand?
  {
    guard case .success(.chart(let command)) = parse(arguments) else {
      XCTFail("\(arguments) did not parse to a chart: \(parse(arguments))", file: file, line: line)
      return nil
    }
    return command
  }

  func testNoArgumentsAsksForTheRootHelp() {
    XCTAssertEqual(try parse([]).get(), .help(nil))
  }

  func testHelpIsFoundWhereverItIs() {
    XCTAssertEqual(try parse(["weekly", "--limit", "3", "--help"]).get(), .help(.weekly))
    XCTAssertEqual(try parse(["daily", "-h", "--bogus"]).get(), .help(.daily))
    XCTAssertEqual(try parse(["help", "daily"]).get(), .help(.daily))
    XCTAssertEqual(try parse(["--version"]).get(), .version)
  }

  func testTheDefaultsAskForTheWholeWeekOrTheDayWithEverything() {
    XCTAssertEqual(command(["weekly"]), ChartCommand(chart: .weekly(.week)))
    XCTAssertEqual(command(["daily"]), ChartCommand(chart: .daily))
    let defaults = ChartCommand(chart: .daily)
    XCTAssertEqual(defaults.filters, ChartFilters(itemsPerPage: 10), "the help's default limit")
    XCTAssertEqual(defaults.format, .table)
    XCTAssertEqual(defaults.color, .auto)
    XCTAssertEqual(defaults.baseURL, BoxOfficeAPI.officialBaseURL)
    XCTAssertEqual(defaults.timeout, 10)
    XCTAssertFalse(defaults.isSample || defaults.bypassesCache)
    XCTAssertNil(defaults.date ?? nil)
    XCTAssertNil(defaults.apiKey)
  }

  func testEveryOptionIsStoredWithBothSpellings() {
    let spaced = command([
      "weekly", "--date", "2025-02-09", "--period", "weekend", "--limit", "5", "--nation",
      "korean", "--films", "diversity", "--region", "0105001000", "--format", "json", "--color",
      "always", "--sample", "--base-url", "http://127.0.0.1:8080/rest", "--timeout", "2.5",
      "--no-cache", "--api-key", "k3y",
    ])
    var expected = ChartCommand(chart: .weekly(.weekend))
    expected.date = day("20250209")
    expected.filters = ChartFilters(
      itemsPerPage: 5, films: .diversity, nation: .korean, regionCode: "0105001000")
    expected.format = .json
    expected.color = .always
    expected.isSample = true
    expected.baseURL = URL(string: "http://127.0.0.1:8080/rest")!
    expected.timeout = 2.5
    expected.bypassesCache = true
    expected.apiKey = "k3y"
    XCTAssertEqual(spaced, expected)
    let joined = command([
      "weekly", "--date=20250209", "--period=weekend", "--limit=5", "--nation=korean",
      "--films=diversity", "--region=0105001000", "--format=json", "--color=always", "--sample",
      "--base-url=http://127.0.0.1:8080/rest", "--timeout=2.5", "--no-cache", "--api-key=k3y",
    ])
    XCTAssertEqual(joined, expected)
  }

  func testChoicesIgnoreCase() {
    XCTAssertEqual(command(["weekly", "--period", "WEEKDAYS"])?.chart, .weekly(.weekdays))
    XCTAssertEqual(command(["daily", "--format", "CSV"])?.format, .csv)
  }

  func testTodayInKoreaIsTheLatestDateAccepted() {
    XCTAssertEqual(command(["daily", "--date", "20250301"])?.date, today)
    XCTAssertEqual(
      try? parse(["daily", "--date", "20250302"]).get(), nil, "tomorrow in Korea is refused")
  }

  func testAValueMayStartWithASingleDash() {
    guard case .failure(let error) = parse(["weekly", "--timeout", "-5"]) else {
      return XCTFail("accepted a negative timeout")
    }
    XCTAssertTrue(error.message.hasPrefix("The value '-5' is invalid"), error.message)
  }

  func testTheFirstProblemInArgumentOrderIsReported() {
    guard case .failure(let error) = parse(["weekly", "--limit", "0", "--bogus"]) else {
      return XCTFail("accepted")
    }
    XCTAssertEqual(error.subcommand, .weekly)
    XCTAssertTrue(error.message.contains("--limit"), error.message)
  }

  func testAnyArgumentListParsesOrFailsWithoutTrapping() {
    var generator = SystemRandomNumberGenerator()
    let words = [
      "weekly", "daily", "help", "--date", "--date=", "20250209", "2023-02-30", "--period", "week",
      "--limit", "11", "--format", "json", "--sample", "--api-key", "=", "-", "--", "-h", "가",
      "\u{1B}[31m", "--color=never", "", " ",
    ]
    for _ in 0..<5_000 {
      let arguments = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        words.randomElement(using: &generator)!
      }
      switch parse(arguments) {
      case .success: break
      case .failure(let error):
        XCTAssertFalse(error.text.contains("\u{1B}"), "\(arguments)")
        XCTAssertTrue(error.text.hasPrefix("Error: "), "\(arguments)")
      }
    }
  }

  /// The command lines of the help and usage-error golden files, and a few that parse, as the
  /// seeds of the parser's fuzz target (`Fuzz/CLIArguments.swift`): each argument followed
  /// by a NUL byte.
  private static let fuzzSeeds: [(String, [String])] =
    HelpTextTests.helpCommandLines.joined().enumerated().map { ("help-\($0)", $1) }
    + UsageErrorTests.wrongCommandLines.enumerated().map { ("usage-error-\($0)", $1) }
    + [
      ["weekly", "--sample"], ["weekly", "--period", "weekend", "--color=never"],
      ["daily", "--date", "2024-12-25", "--limit", "5", "--format", "csv"],
      [
        "weekly", "--date=20250209", "--period=weekend", "--limit=5", "--nation=korean",
        "--films=diversity", "--region=0105001000", "--format=json", "--color=always",
        "--sample", "--base-url=http://127.0.0.1:8080/rest", "--timeout=2.5", "--no-cache",
        "--api-key=k3y",
      ],
    ].enumerated().map { ("valid-\($0)", $1) }
    + MovieSubcommandTests.fuzzSeeds

  func testTheFuzzTargetIsSeededWithTheGoldenCommandLines() throws {
    let directory = Golden.directory
      .deletingLastPathComponent()  // BoxOfficeCLITests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
      .appendingPathComponent("Fuzz/CLIArguments.seeds", isDirectory: true)
    let seeds = Dictionary(
      uniqueKeysWithValues: Self.fuzzSeeds.map { name, arguments in
        (name, Data(arguments.map { $0 + "\0" }.joined().utf8))
      })
    if Golden.isRecording {
      try? FileManager.default.removeItem(at: directory)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for (name, data) in seeds {
        try data.write(to: directory.appendingPathComponent(name))
      }
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertEqual(
      Set(files), Set(seeds.keys), "re-record the seeds with BOXOFFICE_RECORD_GOLDEN=1")
    for (name, data) in seeds {
      XCTAssertEqual(try? Data(contentsOf: directory.appendingPathComponent(name)), data, name)
    }
  }
}
