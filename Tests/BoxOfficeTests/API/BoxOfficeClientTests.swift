import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client's request → cache → decode pipeline with a stand-in transport.
final class BoxOfficeClientTests: BoxOfficeTestCase {
  private let key = KOBISTestServer.validKey
  private let query = BoxOfficeEndpoint(kind: .daily, date: CalendarDate(yyyymmdd: "20241225")!)
  private var cacheDirectory: URL!

  override func setUp() {
    super.setUp()
    cacheDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("BoxOfficeClientTests-\(UUID().uuidString)", isDirectory: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: cacheDirectory)
    super.tearDown()
  }

  func testTheChartIsDecodedFromTheReplyInVirtualTime() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let body = try FixtureLibrary.project("daily-20241225")
    // Safe: the virtual-time test runs on this thread only.
    nonisolated(unsafe) let reply = scheduler.createColdObservable([
      .next(50, body), .completed(50),
    ])
    let transport = RecordingTransport { _ in reply.asObservable() }
    let client = BoxOfficeClient.live(api: BoxOfficeAPI(apiKey: key), transport: transport.value)
    let res = scheduler.start { client.chart(for: self.query) }
    XCTAssertEqual(res.events, [.next(250, try BoxOfficeChart(decoding: body)), .completed(250)])
    XCTAssertEqual(reply.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(
      transport.urls,
      [
        "https://www.kobis.or.kr/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json"
          + "?key=\(key)&targetDt=20241225"
      ])
  }

  func testDisposingBeforeTheReplyUnsubscribesTheTransport() throws {
    let scheduler = TestScheduler(initialClock: 0)
    // Safe: the virtual-time test runs on this thread only.
    nonisolated(unsafe) let reply = scheduler.createColdObservable([
      .next(50, try FixtureLibrary.project("daily-20241225")), .completed(50),
    ])
    let transport = RecordingTransport { _ in reply.asObservable() }
    let client = BoxOfficeClient.live(api: BoxOfficeAPI(apiKey: key), transport: transport.value)
    let res = scheduler.start(disposed: 230) { client.chart(for: self.query) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(reply.subscriptions, [Subscription(200, 230)])
  }

  func testATransportThatNeverAnswersKeepsTheChartPending() {
    let scheduler = TestScheduler(initialClock: 0)
    // Safe: the virtual-time test runs on this thread only.
    nonisolated(unsafe) let reply = scheduler.createColdObservable([Recorded<Event<Data>>]())
    let transport = RecordingTransport { _ in reply.asObservable() }
    let client = BoxOfficeClient.live(api: BoxOfficeAPI(apiKey: key), transport: transport.value)
    let res = scheduler.start {
      client.chart(for: BoxOfficeEndpoint(kind: .weekly, date: self.query.date))
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(reply.subscriptions, [Subscription(200, 1000)])
  }

  func testTransientFailuresAreRetriedWithBackoffOnTheInjectedScheduler() {
    // One tick is a millisecond: the default policy waits 500 ticks, then 1000.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    // Safe: the virtual-time test runs on this thread only.
    nonisolated(unsafe) let reply = scheduler.createColdObservable([
      .error(20, BoxOfficeError.httpStatus(503)) as Recorded<Event<Data>>
    ])
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key),
      transport: RecordingTransport { _ in reply.asObservable() }.value,
      scheduler: scheduler)
    let res = scheduler.start(disposed: 5000) { client.chart(for: self.query) }
    XCTAssertEqual(res.events, [.error(1760, BoxOfficeError.httpStatus(503))])
    XCTAssertEqual(
      reply.subscriptions,
      [Subscription(200, 220), Subscription(720, 740), Subscription(1740, 1760)])
  }

  func testARetryThatGetsTheChartSucceeds() throws {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let body = try FixtureLibrary.project("daily-20241225")
    // Safe: the virtual-time test runs on this thread only.
    nonisolated(unsafe) let replies = [
      scheduler.createColdObservable([
        .error(30, BoxOfficeError.transportFailure("the connection was lost"))
          as Recorded<Event<Data>>
      ]),
      scheduler.createColdObservable([.next(40, body), .completed(40)]),
    ]
    let attempts = LockedValue(0)
    let transport = RecordingTransport { _ in
      Observable.deferred {
        let attempt = attempts.withLock { count in
          defer { count += 1 }
          return count
        }
        return replies[attempt].asObservable()
      }
    }
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key), transport: transport.value, scheduler: scheduler)
    let res = scheduler.start(disposed: 5000) { client.chart(for: self.query) }
    XCTAssertEqual(res.events, [.next(770, try BoxOfficeChart(decoding: body)), .completed(770)])
    XCTAssertEqual(replies[0].subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(replies[1].subscriptions, [Subscription(730, 770)])
  }

  func testAnswersAreNotRetried() {
    let answers: [(Recorded<Event<Data>>, BoxOfficeError)] = [
      (.error(20, BoxOfficeError.httpStatus(404)), .httpStatus(404)),
      (.error(20, BoxOfficeError.httpStatus(429)), .httpStatus(429)),
      (
        .next(20, KOBISFixtureBodies.fault),
        .kobisFault(code: "320010", message: "유효하지않은 키값입니다.")
      ),
      (
        .next(20, Data("<html>".utf8)),
        .undecodableBody(at: "body", reason: "it is an HTML or XML page, not JSON")
      ),
    ]
    for (answer, expected) in answers {
      let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
      // Safe: the virtual-time test runs on this thread only.
      nonisolated(unsafe) let reply = scheduler.createColdObservable([answer, .completed(20)])
      let client = BoxOfficeClient.live(
        api: BoxOfficeAPI(apiKey: key),
        transport: RecordingTransport { _ in reply.asObservable() }.value, scheduler: scheduler)
      let res = scheduler.start(disposed: 5000) { client.chart(for: self.query) }
      XCTAssertEqual(res.events, [.error(220, expected)], "\(expected)")
      XCTAssertEqual(reply.subscriptions, [Subscription(200, 220)], "\(expected)")
    }
  }

  func testTheCacheIsConsultedOncePerRequestNotPerAttempt() throws {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let body = try FixtureLibrary.project("daily-20241225")
    // Safe: the virtual-time test runs on this thread only.
    nonisolated(unsafe) let reply = scheduler.createColdObservable([
      .error(20, BoxOfficeError.timedOut(seconds: 10)) as Recorded<Event<Data>>
    ])
    let cache = ResponseCache(directory: cacheDirectory)
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key),
      transport: RecordingTransport { _ in reply.asObservable() }.value, cache: cache,
      retryPolicy: RetryPolicy(maxRetries: 1), scheduler: scheduler)
    // While the client waits to retry, a fresh chart appears in the cache; the retry still asks
    // the server.
    let identity = try BoxOfficeAPI(apiKey: key).cacheIdentity(
      for: query)
    scheduler.scheduleAt(400) {
      cache.store(body, lifetime: .period(lastDay: self.query.date), for: identity)
    }
    let res = scheduler.start(disposed: 5000) { client.chart(for: self.query) }
    XCTAssertEqual(
      res.events, [.error(740, BoxOfficeError.timedOut(seconds: 10, attempts: 2, elapsed: 0.54))])
    XCTAssertEqual(reply.subscriptions, [Subscription(200, 220), Subscription(720, 740)])
  }

  func testDisposingWhileWaitingToRetrySendsNoMoreRequests() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    // Safe: the virtual-time test runs on this thread only.
    nonisolated(unsafe) let reply = scheduler.createColdObservable([
      .error(20, BoxOfficeError.httpStatus(500)) as Recorded<Event<Data>>
    ])
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key),
      transport: RecordingTransport { _ in reply.asObservable() }.value, scheduler: scheduler)
    let res = scheduler.start(disposed: 500) { client.chart(for: self.query) }
    scheduler.advanceTo(5000)
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(reply.subscriptions, [Subscription(200, 220)])
  }

  func testAMissingKeyFailsWithoutCallingTheTransport() {
    let transport = RecordingTransport { _ in .never() }
    for key in [nil, " "] as [String?] {
      let client = BoxOfficeClient.live(api: BoxOfficeAPI(apiKey: key), transport: transport.value)
      XCTAssertEqual(
        recorded(client.chart(for: query)), [.error(BoxOfficeError.missingAPIKey)])
    }
    XCTAssertEqual(transport.urls, [])
  }

  func testAnInvalidQueryFailsWithoutCallingTheTransport() {
    let transport = RecordingTransport { _ in .never() }
    let client = BoxOfficeClient.live(api: BoxOfficeAPI(apiKey: key), transport: transport.value)
    let query = BoxOfficeEndpoint(
      kind: .weekly, date: self.query.date, filters: ChartFilters(itemsPerPage: 11))
    XCTAssertEqual(
      recorded(client.chart(for: query)),
      [
        .error(
          BoxOfficeError.invalidQuery("the number of entries must be between 1 and 10, not 11"))
      ])
    XCTAssertEqual(transport.urls, [])
  }

  func testNothingIsSentBeforeSubscription() {
    let transport = RecordingTransport { _ in .never() }
    let client = BoxOfficeClient.live(api: BoxOfficeAPI(apiKey: key), transport: transport.value)
    _ = client.chart(for: query)
    XCTAssertEqual(transport.urls, [])
  }

  func testFaultRepliesBecomeKOBISFaultsWithTheKeyScrubbed() {
    let body = Data(
      #"{"faultInfo":{"message":"키 오류 [parameterValue=\#(key)]","errorCode":"320010"}}"#.utf8)
    let transport = RecordingTransport { _ in .just(body) }
    let client = BoxOfficeClient.live(api: BoxOfficeAPI(apiKey: key), transport: transport.value)
    let events = recorded(client.chart(for: query))
    XCTAssertEqual(
      events,
      [.error(BoxOfficeError.kobisFault(code: "320010", message: "키 오류 [parameterValue=REDACTED]"))]
    )
    XCTAssertFalse("\(events)".contains(key))
  }

  func testForeignErrorsBecomeTransportFailuresWithoutTheirText() {
    struct Leaky: Error, CustomStringConvertible {
      let description: String
    }
    let leaky = Leaky(description: "failed: https://x/?key=\(key)")
    let transport = RecordingTransport { _ in .error(leaky) }
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key), transport: transport.value, retryPolicy: .none)
    XCTAssertEqual(
      recorded(client.chart(for: query)),
      [.error(BoxOfficeError.transportFailure("the request failed"))]
    )
  }

  func testASecondRequestIsAnsweredFromTheCache() throws {
    let body = try FixtureLibrary.project("daily-20241225")
    let transport = RecordingTransport { _ in .just(body) }
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key), transport: transport.value,
      cache: ResponseCache(directory: cacheDirectory))
    let chart = try BoxOfficeChart(decoding: body)
    XCTAssertEqual(recorded(client.chart(for: query)), [.next(chart), .completed])
    XCTAssertEqual(recorded(client.chart(for: query)), [.next(chart), .completed])
    XCTAssertEqual(transport.urls.count, 1)
    XCTAssertEqual(
      recorded(client.chart(for: query, cachePolicy: .reloadIgnoringCache)),
      [.next(chart), .completed])
    XCTAssertEqual(transport.urls.count, 2, "a reload asks again")
    let otherKey = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: "another-key"), transport: transport.value,
      cache: ResponseCache(directory: cacheDirectory))
    XCTAssertEqual(recorded(otherKey.chart(for: query)), [.next(chart), .completed])
    XCTAssertEqual(transport.urls.count, 2, "the cache is keyed without the key")
  }

  func testCacheFilesNeverContainTheKey() throws {
    let body = try FixtureLibrary.project("daily-20241225")
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key), transport: RecordingTransport { _ in .just(body) }.value,
      cache: ResponseCache(directory: cacheDirectory))
    _ = recorded(client.chart(for: query))
    let files = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)
    XCTAssertEqual(files.count, 1)
    for file in files {
      XCTAssertFalse(file.contains(key))
      let contents = try String(
        contentsOf: cacheDirectory.appendingPathComponent(file), encoding: .utf8)
      XCTAssertFalse(contents.contains(key))
    }
  }

  func testFaultsEmptyChartsAndBadBodiesAreNotCached() throws {
    let bodies = [
      KOBISFixtureBodies.fault, try FixtureLibrary.project("empty-daily"), Data("<html>".utf8),
    ]
    for body in bodies {
      let transport = RecordingTransport { _ in .just(body) }
      let client = BoxOfficeClient.live(
        api: BoxOfficeAPI(apiKey: key), transport: transport.value,
        cache: ResponseCache(directory: cacheDirectory))
      _ = recorded(client.chart(for: query))
      _ = recorded(client.chart(for: query))
      XCTAssertEqual(transport.urls.count, 2)
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: cacheDirectory.path))
  }

  func testACorruptCachedReplyIsFetchedAgainAndReplaced() throws {
    let body = try FixtureLibrary.project("daily-20241225")
    let cache = ResponseCache(directory: cacheDirectory)
    let identity = try BoxOfficeAPI(apiKey: key).cacheIdentity(
      for: query)
    cache.store(Data("{corrupt".utf8), lifetime: .period(lastDay: query.date), for: identity)
    let transport = RecordingTransport { _ in .just(body) }
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key), transport: transport.value, cache: cache)
    XCTAssertEqual(
      recorded(client.chart(for: query)), [.next(try BoxOfficeChart(decoding: body)), .completed])
    XCTAssertEqual(transport.urls.count, 1)
    XCTAssertEqual(cache.body(for: identity), body)
  }

  func testAnUnwritableCacheStillAnswers() throws {
    let body = try FixtureLibrary.project("daily-20241225")
    try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
    let blocker = cacheDirectory.appendingPathComponent("file")
    try Data().write(to: blocker)
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key), transport: RecordingTransport { _ in .just(body) }.value,
      cache: ResponseCache(directory: blocker.appendingPathComponent("boxoffice")))
    XCTAssertEqual(
      recorded(client.chart(for: query)), [.next(try BoxOfficeChart(decoding: body)), .completed])
  }

  func testAStandInClientAnswersPerEndpoint() {
    let chart = BoxOfficeChart(
      period: ChartPeriod(kind: .weekend, containing: day("20111230")), entries: [])
    let asked = LockedValue<[BoxOfficeEndpoint]>([])
    let client = BoxOfficeClient { endpoint, policy in
      asked.withLock { $0.append(endpoint) }
      XCTAssertEqual(policy, .reloadIgnoringCache)
      return .just(chart)
    }
    let query = BoxOfficeEndpoint(kind: .weekend, date: day("20120101"))
    XCTAssertEqual(
      recorded(client.chart(for: query, cachePolicy: .reloadIgnoringCache)),
      [.next(chart), .completed])
    XCTAssertEqual(asked.value, [query])
  }

  private func recorded(_ single: Single<BoxOfficeChart>) -> [Event<BoxOfficeChart>] {
    var events: [Event<BoxOfficeChart>] = []
    _ = single.asObservable().subscribe { events.append($0) }
    return events
  }
}

/// A transport that records the URLs it is asked for and answers with a closure.
final class RecordingTransport: Sendable {
  private let asked = LockedValue<[String]>([])
  private let answer: @Sendable (URLRequest) -> Observable<Data>

  init(_ answer: @escaping @Sendable (URLRequest) -> Observable<Data>) {
    self.answer = answer
  }

  var urls: [String] {
    asked.value
  }

  var value: HTTPTransport {
    HTTPTransport { request in
      self.asked.withLock { $0.append(request.url?.absoluteString ?? "") }
      return self.answer(request)
    }
  }
}

enum KOBISFixtureBodies {
  static let fault = Data(#"{"faultInfo":{"message":"유효하지않은 키값입니다.","errorCode":"320010"}}"#.utf8)
}
