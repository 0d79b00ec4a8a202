import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSession.rx`, from the Reactive module, against the loopback server: the HTTP replies that
/// the live transport relies on.
final class URLSessionRxTests: ServerTestCase {
  private let session = URLSession(configuration: .ephemeral)

  func testResponseEmitsTheStatusAndBodyWhateverTheStatus() throws {
    let ok = events(of: session.rx.response(request: request()).map { $0.response.statusCode })
    XCTAssertEqual(ok, [.next(200), .completed])
    let failed = events(
      of: session.rx.response(request: request(misbehaving: .status(503)))
        .map { "\($0.response.statusCode) \(String(decoding: $0.data, as: UTF8.self))" })
    XCTAssertEqual(failed, [.next("503 <html><body><h1>Error 503</h1></body></html>"), .completed])
  }

  func testDataEmitsTheBodyOfASuccessfulReply() throws {
    XCTAssertEqual(
      events(of: session.rx.data(request: request())),
      [.next(try FixtureLibrary.project("daily-20241225")), .completed])
  }

  func testDataFailsForAnUnsuccessfulStatus() throws {
    let events = self.events(of: session.rx.data(request: request(misbehaving: .status(500))))
    XCTAssertEqual(events.count, 1)
    guard case .httpRequestFailed(let response, let data)? = events.first?.error as? RxCocoaURLError
    else {
      return XCTFail("expected httpRequestFailed, got \(events)")
    }
    XCTAssertEqual(response.statusCode, 500)
    XCTAssertEqual(data, Data("<html><body><h1>Error 500</h1></body></html>".utf8))
    XCTAssertEqual(
      (events.first?.error as? RxCocoaURLError)?.debugDescription, "HTTP request failed with `500`."
    )
  }

  func testATransportFailureIsTheSessionsURLError() throws {
    let events = self.events(of: session.rx.data(request: request(misbehaving: .closeConnection)))
    XCTAssertEqual((events.first?.error as? URLError)?.code, .badServerResponse)
  }

  func testEachSubscriptionSendsItsOwnRequest() throws {
    let data = session.rx.data(request: request())
    _ = events(of: data)
    _ = events(of: data)
    XCTAssertEqual(server.requests.count, 2)
  }

  func testNothingIsSentBeforeSubscription() throws {
    _ = session.rx.data(request: request())
    Thread.sleep(forTimeInterval: 0.1)
    XCTAssertEqual(server.requests, [])
  }

  func testJSONParsesTheBodyOfASuccessfulReply() throws {
    let keys = events(
      of: session.rx.json(request: request()).map { json in
        (json as? [String: Any]).map { $0.keys.sorted() } ?? []
      })
    XCTAssertEqual(keys, [.next(["boxOfficeResult"]), .completed])
  }

  func testJSONOfABodyThatIsNotJSONFailsWithADeserializationError() throws {
    let events = self.events(
      of: session.rx.json(request: request(misbehaving: .htmlErrorPage)).map { "\($0)" })
    XCTAssertEqual(events.count, 1)
    guard case .deserializationError? = events.first?.error as? RxCocoaURLError else {
      return XCTFail("expected deserializationError, got \(events)")
    }
  }

  func testJSONOfAnUnsuccessfulStatusFailsWithTheStatus() throws {
    let events = self.events(
      of: session.rx.json(request: request(misbehaving: .status(503))).map { "\($0)" })
    guard case .httpRequestFailed(let response, _)? = events.first?.error as? RxCocoaURLError
    else {
      return XCTFail("expected httpRequestFailed, got \(events)")
    }
    XCTAssertEqual(response.statusCode, 503)
  }

  func testJSONOfAURLSendsOneGet() throws {
    let url = try XCTUnwrap(request().url)
    let parsed = events(of: session.rx.json(url: url).map { $0 is [String: Any] })
    XCTAssertEqual(parsed, [.next(true), .completed])
    XCTAssertEqual(server.requests.map(\.method), ["GET"])
  }

  private func request(misbehaving misbehaviour: Misbehaviour? = nil) -> URLRequest {
    let base = misbehaviour.map { server.baseURL(misbehaving: $0) } ?? server.baseURL
    let api = BoxOfficeAPI(apiKey: KOBISTestServer.validKey, baseURL: base)
    return try! api.request(for: BoxOfficeEndpoint(kind: .daily, date: day("20241225")))
  }
}
