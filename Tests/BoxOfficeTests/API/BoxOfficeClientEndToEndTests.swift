import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import XCTest

/// The live client — real `URLSession`, real sockets — against the loopback KOBIS server: each
/// misbehaviour ends in its exact error after exactly the attempts it deserves (three for transient
/// failures, one for answers), and the key shows up in none of them. The waits between attempts
/// are short real ones here; their exact schedule is tested in virtual time.
final class BoxOfficeClientEndToEndTests: ServerTestCase {
  private let key = KOBISTestServer.validKey

  func testTheDailyChartArrives() throws {
    let events = self.events(
      of: client().chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20241225"))))
    XCTAssertEqual(
      events,
      [.next(try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))), .completed])
  }

  func testTheWholeWeekAndWeekdaysChartsArriveForAnyDayOfTheirWeek() throws {
    let week = events(
      of: client().chart(for: BoxOfficeEndpoint(kind: .weekly, date: day("20241219"))))
    XCTAssertEqual(
      week.first?.element.map(summary), "weekly 2024-12-16…2024-12-22 2024-W51 4 entries")
    let weekdays = events(
      of: client().chart(for: BoxOfficeEndpoint(kind: .weekdays, date: day("20241222"))))
    XCTAssertEqual(
      weekdays.first?.element.map(summary), "weekdays 2024-12-16…2024-12-19 2024-W51 2 entries")
    XCTAssertEqual(server.requests.map { $0.query["weekGb"] }, ["0", "2"])
  }

  func testTheSharedWeekendChartArrives() throws {
    guard FixtureLibrary.sharedDirectory != nil else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    let events = self.events(
      of: client().chart(for: BoxOfficeEndpoint(kind: .weekend, date: day("20111230"))))
    XCTAssertEqual(
      events.first?.element.map(summary), "weekend 2011-12-30…2012-01-01 2011-W52 10 entries")
    XCTAssertEqual(events.first?.element?.entries[6].title, "라이온 킹")
  }

  func testAPeriodWithoutFiguresIsAnEmptyChart() {
    let events = self.events(
      of: client().chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20300101"))))
    XCTAssertEqual(events.first?.element.map(summary), "daily 2030-01-01…2030-01-01 - 0 entries")
  }

  func testFiltersReachTheServer() {
    let filters = ChartFilters(
      itemsPerPage: 3, films: .diversity, nation: .foreign, regionCode: "0105001000")
    _ = events(
      of: client().chart(
        for: BoxOfficeEndpoint(kind: .daily, date: day("20241225"), filters: filters)))
    XCTAssertEqual(
      server.requests.first?.query,
      [
        "key": key, "targetDt": "20241225", "itemPerPage": "3", "multiMovieYn": "Y",
        "repNationCd": "F", "wideAreaCd": "0105001000",
      ])
  }

  func testAWrongKeyIsRejectedByKOBIS() {
    let wrongKey = "0000feedface0000feedface00000000"
    let events = self.events(
      of: client(key: wrongKey).chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20241225"))))
    XCTAssertEqual(
      events, [.error(BoxOfficeError.kobisFault(code: "320010", message: "유효하지않은 키값입니다."))])
    XCTAssertTrue((events.first?.error as? BoxOfficeError)?.isKeyRejected ?? false)
    XCTAssertFalse("\(events)".contains(wrongKey))
  }

  func testAMissingKeySendsNoRequest() {
    let events = self.events(
      of: client(key: nil).chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20241225"))))
    XCTAssertEqual(events, [.error(BoxOfficeError.missingAPIKey)])
    XCTAssertEqual(server.requests, [])
  }

  func testEveryMisbehaviourEndsInItsExactErrorAfterTheAttemptsItDeserves() {
    let cases: [(Misbehaviour, BoxOfficeError, attempts: Int)] = [
      (.status(500), .httpStatus(500), 3),
      (.status(503), .httpStatus(503), 3),
      (.status(404), .httpStatus(404), 1),
      (.status(400), .httpStatus(400), 1),
      (
        .htmlErrorPage, .undecodableBody(at: "body", reason: "it is an HTML or XML page, not JSON"),
        1
      ),
      (.fault(code: "320010"), .kobisFault(code: "320010", message: "유효하지않은 키값입니다."), 1),
      (
        .fault(code: "320102"),
        .kobisFault(
          code: "320102", message: "날짜는 필수항목입니다.[parameterName=targetDt,parameterValue=null]"),
        1
      ),
      (
        .truncatedBody,
        .undecodableBody(
          at: "body", reason: "it is not valid JSON (it may be cut short or not UTF-8)"),
        1
      ),
      (.cutConnection, .transportFailure("the connection failed"), 3),
      (.closeConnection, .transportFailure("the server sent no valid HTTP reply"), 3),
      (.slow(milliseconds: 3000), .timedOut(seconds: 0.5, attempts: 3), 3),
      (
        .leakKeyInFault,
        .kobisFault(
          code: "320010", message: "유효하지않은 키값입니다.[parameterName=key,parameterValue=REDACTED]"),
        1
      ),
      (
        .fixture("invalid-number"),
        .undecodableBody(at: "salesAmt of rank 2", reason: #""1,204,330" is not a whole number"#),
        1
      ),
    ]
    for (misbehaviour, expected, attempts) in cases {
      let events = self.events(
        of: client(misbehaving: misbehaviour, timeout: 0.5).chart(
          for:
            BoxOfficeEndpoint(kind: .daily, date: day("20241225"))))
      XCTAssertEqual(events.map(withoutElapsedTime), [.error(expected)], misbehaviour.token)
      XCTAssertFalse("\(events)".contains(key), misbehaviour.token)
      XCTAssertFalse(String(reflecting: events).contains(key), misbehaviour.token)
      XCTAssertEqual(
        server.requests.filter { $0.misbehaviour == misbehaviour.token }.count, attempts,
        misbehaviour.token)
    }
  }

  func testTimeoutsTakeTheTimeAskedToTheMillisecondWithTheWaitsBetweenThem() {
    let start = Date()
    let events = self.events(
      of: client(
        misbehaving: .slow(milliseconds: 3000), timeout: 0.3,
        retryPolicy: RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(100))
      ).chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20241225"))))
    let observed = Date().timeIntervalSince(start)
    guard case .error(let error)? = events.first,
      case .timedOut(0.3, 3, let elapsed?)? = error as? BoxOfficeError
    else { return XCTFail("\(events)") }
    // Three attempts of 0.3 s, and waits of 0.1 s and 0.2 s between them: 1.2 s. Timeouts rounded
    // up to whole seconds would take 3.3 s; a loaded machine may only add to the 1.2 s.
    XCTAssertTrue((1.2..<3).contains(elapsed), "\(elapsed) s measured by the client")
    // The client keeps its figure to the millisecond, rounded: it may exceed what it timed.
    XCTAssertLessThanOrEqual(elapsed, observed + 0.001, "\(observed) s observed")
  }

  func testAFlakyServerIsRetriedUntilItAnswers() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let query = BoxOfficeEndpoint(kind: .daily, date: day("20241225"))
    for failures in [1, 2] {
      let misbehaviour = Misbehaviour.flaky(failures: failures)
      XCTAssertEqual(
        events(of: client(misbehaving: misbehaviour).chart(for: query)), [.next(chart), .completed])
      XCTAssertEqual(
        server.requests.filter { $0.misbehaviour == misbehaviour.token }.count, failures + 1)
    }
  }

  func testAServerFlakierThanThePolicyEndsInItsLastError() {
    let client = client(misbehaving: .flaky(failures: 3))
    let query = BoxOfficeEndpoint(kind: .daily, date: day("20241225"))
    XCTAssertEqual(events(of: client.chart(for: query)), [.error(BoxOfficeError.httpStatus(500))])
    XCTAssertEqual(server.requests.count, 3)
    XCTAssertEqual(events(of: client.chart(for: query)).count, 2, "the fourth request is answered")
    XCTAssertEqual(server.requests.count, 4)
  }

  func testWithoutRetriesATransientFailureIsFinal() {
    let client = client(misbehaving: .status(503), retryPolicy: .none)
    XCTAssertEqual(
      events(of: client.chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20241225")))),
      [.error(BoxOfficeError.httpStatus(503))])
    XCTAssertEqual(server.requests.count, 1)
  }

  func testACachedChartNeedsNoSecondRequest() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("EndToEnd-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key, baseURL: server.baseURL), transport: .loopbackOnly(),
      cache: ResponseCache(directory: directory))
    let query = BoxOfficeEndpoint(kind: .weekly, date: day("20241216"))
    let first = events(of: client.chart(for: query))
    XCTAssertEqual(events(of: client.chart(for: query)), first)
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
      events(of: client.chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20241225")))),
      [.error(BoxOfficeError.transportFailure("tests may only reach 127.0.0.1"))])
  }

  private func client(
    key: String? = KOBISTestServer.validKey, misbehaving misbehaviour: Misbehaviour? = nil,
    timeout: TimeInterval = 5,
    retryPolicy: RetryPolicy = RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(20))
  ) -> BoxOfficeClient {
    let baseURL = misbehaviour.map { server.baseURL(misbehaving: $0) } ?? server.baseURL
    return BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key, baseURL: baseURL, timeout: timeout),
      transport: .loopbackOnly(timeout: timeout), retryPolicy: retryPolicy)
  }

  /// A timeout's event without its measured total, which varies from run to run.
  private func withoutElapsedTime<Element>(_ event: Event<Element>) -> Event<Element> {
    guard case .error(let error) = event,
      case .timedOut(let seconds, let attempts, _)? = error as? BoxOfficeError
    else { return event }
    return .error(BoxOfficeError.timedOut(seconds: seconds, attempts: attempts))
  }
}
