import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// The movie services through the live client's pipeline with a stand-in transport: requests,
/// decoding, caching for each service's lifetime, errors and redaction.
final class BoxOfficeClientMovieTests: BoxOfficeTestCase {
  private let key = KOBISTestServer.validKey
  private let base = "https://www.kobis.or.kr/kobisopenapi/webservice/rest/movie/"
  private var cacheDirectory: URL!
  private let now = LockedValue(Date(timeIntervalSince1970: 1_740_798_000))

  override func setUp() {
    super.setUp()
    cacheDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("BoxOfficeClientMovieTests-\(UUID().uuidString)", isDirectory: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: cacheDirectory)
    super.tearDown()
  }

  func testDetailsAreDecodedInVirtualTime() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let body = try FixtureLibrary.project("movie-info-20231234")
    // Safe: the virtual-time test runs on this thread only.
    nonisolated(unsafe) let reply = scheduler.createColdObservable([
      .next(40, body), .completed(40),
    ])
    let transport = RecordingTransport { _ in reply.asObservable() }
    let client = BoxOfficeClient.live(api: BoxOfficeAPI(apiKey: key), transport: transport.value)
    let res = scheduler.start { client.movieDetails(code: "20231234") }
    XCTAssertEqual(
      res.events,
      [.next(240, try MovieDetails(decoding: body, code: "20231234")), .completed(240)])
    XCTAssertEqual(reply.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(transport.urls, [base + "searchMovieInfo.json?key=\(key)&movieCd=20231234"])
  }

  func testASearchPageIsDecodedAndAsksForItsPage() throws {
    let body = try FixtureLibrary.project("movie-list-catalog")
    let transport = RecordingTransport { _ in .just(body) }
    let client = BoxOfficeClient.live(api: BoxOfficeAPI(apiKey: key), transport: transport.value)
    let query = MovieSearchQuery(title: "별", page: 2, pageSize: 5)
    XCTAssertEqual(
      recorded(client.searchMovies(query)),
      [.next(try MovieSearchPage(decoding: body)), .completed])
    XCTAssertEqual(
      transport.urls,
      [base + "searchMovieList.json?key=\(key)&curPage=2&itemPerPage=5&movieNm=%EB%B3%84"])
  }

  func testAnUnknownCodeIsNoSuchFilmAndIsNotCached() {
    let transport = RecordingTransport { _ in
      .just(Data(#"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"#.utf8))
    }
    let client = liveClient(transport)
    for _ in 1...2 {
      XCTAssertEqual(
        recorded(client.movieDetails(code: "20990001")),
        [.error(BoxOfficeError.movieNotFound(code: "20990001"))])
    }
    XCTAssertEqual(transport.urls.count, 2, "nothing was cached")
    XCTAssertEqual(BoxOfficeError.movieNotFound(code: "1").isTransient, false)
  }

  func testDetailsAreCachedForThirtyDaysAndSearchesForTenMinutes() throws {
    let details = try FixtureLibrary.project("movie-info-20231234")
    let catalog = try FixtureLibrary.project("movie-list-catalog")
    let transport = RecordingTransport { request in
      .just(request.url!.path.hasSuffix("searchMovieInfo.json") ? details : catalog)
    }
    let client = liveClient(transport)
    let query = MovieSearchQuery(title: "별")
    _ = recorded(client.movieDetails(code: "20231234"))
    _ = recorded(client.searchMovies(query))
    XCTAssertEqual(transport.urls.count, 2)
    now.withLock { $0 += 599 }
    _ = recorded(client.movieDetails(code: "20231234"))
    _ = recorded(client.searchMovies(query))
    XCTAssertEqual(transport.urls.count, 2, "both were fresh")
    now.withLock { $0 += 1 }
    XCTAssertEqual(
      recorded(client.searchMovies(query)),
      [.next(try MovieSearchPage(decoding: catalog)), .completed])
    _ = recorded(client.movieDetails(code: "20231234"))
    XCTAssertEqual(transport.urls.count, 3, "the search was asked again, the details were not")
    now.withLock { $0 += 30 * 86_400 }
    _ = recorded(client.movieDetails(code: "20231234"))
    XCTAssertEqual(transport.urls.count, 4, "the details were stale after thirty days")
    _ = recorded(client.movieDetails(code: "20231234", cachePolicy: .reloadIgnoringCache))
    XCTAssertEqual(transport.urls.count, 5, "a reload passes the cache")
  }

  func testTheKeyIsScrubbedFromAMovieFault() {
    let transport = RecordingTransport { [key] _ in
      .just(Data(#"{"faultInfo":{"message":"잘못된 키 \#(key)","errorCode":"320010"}}"#.utf8))
    }
    let client = liveClient(transport)
    XCTAssertEqual(
      recorded(client.movieDetails(code: "20231234")),
      [.error(BoxOfficeError.kobisFault(code: "320010", message: "잘못된 키 REDACTED"))])
  }

  func testABadCodeFailsBeforeAnythingIsSent() {
    let transport = RecordingTransport { _ in .never() }
    let client = liveClient(transport)
    XCTAssertEqual(
      recorded(client.movieDetails(code: "x y")),
      [
        .error(
          BoxOfficeError.invalidQuery(
            #"a movie code is letters and digits such as 20124079, not "x y""#))
      ])
    XCTAssertEqual(transport.urls, [])
  }

  func testAClientMadeForChartsSaysItHasNoMovieServices() {
    let client = BoxOfficeClient { _, _ in .never() }
    XCTAssertEqual(
      recorded(client.movieDetails(code: "20124079")),
      [.error(BoxOfficeError.invalidQuery("this client cannot look up films"))])
    XCTAssertEqual(
      recorded(client.searchMovies(MovieSearchQuery(title: "광해"))),
      [.error(BoxOfficeError.invalidQuery("this client cannot search films"))])
  }

  private func liveClient(_ transport: RecordingTransport) -> BoxOfficeClient {
    let now = now
    return BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key), transport: transport.value,
      cache: ResponseCache(directory: cacheDirectory, now: { now.value }), retryPolicy: .none)
  }

  private func recorded<Value>(_ single: Single<Value>) -> [Event<Value>] {
    var events: [Event<Value>] = []
    _ = single.asObservable().subscribe { events.append($0) }
    return events
  }
}
