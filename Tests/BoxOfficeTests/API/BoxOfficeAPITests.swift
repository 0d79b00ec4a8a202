import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class BoxOfficeAPITests: XCTestCase {
  private let key = KOBISTestServer.validKey
  private let weekly = BoxOfficeEndpoint(kind: .weekend, date: CalendarDate(yyyymmdd: "20120101")!)

  func testTheOfficialBaseURLIsTheDefault() {
    let api = BoxOfficeAPI(apiKey: key)
    XCTAssertEqual(
      api.baseURL.absoluteString, "https://www.kobis.or.kr/kobisopenapi/webservice/rest")
    XCTAssertEqual(api.timeout, 10)
  }

  func testTheRequestIsAGETWithTheKeyAsAQueryParameter() throws {
    let request = try BoxOfficeAPI(apiKey: key, timeout: 4).request(for: weekly)
    XCTAssertEqual(
      request.url?.absoluteString,
      "https://www.kobis.or.kr/kobisopenapi/webservice/rest/boxoffice/searchWeeklyBoxOfficeList.json"
        + "?key=\(key)&targetDt=20120101&weekGb=1")
    XCTAssertEqual(request.httpMethod, "GET")
    XCTAssertEqual(request.timeoutInterval, 4)
    XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
    XCTAssertNil(request.httpBody)
    XCTAssertFalse(
      (request.allHTTPHeaderFields ?? [:]).values.contains { $0.contains(key) },
      "the key travels only in the query")
  }

  func testTheKeyIsPercentEncodedAndTrimmed() throws {
    let request = try BoxOfficeAPI(apiKey: "  a+b&c=d/é \n").request(for: weekly)
    XCTAssertEqual(
      URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.percentEncodedQuery,
      "key=a%2Bb%26c%3Dd%2F%C3%A9&targetDt=20120101&weekGb=1")
  }

  func testABaseURLWithAPathPrefixOrTrailingSlashKeepsIt() throws {
    let api = BoxOfficeAPI(apiKey: key, baseURL: URL(string: "http://127.0.0.1:8080/a/b/")!)
    XCTAssertEqual(
      try api.request(for: weekly).url?.absoluteString,
      "http://127.0.0.1:8080/a/b/boxoffice/searchWeeklyBoxOfficeList.json?key=\(key)&targetDt=20120101&weekGb=1"
    )
  }

  func testAMissingOrBlankKeyFailsBeforeAnyRequest() {
    for key in [nil, "", "   ", "\n"] as [String?] {
      XCTAssertThrowsError(try BoxOfficeAPI(apiKey: key).request(for: weekly)) { error in
        XCTAssertEqual(error as? BoxOfficeError, .missingAPIKey)
      }
    }
  }

  func testInvalidBaseURLsAndTimeoutsAreInvalidQueries() {
    for base in ["ftp://example.com/x", "file:///tmp/x", "/relative/path"] {
      let api = BoxOfficeAPI(apiKey: key, baseURL: URL(string: base)!)
      XCTAssertThrowsError(try api.request(for: weekly)) { error in
        XCTAssertEqual(
          error as? BoxOfficeError, .invalidQuery("the base URL must be an http or https URL"))
      }
    }
    for timeout in [0, -1, .infinity, .nan] as [Double] {
      XCTAssertThrowsError(try BoxOfficeAPI(apiKey: key, timeout: timeout).request(for: weekly)) {
        error in
        XCTAssertEqual(
          error as? BoxOfficeError,
          .invalidQuery("the timeout must be a positive number of seconds"))
      }
    }
  }

  func testTheDisplayURLHidesTheKey() {
    let api = BoxOfficeAPI(apiKey: key)
    XCTAssertEqual(
      api.displayURL(for: weekly),
      "https://www.kobis.or.kr/kobisopenapi/webservice/rest/boxoffice/searchWeeklyBoxOfficeList.json"
        + "?key=REDACTED&targetDt=20120101&weekGb=1")
    XCTAssertEqual(
      BoxOfficeAPI(apiKey: nil).displayURL(for: weekly), api.displayURL(for: weekly))
    let invalid = BoxOfficeEndpoint(
      kind: .daily, date: day("20220105"), filters: ChartFilters(itemsPerPage: 99))
    XCTAssertEqual(
      api.displayURL(for: invalid),
      "https://www.kobis.or.kr/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json"
    )
  }

  func testTheCacheIdentityHasNoKeyAndSortedParameters() throws {
    let filters = ChartFilters(itemsPerPage: 3, films: .commercial)
    let endpoint = BoxOfficeEndpoint(kind: .weekdays, date: day("20241216"), filters: filters)
    let identity = try BoxOfficeAPI(apiKey: key).cacheIdentity(for: endpoint)
    XCTAssertEqual(
      identity,
      "https://www.kobis.or.kr/kobisopenapi/webservice/rest/boxoffice/searchWeeklyBoxOfficeList.json"
        + "?itemPerPage=3&multiMovieYn=N&targetDt=20241216&weekGb=2")
    XCTAssertEqual(try BoxOfficeAPI(apiKey: "other").cacheIdentity(for: endpoint), identity)
    XCTAssertEqual(try BoxOfficeAPI(apiKey: nil).cacheIdentity(for: endpoint), identity)
  }
}
