import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// The JSON view: golden files for every fixture, valid JSON with numbers as numbers, and the
/// documented schema.
final class ChartJSONTests: CLITestCase {
  func testTheJSONOfEverySharedFixtureMatchesItsGoldenFile() throws {
    let fixtures = ChartFixture.shared
    guard !fixtures.isEmpty else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    try assertJSON(fixtures)
  }

  func testTheJSONOfEveryOwnFixtureMatchesItsGoldenFile() throws {
    try assertJSON(ChartFixture.own)
  }

  private func assertJSON(_ fixtures: [ChartFixture], line: UInt = #line) throws {
    for fixture in fixtures {
      // Even --color always and a terminal leave JSON plain.
      let run = runTool(
        fixture.arguments + ["--format", "json", "--color", "always"],
        terminal: TerminalFacts(stdoutIsTerminal: true, stdoutColumns: 40),
        client: client(answering: fixture.chart))
      XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"], fixture.name, line: line)
      Golden.assertMatches(run.stdout, fixture.golden("json"), line: line)
      XCTAssertFalse(run.stdout.contains("\u{1B}"), fixture.name, line: line)
      let document = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], line: line)
      let entries = try XCTUnwrap(document["entries"] as? [[String: Any]], line: line)
      XCTAssertEqual(entries.count, fixture.chart.entries.count, fixture.name, line: line)
      for (entry, expected) in zip(entries, fixture.chart.entries) {
        XCTAssertEqual(entry["rank"] as? Int, expected.rank, line: line)
        XCTAssertEqual((entry["audience"] as? NSNumber)?.int64Value, expected.audience, line: line)
        XCTAssertEqual(entry["isNew"] as? Bool, expected.isNew, line: line)
        XCTAssertEqual(
          entry["openingDate"] as? String, expected.openingDate?.description, line: line)
      }
    }
  }

  func testTheDocumentHasTheDocumentedKeysInOrder() throws {
    var chart = SampleCharts.chart(for: BoxOfficeEndpoint(kind: .weekly, date: day("20250209")))
    chart.entries = Array(chart.entries.prefix(1))
    let text = ChartRenderer().json(screen(for: chart, isSample: true), isCompact: false)
    let keys = text.split(separator: "\n").compactMap { line -> String? in
      guard let quote = line.firstIndex(of: "\""), let colon = line.range(of: "\": ") else {
        return nil
      }
      return String(line[line.index(after: quote)..<colon.lowerBound])
    }
    XCTAssertEqual(
      keys,
      [
        "schemaVersion", "sample", "kind", "firstDay", "lastDay", "isoWeek", "entries", "rank",
        "rankChange", "isNew", "movieCode", "title", "openingDate", "audience", "audienceChange",
        "cumulativeAudience", "revenue", "revenueChange", "cumulativeRevenue", "revenueShare",
        "screens", "showings",
      ])
    XCTAssertTrue(text.contains("\"sample\": true,\n  \"kind\": \"weekly\""))
    XCTAssertTrue(text.contains("\"isoWeek\": \"2025-W06\""))
  }

  func testNumbersBeyondDoublePrecisionAreWrittenExactly() throws {
    var chart = SampleCharts.chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20250205")))
    chart.entries[0].cumulativeAudience = 9_007_199_254_740_993
    chart.entries[0].revenueShare = Decimal(string: "34194.3")!
    let text = ChartRenderer().json(screen(for: chart), isCompact: false)
    XCTAssertTrue(text.contains("\"cumulativeAudience\": 9007199254740993,"))
    XCTAssertTrue(text.contains("\"revenueShare\": 34194.3,"))
    XCTAssertTrue(text.contains("\"isoWeek\": null,"))
  }

  func testStringsAreEscapedAsRFC8259Says() {
    XCTAssertEqual(JSONValue.quoted("a\"b\\c\n\u{1}\u{7F}가"), #""a\"b\\c\n\u0001\u007f가""#)
  }

  func testAnEmptyChartHasAnEmptyList() {
    let chart = BoxOfficeChart(
      period: ChartPeriod(kind: .weekend, containing: day("20250228")), entries: [])
    XCTAssertTrue(
      ChartRenderer().json(screen(for: chart), isCompact: false)
        .hasSuffix("\"isoWeek\": \"2025-W09\",\n  \"entries\": []\n}\n"))
  }

  func testCompactJSONIsTheSameDocumentOnOneLine() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let pretty = runTool(["daily", "--format", "json"], client: client(answering: chart))
    let compact = runTool(["daily", "-f", "json", "--compact"], client: client(answering: chart))
    XCTAssertEqual([compact.stderr, "\(compact.status)"], ["", "0"])
    XCTAssertEqual(compact.stdout.filter { $0 == "\n" }.count, 1)
    XCTAssertTrue(compact.stdout.hasPrefix(#"{"schemaVersion":1,"sample":false,"kind":"daily","#))
    XCTAssertTrue(compact.stdout.contains(#""entries":[{"rank":1,"rankChange":0,"isNew":false,"#))
    XCTAssertEqual(
      try JSONSerialization.jsonObject(with: Data(compact.stdout.utf8)) as? NSDictionary,
      try JSONSerialization.jsonObject(with: Data(pretty.stdout.utf8)) as? NSDictionary)
  }

  func testFieldsChooseTheEntriesKeysInTheirOrder() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let run = runTool(
      ["daily", "-f", "json", "--compact", "--fields", "title,rank,openingDate"],
      client: client(answering: chart))
    XCTAssertEqual(
      run.stdout,
      #"{"schemaVersion":1,"sample":false,"kind":"daily","firstDay":"2024-12-25","#
        + #""lastDay":"2024-12-25","isoWeek":null,"entries":[{"title":"하얼빈","rank":1,"#
        + #""openingDate":"2024-12-24"},{"title":"크리스마스 특별전","rank":2,"openingDate":null}]}"#
        + "\n")
  }

  func testAnEmptyCompactChartHasAnEmptyList() {
    let chart = BoxOfficeChart(
      period: ChartPeriod(kind: .daily, containing: day("20250228")), entries: [])
    XCTAssertTrue(
      ChartRenderer().json(screen(for: chart), isCompact: true).hasSuffix(#""entries":[]}"# + "\n"))
  }
}
