import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// `weekly` and `daily` through the ``CommandRunner``, in-process against the loopback KOBIS server, through the real `URLSession`:
/// what it asks, what it prints, the spinner, Ctrl-C, the cache.
final class CommandRunnerChartTests: ServerCLITestCase {
  private func run(
    _ arguments: [String], misbehaving misbehaviour: Misbehaviour? = nil,
    environment: [String: String]? = nil, terminal: TerminalFacts = TerminalFacts(),
    interrupts: any InterruptSource = ScriptedInterrupts()
  ) -> ToolRun {
    let baseURL = misbehaviour.map { server.baseURL(misbehaving: $0) } ?? server.baseURL
    return runTool(
      arguments + ["--base-url", baseURL.absoluteString], environment: environment,
      terminal: terminal, interrupts: interrupts)
  }

  func testTheWeeklyChartIsPrintedAsItsGoldenTable() {
    let run = run(
      ["weekly", "--date", "2024-12-19", "--color", "never"],
      environment: environment.merging(["COLUMNS": "100"]) { $1 })
    XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"])
    Golden.assertMatches(run.stdout, "charts/project/weekly-202451-weekGb0.table.txt")
    XCTAssertEqual(server.requests.count, 1)
    XCTAssertEqual(
      server.requests.first?.query,
      [
        "key": KOBISTestServer.validKey, "targetDt": "20241219", "weekGb": "0",
        "itemPerPage": "10",
      ])
  }

  func testEveryOptionReachesTheServer() {
    let run = run([
      "weekly", "--date", "20241222", "--period", "weekdays", "--limit", "3", "--nation",
      "foreign", "--films", "commercial", "--region", "0105001000", "--format", "csv",
    ])
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      server.requests.first?.query,
      [
        "key": KOBISTestServer.validKey, "targetDt": "20241222", "weekGb": "2", "itemPerPage": "3",
        "multiMovieYn": "N", "repNationCd": "F", "wideAreaCd": "0105001000",
      ])
    XCTAssertEqual(
      server.requests.first?.path,
      "/kobisopenapi/webservice/rest/boxoffice/searchWeeklyBoxOfficeList.json")
  }

  func testTheDefaultDailyChartIsYesterdaysInKorea() {
    let run = run(["daily", "--format", "json"])
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(server.requests.first?.query["targetDt"], "20250228")
    XCTAssertTrue(run.stdout.contains("\"entries\": []"))
  }

  func testAPeriodWithoutFiguresIsNotAnError() {
    let run = run(["daily", "--date", "20250115"])
    XCTAssertEqual(
      run,
      ToolRun(
        stdout:
          "Daily box office · 2025-01-15 (Wed)\n\nKOBIS has no figures for this period yet.\n",
        stderr: "", status: 0))
  }

  func testEveryMisbehaviourEndsWithItsMessageAndStatus() {
    let cases: [(Misbehaviour, String, Int32)] = [
      (
        .status(500),
        "KOBIS answered with HTTP status 500 (Internal Server Error); try again later.", 69
      ),
      (.status(404), "KOBIS answered with HTTP status 404 (Not Found).", 69),
      (
        .htmlErrorPage,
        "The reply from KOBIS could not be read (body: it is an HTML or XML page, not JSON).", 65
      ),
      (
        .truncatedBody,
        "The reply from KOBIS could not be read (body: it is not valid JSON (it may be cut short or not UTF-8)).",
        65
      ),
      (
        .fixture("invalid-number"),
        #"The reply from KOBIS could not be read (salesAmt of rank 2: "1,204,330" is not a whole number)."#,
        65
      ),
      (
        .fault(code: "320010"),
        "KOBIS rejected the request with error 320010 (유효하지않은 키값입니다.): the API key was rejected; check KOBIS_API_KEY.",
        77
      ),
      (
        .leakKeyInFault,
        "KOBIS rejected the request with error 320010 (유효하지않은 키값입니다.[parameterName=key,parameterValue=REDACTED]): the API key was rejected; check KOBIS_API_KEY.",
        77
      ),
      (
        .fault(code: "320105"),
        "KOBIS rejected the request with error 320105 (주간/주말 구분값이 올바르지 않습니다.[parameterName=weekGb,parameterValue=null]): the week kind (weekGb) must be 0, 1 or 2.",
        69
      ),
      (
        .closeConnection,
        "Could not reach KOBIS (the server sent no valid HTTP reply); check the network connection and try again.",
        75
      ),
      (
        .slow(milliseconds: 3000),
        "KOBIS did not answer in time: 3 attempts, 0.5 s each, N s in all; try again later or "
          + "allow more time with --timeout.",
        75
      ),
    ]
    for (misbehaviour, message, status) in cases {
      // Only the slow server's attempts must time out: an answer that comes at once may still take
      // over half a second on a loaded machine.
      let timeout = if case .slow = misbehaviour { "0.5" } else { "30" }
      var run = run(
        ["daily", "--date", "20241225", "--timeout", timeout], misbehaving: misbehaviour)
      // The time all the attempts took varies.
      run.stderr = run.stderr.replacing(#/\d+\.\d s in all/#, with: "N s in all")
      XCTAssertEqual(
        run, ToolRun(stdout: "", stderr: "Error: \(message)\n", status: status), misbehaviour.token)
      XCTAssertFalse(run.stderr.contains(KOBISTestServer.validKey))
    }
  }

  func testAWrongKeyExits77WithoutShowingTheKey() {
    let wrongKey = "0000feedface0000feedface00000000"
    let run = run(["daily", "--date", "20241225"], environment: ["KOBIS_API_KEY": wrongKey])
    XCTAssertEqual(run.status, 77)
    XCTAssertFalse(run.stderr.contains(wrongKey), run.stderr)
    XCTAssertTrue(run.stderr.contains("320010"))
  }

  func testASpinnerTurnsOnATerminalAndIsErasedBeforeTheTable() {
    let run = run(
      ["daily", "--date", "20241225"], misbehaving: .slow(milliseconds: 600),
      terminal: TerminalFacts(stdoutIsTerminal: true, stderrIsTerminal: true, stdoutColumns: 80))
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(
      run.stderr.hasPrefix(WaitIndicator.hideCursor + "\r⠋ Asking KOBIS for the daily chart…"))
    XCTAssertTrue(run.stderr.hasSuffix(WaitIndicator.erase), run.stderr)
    XCTAssertTrue(run.stdout.contains("하얼빈"))
  }

  func testNoSpinnerWhenStandardErrorIsNotATerminal() {
    let run = run(
      ["daily", "--date", "20241225"], misbehaving: .slow(milliseconds: 300),
      terminal: TerminalFacts(stdoutIsTerminal: true))
    XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"])
  }

  func testCtrlCDuringTheRequestErasesTheSpinnerAndExits130() {
    // The user presses Ctrl-C 0.4 s after the request reached KOBIS: the spinner has drawn.
    var requestSeenAt: Date?
    let interrupts = ScriptedInterrupts {
      if requestSeenAt == nil, !self.server.requests.isEmpty { requestSeenAt = Date() }
      return requestSeenAt.map { Date().timeIntervalSince($0) > 0.4 } ?? false
    }
    let started = Date()
    let run = run(
      ["daily", "--date", "20241225"], misbehaving: .slow(milliseconds: 60_000),
      terminal: TerminalFacts(stdoutIsTerminal: true, stderrIsTerminal: true),
      interrupts: interrupts)
    XCTAssertEqual(run.status, 130)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.hasPrefix(WaitIndicator.hideCursor), run.stderr)
    XCTAssertTrue(run.stderr.hasSuffix(WaitIndicator.erase), run.stderr)
    XCTAssertLessThan(Date().timeIntervalSince(started), 20, "the request was not abandoned")
    XCTAssertEqual([interrupts.startCount, interrupts.stopCount], [1, 1])
    XCTAssertFalse(interrupts.isCatching)
  }

  func testAStoredReplyAnswersTheSameQuestionAndNoCacheAsksAgain() throws {
    let arguments = ["weekly", "--date", "20241219", "--format", "json"]
    let first = run(arguments)
    let second = run(arguments)
    XCTAssertEqual(second, first)
    XCTAssertEqual(server.requests.count, 1)
    let cached = try FileManager.default.contentsOfDirectory(
      atPath: cacheHome.appendingPathComponent("boxoffice").path)
    XCTAssertEqual(cached.count, 1)
    for file in cached {
      let contents = try String(
        contentsOf: cacheHome.appendingPathComponent("boxoffice/\(file)"), encoding: .utf8)
      XCTAssertFalse(contents.contains(KOBISTestServer.validKey))
    }
    XCTAssertEqual(run(arguments + ["--no-cache"]), first)
    XCTAssertEqual(server.requests.count, 2)
  }

  func testNoCacheNeitherReadsNorWrites() {
    _ = run(["weekly", "--date", "20241219", "--no-cache"])
    XCTAssertFalse(FileManager.default.fileExists(atPath: cacheHome.path))
  }

  func testWithoutAKeyNoRequestIsSent() {
    let run = run(["daily"], environment: [:])
    XCTAssertEqual(run.status, 78)
    XCTAssertEqual(server.requests, [])
  }

  func testRelativeDatesAndRegionNamesReachTheServerResolvedInKorea() {
    XCTAssertEqual(run(["daily", "-d", "yesterday", "--region", "busan"]).status, 0)
    XCTAssertEqual(run(["weekly", "-d", "last-week", "--region", "서울"]).status, 0)
    XCTAssertEqual(run(["daily", "--date=-10", "-n", "4"]).status, 0)
    XCTAssertEqual(
      server.requests.map {
        [$0.query["targetDt"], $0.query["wideAreaCd"], $0.query["itemPerPage"]]
      },
      [
        ["20250228", "0105011000", "10"], ["20250222", "0105001000", "10"],
        ["20250219", nil, "4"],
      ])
  }

  /// `--verbose`'s lines, with the times (which vary) as `T` and the port as `PORT`.
  private func verboseLines(_ run: ToolRun) -> [String] {
    run.stderr.split(separator: "\n").map {
      String($0).replacing(#/\d+(\.\d+)? s/#, with: "T s")
        .replacing(#/127\.0\.0\.1:\d+/#, with: "127.0.0.1:PORT")
    }
  }

  func testVerboseSaysWhatIsAskedWhatTheCacheDidAndEachAttempt() throws {
    let first = run(["daily", "--date", "20241225", "--verbose", "--format", "csv"])
    XCTAssertEqual(first.status, 0)
    let identity = try BoxOfficeAPI(
      apiKey: KOBISTestServer.validKey, baseURL: server.baseURL
    ).cacheIdentity(
      for: BoxOfficeEndpoint(
        kind: .daily, date: day("20241225"), filters: ChartFilters(itemsPerPage: 10)))
    let file = ResponseCache(directory: cacheHome.appendingPathComponent("boxoffice"))
      .fileURL(for: identity).path
    let bytes = try FixtureLibrary.project("daily-20241225").count
    let request =
      "request: http://127.0.0.1:PORT/kobisopenapi/webservice/rest/boxoffice/"
      + "searchDailyBoxOfficeList.json?key=REDACTED&targetDt=20241225&itemPerPage=10"
    XCTAssertEqual(
      verboseLines(first),
      [
        request, "cache: miss, \(file)", "attempt 1 of 3: sending",
        "attempt 1: reply of \(ChartRow.groupingThousands(Int64(bytes))) bytes in T s",
        "cache: stored, \(file)", "done in T s",
      ])
    let second = run(["daily", "--date", "20241225", "-v", "--format", "csv"])
    XCTAssertEqual(verboseLines(second), [request, "cache: hit, \(file)", "done in T s"])
    XCTAssertEqual(second.stdout, first.stdout)
    let bypassed = run(["daily", "--date", "20241225", "-v", "--no-cache", "-f", "csv"])
    XCTAssertEqual(
      verboseLines(bypassed).prefix(3),
      ["cache: not used (--no-cache)", request, "attempt 1 of 3: sending"])
  }

  func testVerboseShowsEachFailedAttemptAndTheWaitBeforeTheNext() {
    let run = run(
      ["daily", "--date", "20241225", "-v", "-f", "csv"], misbehaving: .flaky(failures: 1))
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      verboseLines(run).dropFirst(2),
      [
        "attempt 1 of 3: sending",
        "attempt 1: failed after T s: KOBIS answered with HTTP status 500 (Internal Server "
          + "Error); try again later.",
        "waiting T s before attempt 2", "attempt 2 of 3: sending",
        verboseLines(run)[6], verboseLines(run)[7], "done in T s",
      ])
    XCTAssertTrue(run.stderr.contains("waiting 0.5 s before attempt 2"), run.stderr)
    XCTAssertTrue(verboseLines(run)[6].hasPrefix("attempt 2: reply of "), run.stderr)
  }

  func testVerboseSaysWhenTheWaitWasInterrupted() {
    let interrupts = ScriptedInterrupts { !self.server.requests.isEmpty }
    let run = run(
      ["daily", "--date", "20241225", "-v"], misbehaving: .slow(milliseconds: 10_000),
      interrupts: interrupts)
    XCTAssertEqual(run.status, 130)
    XCTAssertEqual(
      verboseLines(run).suffix(2), ["attempt 1 of 3: sending", "interrupted after T s"])
  }

  func testVerboseReplacesTheSpinnerAndCoversTheSample() {
    let run = run(
      ["weekly", "--sample", "--verbose"],
      terminal: TerminalFacts(stdoutIsTerminal: true, stderrIsTerminal: true, stdoutColumns: 80))
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      verboseLines(run), ["request: none, the built-in sample data answers", "done in T s"])
    XCTAssertFalse(run.stderr.contains(WaitIndicator.hideCursor))
  }
}
