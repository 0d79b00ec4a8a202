import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The loopback server plays KOBIS as `kobis-api.md` describes it.
final class KOBISTestServerTests: ServerTestCase {
  private let session = URLSession(configuration: .ephemeral)
  private let daily = "/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json"
  private let weekly = "/kobisopenapi/webservice/rest/boxoffice/searchWeeklyBoxOfficeList.json"

  func testItListensOnLoopbackOnAFreePort() throws {
    XCTAssertGreaterThan(server.port, 0)
    XCTAssertEqual(server.baseURL.host, "127.0.0.1")
    XCTAssertEqual(
      server.baseURL(misbehaving: .status(500)).absoluteString,
      "http://127.0.0.1:\(server.port)/misbehave/status-500/kobisopenapi/webservice/rest")
    let other = try KOBISTestServer()
    defer { other.stop() }
    XCTAssertNotEqual(other.port, server.port)
  }

  func testFaultsForKeyAndDateProblemsComeWithStatus200() {
    let cases: [(String, String)] = [
      ("targetDt=20220105", #"{"faultInfo":{"errorCode":"320010","message":"유효하지않은 키값입니다."}}"#),
      (
        "key=\(KOBISTestServer.validKey)",
        #"{"faultInfo":{"errorCode":"320102","message":"날짜는 필수항목입니다.[parameterName=targetDt,parameterValue=null]"}}"#
      ),
      (
        "key=\(KOBISTestServer.validKey)&targetDt=2025",
        #"{"faultInfo":{"errorCode":"320103","message":"날싸형식에 맞게 입력하십시요.(YYYYMMDD)[parameterName=targetDt,parameterValue=2025]"}}"#
      ),
    ]
    for (query, body) in cases {
      XCTAssertEqual(get(daily + "?" + query), "200 " + body, query)
    }
    XCTAssertEqual(
      get(weekly + "?key=\(KOBISTestServer.validKey)&targetDt=20120101&weekGb=7"),
      "200 "
        + #"{"faultInfo":{"errorCode":"320105","message":"주간/주말 구분값이 올바르지 않습니다.[parameterName=weekGb,parameterValue=7]"}}"#
    )
  }

  func testWeekGbDefaultsToTheWeekendAsOnTheRealServer() {
    let reply = get(weekly + "?key=\(KOBISTestServer.validKey)&targetDt=20300102")
    XCTAssertTrue(
      reply.contains(#""boxofficeType":"주말 박스오피스","showRange":"20300104~20300106""#), reply)
    XCTAssertTrue(reply.contains(#""yearWeekTime":"203001","weeklyBoxOfficeList":[]"#), reply)
  }

  func testFixturesAreServedByteForByte() throws {
    XCTAssertEqual(
      get(daily + "?key=\(KOBISTestServer.validKey)&targetDt=20241225"),
      "200 " + String(decoding: try FixtureLibrary.project("daily-20241225"), as: UTF8.self))
    XCTAssertEqual(
      get(weekly + "?key=\(KOBISTestServer.validKey)&targetDt=20241222&weekGb=2"),
      "200 " + String(decoding: try FixtureLibrary.project("weekly-202451-weekGb2"), as: UTF8.self))
  }

  func testUnknownPathsAndTokensAreErrors() {
    XCTAssertEqual(get("/elsewhere"), "404 <html><body><h1>404 Not Found</h1></body></html>")
    XCTAssertEqual(
      get("/misbehave/explode/kobisopenapi"),
      "400 <html><body>unknown misbehaviour explode</body></html>")
    XCTAssertEqual(
      get("/misbehave/fixture-nothing" + daily), "404 <html><body>no fixture nothing</body></html>")
  }

  func testEveryRequestIsRecordedWithoutItsPrefix() {
    _ = get("/misbehave/status-502" + daily + "?targetDt=20220105&key=k")
    _ = get(daily + "?targetDt=20220105")
    XCTAssertEqual(
      server.requests,
      [
        RecordedRequest(
          method: "GET", path: daily, query: ["targetDt": "20220105", "key": "k"],
          misbehaviour: "status-502"),
        RecordedRequest(
          method: "GET", path: daily, query: ["targetDt": "20220105"], misbehaviour: nil),
      ])
  }

  func testStoppingAbandonsASlowReplyAndCanBeRepeated() {
    let request = URLRequest(
      url: URL(string: "http://127.0.0.1:\(server.port)/misbehave/slow-60000\(daily)")!)
    let recorder = EventRecorder<Int>()
    let subscription = session.rx.response(request: request).map { $0.response.statusCode }
      .subscribe { recorder.record($0) }
    while server.requests.isEmpty {
      Thread.sleep(forTimeInterval: 0.01)
    }
    let start = Date()
    server.stop()
    server.stop()
    XCTAssertLessThan(Date().timeIntervalSince(start), 20, "stopping waited for the slow reply")
    XCTAssertEqual(recorder.finished.wait(timeout: .now() + 5), .success)
    XCTAssertNotNil(recorder.events.first?.error)
    subscription.dispose()
  }

  func testMisbehaviourTokensRoundTrip() {
    let all: [Misbehaviour] = [
      .status(500), .htmlErrorPage, .fault(code: "320010"), .leakKeyInFault, .truncatedBody,
      .cutConnection, .slow(milliseconds: 250), .closeConnection, .fixture("invalid-number"),
      .flaky(failures: 2),
    ]
    XCTAssertEqual(
      all.map(\.token),
      [
        "status-500", "html", "fault-320010", "leak-key", "truncated", "cut", "slow-250", "close",
        "fixture-invalid-number", "flaky-2",
      ])
    XCTAssertEqual(all.map { Misbehaviour(token: $0.token) }, all)
    for token in ["", "status", "status-x", "slow-", "fault-", "fixture-", "html-1", "nothing"] {
      XCTAssertNil(Misbehaviour(token: token), token)
    }
  }

  /// `"<status> <body>"` of a GET of `path` on the server.
  private func get(_ path: String) -> String {
    let request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)\(path)")!)
    let events = self.events(
      of: session.rx.response(request: request).map {
        "\($0.response.statusCode) \(String(decoding: $0.data, as: UTF8.self))"
      })
    return events.first?.element ?? "\(events)"
  }
}
