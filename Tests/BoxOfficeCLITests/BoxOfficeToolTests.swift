import BoxOffice
import BoxOfficeTestSupport
import Foundation
import TestSupport
import XCTest

@testable import BoxOfficeCLI

/// The command as a whole: what goes where, the key's handling, and errors as exit statuses.
final class BoxOfficeToolTests: CLITestCase {
  func testWithoutAKeyOrSampleItSaysHowToGetAKeyAndExits78() {
    for environment in [[:], ["KOBIS_API_KEY": ""], ["KOBIS_API_KEY": "  \n"]] {
      let run = runTool(["weekly"], environment: environment)
      XCTAssertEqual(run.status, 78)
      XCTAssertEqual(run.stdout, "")
      XCTAssertEqual(
        run.stderr,
        "Error: No KOBIS API key is set. Get a free key from the KOBIS open API site, "
          + "https://www.kobis.or.kr/kobisopenapi (sign up, then request a key), and set it in "
          + "KOBIS_API_KEY. To see what the output looks like without a key, add --sample, as in "
          + "'boxoffice-cli weekly --sample'.\n")
    }
  }

  func testWithoutAKeyTheSampleHintNamesTheCommandThatWasRun() {
    let run = runTool(["daily", "--limit", "3"], environment: [:])
    XCTAssertEqual(run.status, 78)
    XCTAssertTrue(
      run.stderr.hasSuffix("add --sample, as in 'boxoffice-cli daily --sample'.\n"), run.stderr)
  }

  func testTheSampleAcceptsAnyDateAndARegionAndSaysInOneLineThatItIgnoresThem() {
    let plain = runTool(["weekly", "--sample", "--format", "csv"], environment: [:])
    XCTAssertEqual(plain.status, 0)
    for (arguments, ignored) in [
      (["--date", "2099-01-01"], "--date is"),
      (["--region", "0105001000"], "--region is"),
      (["--date", "20120101", "--region", "0105001000"], "--date and --region are"),
    ] {
      let run = runTool(["weekly", "--sample", "--format", "csv"] + arguments, environment: [:])
      XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
      XCTAssertEqual(run.stdout, plain.stdout, "\(arguments)")
      XCTAssertEqual(
        run.stderr,
        "Note: the sample data has a fixed period and no regions, so \(ignored) ignored.\n"
          + plain.stderr, "\(arguments)")
    }
  }

  func testTheKeyComesFromTheEnvironmentOrTheFlagAndTheFlagWins() {
    let keys = LockedValue<[String?]>([])
    func run(_ arguments: [String], _ environment: [String: String]) {
      var dependencies = BoxOfficeTool.Dependencies(terminal: TerminalFacts())
      dependencies.now = { CLITestCase.now }
      dependencies.interrupts = ScriptedInterrupts()
      dependencies.makeClient = { api, _, _ in
        keys.withLock { $0.append(api.apiKey) }
        return client(
          answering: SampleCharts.chart(
            for: BoxOfficeEndpoint(kind: .daily, date: day("20250205"))))
      }
      let status = BoxOfficeTool(dependencies: dependencies).run(
        arguments: arguments, environment: environment, stdout: CapturedOutput(),
        stderr: CapturedOutput())
      XCTAssertEqual(status, 0)
    }
    run(["daily"], ["KOBIS_API_KEY": "from-environment"])
    run(["daily", "--api-key", "from-flag"], ["KOBIS_API_KEY": "from-environment"])
    run(["daily", "--api-key=only-flag"], [:])
    XCTAssertEqual(keys.value, ["from-environment", "from-flag", "only-flag"])
  }

  func testTheKeyIsRedactedFromAnythingWrittenWhateverItsPath() {
    let key = KOBISTestServer.validKey
    let leaky = client(failingWith: .kobisFault(code: "320010", message: "bad key \(key)"))
    let fromEnvironment = runTool(["daily"], client: leaky)
    XCTAssertEqual(fromEnvironment.status, 77)
    XCTAssertFalse(fromEnvironment.stderr.contains(key))
    XCTAssertTrue(fromEnvironment.stderr.contains("bad key REDACTED"), fromEnvironment.stderr)
    let fromFlag = runTool(["daily", "--api-key", " \(key) "], environment: [:], client: leaky)
    XCTAssertFalse(fromFlag.stderr.contains(key), fromFlag.stderr)
  }

  func testEachKindOfFailureExitsWithItsStatusAndOneLineOnStandardError() {
    let cases: [(BoxOfficeError, Int32)] = [
      (.undecodableBody(at: "body", reason: "it is an HTML or XML page, not JSON"), 65),
      (.httpStatus(500), 69),
      (.kobisFault(code: "320103", message: "날싸형식에 맞게 입력하십시요."), 69),
      (.transportFailure("the server refused the connection"), 75),
      (.timedOut(seconds: 3), 75),
      (.kobisFault(code: "320010", message: "유효하지않은 키값입니다."), 77),
      (.invalidQuery("the region code must be ten digits"), 64),
    ]
    for (error, status) in cases {
      let run = runTool(["weekly"], client: client(failingWith: error))
      XCTAssertEqual(run.status, status, "\(error)")
      XCTAssertEqual(run.stdout, "", "\(error)")
      XCTAssertEqual(run.stderr, "Error: \(error.description)\n")
    }
  }

  func testTextFromTheServerIsSanitizedInErrors() {
    let run = runTool(
      ["weekly"],
      client: client(
        failingWith: .kobisFault(code: "1", message: "\u{1B}]0;x\u{07}\u{1B}[2J나쁜\r\n")))
    XCTAssertEqual(run.stderr, "Error: KOBIS rejected the request with error 1 (나쁜 ).\n")
  }

  func testOnlyTheChartGoesToStandardOutput() {
    let run = runTool(
      ["daily", "--format", "json"],
      client: client(
        answering: SampleCharts.chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20250205")))))
    XCTAssertEqual(run.stderr, "")
    XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)))
  }
}
