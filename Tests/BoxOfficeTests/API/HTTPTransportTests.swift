import BoxOfficeTestSupport
import Foundation
import Reactive
import XCTest

@testable import BoxOffice

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live transport through a real `URLSession` against the loopback server.
final class HTTPTransportTests: ServerTestCase {

  func testASuccessfulReplyIsTheBodyAsSent() throws {
    let events = self.events(of: HTTPTransport.live().send(try request(for: "20241225")))
    XCTAssertEqual(events, [.next(try FixtureLibrary.project("daily-20241225")), .completed])
    XCTAssertEqual(
      server.requests,
      [
        RecordedRequest(
          method: "GET",
          path: "/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json",
          query: ["key": KOBISTestServer.validKey, "targetDt": "20241225"], misbehaviour: nil)
      ])
  }

  func testHTTPErrorStatusesBecomeHTTPStatusErrors() throws {
    for status in [500, 503, 404, 403] {
      let request = try request(for: "20241225", misbehaving: .status(status))
      XCTAssertEqual(
        events(of: HTTPTransport.live().send(request)), [.error(BoxOfficeError.httpStatus(status))])
    }
    XCTAssertEqual(server.requests.count, 4, "one attempt each: the transport never retries")
  }

  func testAnHTMLPageWithStatus200IsPassedOnForTheDecoderToReject() throws {
    let events = self.events(
      of: HTTPTransport.live().send(try request(for: "20241225", misbehaving: .htmlErrorPage)))
    XCTAssertEqual(events.count, 2)
    XCTAssertTrue(
      String(decoding: events[0].element ?? Data(), as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
  }

  func testAConnectionClosedWithoutAReplyIsATransportFailure() throws {
    let request = try request(for: "20241225", misbehaving: .closeConnection)
    XCTAssertEqual(
      events(of: HTTPTransport.live().send(request)),
      [.error(BoxOfficeError.transportFailure("the server sent no valid HTTP reply"))])
  }

  func testABodyCutOffMidwayIsATransportFailure() throws {
    let request = try request(for: "20241225", misbehaving: .cutConnection)
    XCTAssertEqual(
      events(of: HTTPTransport.live().send(request)),
      [.error(BoxOfficeError.transportFailure("the connection failed"))])
  }

  func testAReplySlowerThanTheTimeoutTimesOut() throws {
    let request = try request(for: "20241225", misbehaving: .slow(milliseconds: 5000))
    let start = Date()
    XCTAssertEqual(
      events(of: HTTPTransport.live(timeout: 1).send(request)),
      [.error(BoxOfficeError.timedOut(seconds: 1))])
    XCTAssertTrue((0.9..<3.5).contains(Date().timeIntervalSince(start)))
  }

  func testASubSecondTimeoutIsKeptToTheMillisecondNotRoundedUpToASecond() throws {
    let request = try request(for: "20241225", misbehaving: .slow(milliseconds: 5000))
    let start = Date()
    XCTAssertEqual(
      events(of: HTTPTransport.live(timeout: 0.3).send(request)),
      [.error(BoxOfficeError.timedOut(seconds: 0.3))])
    let elapsed = Date().timeIntervalSince(start)
    // Rounded up to a second, it would take 1 s; a loaded machine may only add to the 0.3 s.
    XCTAssertTrue((0.3..<1).contains(elapsed), "a 0.3 s timeout took \(elapsed) s")
  }

  func testTheTimeoutEndsWhenTheReplyArrivesHoweverLongItsConsumerTakes() throws {
    let request = try request(for: "20241225")
    // Decoding a large reply can take longer than the timeout; it is no wait for the server.
    let events = self.events(
      of: HTTPTransport.live(timeout: 0.2).send(request).do(onNext: { _ in
        Thread.sleep(forTimeInterval: 0.5)
      }))
    XCTAssertEqual(events, [.next(try FixtureLibrary.project("daily-20241225")), .completed])
  }

  func testAReplyWithinTheTimeoutArrives() throws {
    let request = try request(for: "20241225", misbehaving: .slow(milliseconds: 200))
    XCTAssertEqual(
      events(of: HTTPTransport.live(timeout: 5).send(request)),
      [.next(try FixtureLibrary.project("daily-20241225")), .completed])
  }

  func testAClosedPortRefusesTheConnection() throws {
    let request = try request(for: "20241225")
    server.stop()
    XCTAssertEqual(
      events(of: HTTPTransport.live().send(request)),
      [.error(BoxOfficeError.transportFailure("the server refused the connection"))])
  }

  func testDisposingCancelsTheRequestAndSendsNothing() throws {
    let request = try request(for: "20241225", misbehaving: .slow(milliseconds: 800))
    let recorder = EventRecorder<Data>()
    let subscription = HTTPTransport.live().send(request).subscribe { recorder.record($0) }
    let deadline = Date().addingTimeInterval(5)
    while server.requests.isEmpty && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    subscription.dispose()
    Thread.sleep(forTimeInterval: 1.2)
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(server.requests.count, 1)
  }

  func testSessionFailuresAreWordedWithoutTheURL() {
    let url = URL(string: "http://127.0.0.1:1/x?key=\(KOBISTestServer.validKey)")!
    let cases: [(URLError.Code, BoxOfficeError)] = [
      (.timedOut, .timedOut(seconds: 7)),
      (.cannotConnectToHost, .transportFailure("the server refused the connection")),
      (.networkConnectionLost, .transportFailure("the connection was lost")),
      (.cannotFindHost, .transportFailure("the server's name could not be resolved")),
      (.dnsLookupFailed, .transportFailure("the server's name could not be resolved")),
      (.notConnectedToInternet, .transportFailure("there is no network connection")),
      (.badServerResponse, .transportFailure("the server sent no valid HTTP reply")),
      (.zeroByteResource, .transportFailure("the server closed the connection without replying")),
      (.secureConnectionFailed, .transportFailure("a secure connection could not be made")),
      (.serverCertificateUntrusted, .transportFailure("a secure connection could not be made")),
      (.unknown, .transportFailure("the connection failed")),
      (.badURL, .transportFailure("network error -1000")),
    ]
    for (code, expected) in cases {
      let error = URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: url])
      XCTAssertEqual(HTTPTransport.boxOfficeError(from: error, timeout: 7), expected, "\(code)")
    }
    XCTAssertEqual(
      HTTPTransport.boxOfficeError(from: BoxOfficeError.httpStatus(502), timeout: 7),
      .httpStatus(502))
    XCTAssertEqual(
      HTTPTransport.boxOfficeError(from: CocoaError(.fileNoSuchFile), timeout: 7),
      .transportFailure("the request failed"))
  }

  private func request(for yyyymmdd: String, misbehaving misbehaviour: Misbehaviour? = nil) throws
    -> URLRequest
  {
    let baseURL = misbehaviour.map { server.baseURL(misbehaving: $0) } ?? server.baseURL
    let api = BoxOfficeAPI(apiKey: KOBISTestServer.validKey, baseURL: baseURL)
    return try api.request(for: BoxOfficeEndpoint(kind: .daily, date: day(yyyymmdd)))
  }
}
