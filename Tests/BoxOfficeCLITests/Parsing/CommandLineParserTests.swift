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
    XCTAssertEqual(try parse([]).get(), .help([]))
  }

  func testHelpIsFoundWhereverItIs() {
    XCTAssertEqual(try parse(["weekly", "--limit", "3", "--help"]).get(), .help(["weekly"]))
    XCTAssertEqual(try parse(["daily", "-h", "--bogus"]).get(), .help(["daily"]))
    XCTAssertEqual(try parse(["help", "daily"]).get(), .help(["daily"]))
    XCTAssertEqual(try parse(["help", "cache", "clear"]).get(), .help(["cache", "clear"]))
    XCTAssertEqual(try parse(["cache", "clear", "-h"]).get(), .help(["cache", "clear"]))
    XCTAssertEqual(try parse(["cache"]).get(), .help(["cache"]))
    XCTAssertEqual(try parse(["help", "help"]).get(), .help(["help"]))
    XCTAssertEqual(try parse(["help", "--man"]).get(), .manual)
    XCTAssertEqual(try parse(["--version"]).get(), .version)
    XCTAssertEqual(try parse(["daily", "--date", "x", "-V"]).get(), .version)
  }

  func testShortFlagsTakeTheirValueApartOrAttached() {
    var expected = ChartCommand(chart: .weekend)
    expected.date = day("20250209")
    expected.filters.itemsPerPage = 3
    expected.format = .json
    for arguments in [
      ["weekly", "-d", "20250209", "-p", "weekend", "-n", "3", "-f", "json"],
      ["weekly", "-d20250209", "-pweekend", "-n3", "-fjson"],
      ["weekly", "-d=20250209", "-p=weekend", "-n=3", "-f=json"],
      ["weekly", "--date=20250209", "-p", "weekend", "--limit", "3", "-f=json"],
    ] {
      XCTAssertEqual(command(arguments), expected, "\(arguments)")
    }
  }

  func testAValueThatLooksLikeANegativeNumberIsAValue() {
    XCTAssertEqual(command(["daily", "--date", "-7"])?.date, day("20250222"))
    XCTAssertEqual(command(["daily", "-d", "-1"])?.date, day("20250228"))
    XCTAssertEqual(command(["daily", "-d-1"])?.date, day("20250228"))
    XCTAssertEqual(command(["weekly", "-d", "last-week"])?.date, day("20250222"))
  }

  func testDoubleDashEndsTheOptions() {
    XCTAssertEqual(try parse(["completions", "--", "zsh"]).get(), .completions(.zsh))
    guard case .failure(let error) = parse(["weekly", "--", "--sample"]) else {
      return XCTFail("an argument after -- was read as an option")
    }
    XCTAssertEqual(error.message, "Unexpected argument '--sample'.")
  }

  func testTheOtherSubcommandsParse() {
    XCTAssertEqual(try parse(["completions", "bash"]).get(), .completions(.bash))
    XCTAssertEqual(try parse(["completions", "FISH"]).get(), .completions(.fish))
    XCTAssertEqual(try parse(["regions"]).get(), .regions(RegionsCommand()))
    XCTAssertEqual(
      try parse(["regions", "-f", "csv", "--format=json"]).get(),
      .regions(RegionsCommand(format: .json)))
    XCTAssertEqual(try parse(["cache", "info"]).get(), .cache(CacheCommand(action: .info)))
    XCTAssertEqual(
      try parse(["cache", "clear", "--cache-dir", "/tmp/c"]).get(),
      .cache(CacheCommand(action: .clear, directory: "/tmp/c")))
  }

  func testTheSampleAcceptsAFutureDateButNotAnInvalidOne() {
    XCTAssertEqual(command(["daily", "--date", "2099-01-01", "--sample"])?.date, day("20990101"))
    XCTAssertEqual(command(["daily", "--sample", "--date", "2099-01-01"])?.kobis.isSample, true)
    guard case .failure(let error) = parse(["daily", "--sample", "--date", "2099-02-30"]) else {
      return XCTFail("accepted February 30")
    }
    XCTAssertEqual(
      error.message,
      "The value '2099-02-30' is invalid for '--date <date>': February 2099 has 28 days.")
  }

  func testTheDefaultsAskForTheWholeWeekOrTheDayWithEverything() {
    XCTAssertEqual(command(["weekly"]), ChartCommand(chart: .weekly))
    XCTAssertEqual(command(["daily"]), ChartCommand(chart: .daily))
    let defaults = ChartCommand(chart: .daily)
    XCTAssertEqual(defaults.filters, ChartFilters(itemsPerPage: 10), "the help's default limit")
    XCTAssertEqual(defaults.format, .table)
    XCTAssertEqual(defaults.kobis.color, .auto)
    XCTAssertEqual(defaults.kobis.baseURL, BoxOfficeAPI.officialBaseURL)
    XCTAssertEqual(defaults.kobis.timeout, 10)
    XCTAssertFalse(defaults.kobis.isSample || defaults.kobis.bypassesCache)
    XCTAssertNil(defaults.date ?? nil)
    XCTAssertNil(defaults.kobis.apiKey)
  }

  func testEveryOptionIsStoredWithBothSpellings() {
    let spaced = command([
      "weekly", "--date", "2025-02-09", "--period", "weekend", "--limit", "5", "--nation",
      "korean", "--films", "diversity", "--region", "0105001000", "--format", "json", "--color",
      "always", "--sample", "--base-url", "http://127.0.0.1:8080/rest", "--timeout", "2.5",
      "--no-cache", "--api-key", "k3y", "--fields", "rank,title", "--cache-dir", "/tmp/c",
    ])
    var expected = ChartCommand(chart: .weekend)
    expected.date = day("20250209")
    expected.filters = ChartFilters(
      itemsPerPage: 5, films: .diversity, nation: .korean, regionCode: "0105001000")
    expected.format = .json
    expected.kobis.color = .always
    expected.kobis.isSample = true
    expected.kobis.baseURL = URL(string: "http://127.0.0.1:8080/rest")!
    expected.kobis.timeout = 2.5
    expected.kobis.bypassesCache = true
    expected.kobis.apiKey = "k3y"
    expected.fields = [.rank, .title]
    expected.kobis.cacheDirectory = "/tmp/c"
    XCTAssertEqual(spaced, expected)
    let joined = command([
      "weekly", "--date=20250209", "--period=weekend", "--limit=5", "--nation=korean",
      "--films=diversity", "--region=0105001000", "--format=json", "--color=always", "--sample",
      "--base-url=http://127.0.0.1:8080/rest", "--timeout=2.5", "--no-cache", "--api-key=k3y",
      "--fields=rank,title", "--cache-dir=/tmp/c",
    ])
    XCTAssertEqual(joined, expected)
  }

  func testTheLastOfARepeatedOptionWins() {
    XCTAssertEqual(command(["weekly", "--limit", "3", "--limit", "4"])?.filters.itemsPerPage, 4)
    let repeated = command([
      "weekly", "--date", "20250209", "--period", "weekend", "--nation", "korean", "--films",
      "diversity", "--region", "0105001000", "--format", "json", "--color", "always",
      "--base-url", "http://127.0.0.1:1/a", "--timeout", "2", "--api-key", "first",
      "--date=20250101", "--period=weekdays", "--nation=foreign", "--films=commercial",
      "--region=0105002000", "--format=csv", "--color=never", "--base-url=http://127.0.0.1:2/b",
      "--timeout=3", "--api-key=second", "--sample", "--sample", "--no-cache", "--no-cache",
      "--fields", "rank", "--fields=title,audience", "--cache-dir", "/a", "--cache-dir=/b",
      "-n", "5", "-n6",
    ])
    var expected = ChartCommand(chart: .weekdays)
    expected.date = day("20250101")
    expected.filters = ChartFilters(
      itemsPerPage: 6, films: .commercial, nation: .foreign, regionCode: "0105002000")
    expected.fields = [.title, .audience]
    expected.kobis.cacheDirectory = "/b"
    expected.format = .csv
    expected.kobis.color = .never
    expected.kobis.baseURL = URL(string: "http://127.0.0.1:2/b")!
    expected.kobis.timeout = 3
    expected.kobis.apiKey = "second"
    expected.kobis.isSample = true
    expected.kobis.bypassesCache = true
    XCTAssertEqual(repeated, expected)
  }

  func testChoicesIgnoreCase() {
    XCTAssertEqual(command(["weekly", "--period", "WEEKDAYS"])?.chart, .weekdays)
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
    XCTAssertEqual(error.path, ["weekly"])
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
      ["daily", "-d", "-7", "-n3", "-f", "json", "--compact", "--fields", "rank,title"],
      ["weekly", "-d", "last-week", "-p=weekdays", "--region", "서울", "--cache-dir", "/tmp/c"],
      ["regions", "-f", "csv"], ["cache", "info"], ["cache", "clear", "--cache-dir=/tmp/c"],
      ["completions", "bash"], ["help", "--man"], ["help", "cache", "clear"],
      ["weekly", "--", "x"], ["trend", "한강의 밤", "--sample"],
      [
        "trend", "20236542", "-w", "52", "-p", "weekend", "--format", "csv", "--fields",
        "rank,audience",
      ],
      ["trend", "x", "--daily", "--days", "30", "-d", "yesterday"],
      ["weekly", "--sample", "--bars"],
    ].enumerated().map { ("valid-\($0)", $1) }
    + MovieOptionsTests.fuzzSeeds

  func testTheFuzzDictionaryHasEveryNameOfTheCommandTable() throws {
    let dictionary = try String(
      contentsOf: Golden.directory.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/CLIArguments.dict"),
      encoding: .utf8)
    let words = Set(
      dictionary.split(separator: "\n").filter { $0.hasPrefix("\"") }.map {
        $0.dropFirst().dropLast()
      })
    for (path, command) in [([], CommandTable.root)] + CommandTable.root.descendants {
      for name in [command.name]
        + command.helpOptions.flatMap({ [$0.flag] + [$0.shortFlag].compactMap { $0 } })
      where !(path.isEmpty && name == command.name) {
        XCTAssertTrue(words.contains(Substring(name)), "\(name) is not in Fuzz/CLIArguments.dict")
      }
    }
  }

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
