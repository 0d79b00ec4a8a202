import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import XCTest

/// The live client — real `URLSession`, real sockets — against the loopback KOBIS server: each
/// misbehaviour ends in its exact error, after exactly one attempt (retries come later), and the
/// key shows up in none of them.
final class BoxOfficeClientEndToEndTests: ServerTestCase {
  private let key = KOBISTestServer.validKey

  func testTheDailyChartArrives() throws {
    let events = self.events(of: client().daily(DailyQuery(date: day("20241225"))))
    XCTAssertEqual(
      events,
      [.next(try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))), .completed])
  }

  func testTheWholeWeekAndWeekdaysChartsArriveForAnyDayOfTheirWeek() throws {
    let week = events(of: client().weekly(WeeklyQuery(date: day("20241219"), period: .week)))
    XCTAssertEqual(
      week.first?.element.map(summary), "weekly 2024-12-16…2024-12-22 2024-W51 4 entries")
    let weekdays = events(
      of: client().weekly(WeeklyQuery(date: day("20241222"), period: .weekdays)))
    XCTAssertEqual(
      weekdays.first?.element.map(summary), "weekdays 2024-12-16…2024-12-19 2024-W51 2 entries")
    XCTAssertEqual(server.requests.map { $0.query["weekGb"] }, ["0", "2"])
  }

  func testTheSharedWeekendChartArrives() throws {
    guard FixtureLibrary.sharedDirectory != nil else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    let events = self.events(
      of: client().weekly(WeeklyQuery(date: day("20111230"), period: .weekend)))
    XCTAssertEqual(
      events.first?.element.map(summary), "weekend 2011-12-30…2012-01-01 2011-W52 10 entries")
    XCTAssertEqual(events.first?.element?.entries[6].title, "라이온 킹")
  }

  func testAPeriodWithoutFiguresIsAnEmptyChart() {
    let events = self.events(of: client().daily(DailyQuery(date: day("20300101"))))
    XCTAssertEqual(events.first?.element.map(summary), "daily 2030-01-01…2030-01-01 - 0 entries")
  }

  func testFiltersReachTheServer() {
    let filters = ChartFilters(
      itemsPerPage: 3, films: .diversity, nation: .foreign, regionCode: "0105001000")
    _ = events(of: client().daily(DailyQuery(date: day("20241225"), filters: filters)))
    XCTAssertEqual(
      server.requests.first?.query,
      [
        "key": key, "targetDt": "20241225", "itemPerPage": "3", "multiMovieYn": "Y",
        "repNationCd": "F", "wideAreaCd": "0105001000",
      ])
  }

  func testAWrongKeyIsRejectedByKOBIS() {
    let wrongKey = "0000feedface0000feedface00000000"
    let events = self.events(of: client(key: wrongKey).daily(DailyQuery(date: day("20241225"))))
    XCTAssertEqual(
      events, [.error(BoxOfficeError.kobisFault(code: "320010", message: "유효하지않은 키값입니다."))])
    XCTAssertTrue((events.first?.error as? BoxOfficeError)?.isKeyRejected ?? false)
    XCTAssertFalse("\(events)".contains(wrongKey))
  }

  func testAMissingKeySendsNoRequest() {
    let events = self.events(of: client(key: nil).daily(DailyQuery(date: day("20241225"))))
    XCTAssertEqual(events, [.error(BoxOfficeError.missingAPIKey)])
    XCTAssertEqual(server.requests, [])
  }

  func testEveryMisbehaviourEndsInItsExactErrorAfterOneAttempt() {
    let cases: [(Misbehaviour, BoxOfficeError)] = [
      (.status(500), .httpStatus(500)),
      (.status(503), .httpStatus(503)),
      (.status(404), .httpStatus(404)),
      (.htmlErrorPage, .undecodableBody(at: "body", reason: "it is an HTML or XML page, not JSON")),
      (.fault(code: "320010"), .kobisFault(code: "320010", message: "유효하지않은 키값입니다.")),
      (
        .fault(code: "320102"),
        .kobisFault(
          code: "320102", message: "날짜는 필수항목입니다.[parameterName=targetDt,parameterValue=null]")
      ),
      (
        .truncatedBody,
        .undecodableBody(
          at: "body", reason: "it is not valid JSON (it may be cut short or not UTF-8)")
      ),
      (.cutConnection, .transportFailure("the connection failed")),
      (.closeConnection, .transportFailure("the server sent no valid HTTP reply")),
      (.slow(milliseconds: 4000), .timedOut(seconds: 1)),
      (
        .leakKeyInFault,
        .kobisFault(
          code: "320010", message: "유효하지않은 키값입니다.[parameterName=key,parameterValue=REDACTED]")
      ),
      (
        .fixture("invalid-number"),
        .undecodableBody(at: "salesAmt of rank 2", reason: #""1,204,330" is not a whole number"#)
      ),
    ]
    for (misbehaviour, expected) in cases {
      let events = self.events(
        of: client(misbehaving: misbehaviour, timeout: 1).daily(DailyQuery(date: day("20241225"))))
      XCTAssertEqual(events, [.error(expected)], misbehaviour.token)
      XCTAssertFalse("\(events)".contains(key), misbehaviour.token)
      XCTAssertFalse(String(reflecting: events).contains(key), misbehaviour.token)
      XCTAssertEqual(
        server.requests.filter { $0.misbehaviour == misbehaviour.token }.count, 1,
        misbehaviour.token)
    }
  }

  func testAFlakyServerFailsTheFirstAttemptsOnly() {
    let client = client(misbehaving: .flaky(failures: 1))
    let query = DailyQuery(date: day("20241225"))
    XCTAssertEqual(events(of: client.daily(query)), [.error(BoxOfficeError.httpStatus(500))])
    XCTAssertEqual(events(of: client.daily(query)).count, 2)
    XCTAssertEqual(server.requests.count, 2)
  }

  func testACachedChartNeedsNoSecondRequest() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("EndToEnd-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key, baseURL: server.baseURL), transport: .loopbackOnly(),
      cache: ResponseCache(directory: directory))
    let query = WeeklyQuery(date: day("20241216"))
    let first = events(of: client.weekly(query))
    XCTAssertEqual(events(of: client.weekly(query)), first)
    XCTAssertEqual(server.requests.count, 1)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    for file in files {
      let contents = try Data(contentsOf: directory.appendingPathComponent(file))
      XCTAssertNil(String(decoding: contents, as: UTF8.self).range(of: key))
    }
  }

  func testTheLoopbackGuardRefusesOtherHosts() {
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key), transport: .loopbackOnly())
    XCTAssertEqual(
      events(of: client.daily(DailyQuery(date: day("20241225")))),
      [.error(BoxOfficeError.transportFailure("tests may only reach 127.0.0.1"))])
  }

  private func client(
    key: String? = KOBISTestServer.validKey, misbehaving misbehaviour: Misbehaviour? = nil,
    timeout: TimeInterval = 5
  ) -> BoxOfficeClient {
    let baseURL = misbehaviour.map { server.baseURL(misbehaving: $0) } ?? server.baseURL
    return BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key, baseURL: baseURL, timeout: timeout),
      transport: .loopbackOnly(timeout: timeout))
  }
}
