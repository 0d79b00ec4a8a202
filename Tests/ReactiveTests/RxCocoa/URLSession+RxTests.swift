import Foundation
import Reactive
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The parts of `URLSession.rx` that need no HTTP server: non-HTTP replies, the session's own
/// errors and request logging. Its HTTP replies are tested against a real server on 127.0.0.1 in
/// BoxOfficeTests.
final class URLSessionRxTests: ReactiveTestCase {
  private let session = URLSession(configuration: .ephemeral)
  private let dataURL = URL(string: "data:application/json,%7B%22a%22%3A1%7D")!
  private var savedLogging: ((URLRequest) -> Bool)!

  override func setUp() {
    super.setUp()
    savedLogging = URLSession.rx.shouldLogRequest
  }

  override func tearDown() {
    URLSession.rx.shouldLogRequest = savedLogging
    session.finishTasksAndInvalidate()
    super.tearDown()
  }

  func testANonHTTPResponseFailsWithNonHTTPResponse() {
    let events = wait(for: session.rx.response(request: URLRequest(url: dataURL)).map(\.data))
    guard case .nonHTTPResponse(let response)? = events.first?.error as? RxCocoaURLError else {
      return XCTFail("expected nonHTTPResponse, got \(events)")
    }
    XCTAssertEqual(response.url, dataURL)
    XCTAssertEqual(events.count, 1)
    XCTAssertEqual(
      (events.first?.error as? RxCocoaURLError)?.debugDescription,
      "Response is not NSHTTPURLResponse.")
  }

  func testTheSessionsOwnErrorIsForwardedAsItIs() {
    let unsupported = URLRequest(url: URL(string: "file:///etc/hostname")!)
    let events = wait(for: session.rx.data(request: unsupported))
    XCTAssertEqual((events.first?.error as? URLError)?.code, .unsupportedURL)
  }

  func testJSONFailsOnANonHTTPResponseBeforeParsing() {
    let events = wait(for: session.rx.json(url: dataURL).map { "\($0)" })
    guard case .nonHTTPResponse? = events.first?.error as? RxCocoaURLError else {
      return XCTFail("expected nonHTTPResponse, got \(events)")
    }
  }

  func testDeserializationErrorsDescribeTheirCause() {
    let error = RxCocoaURLError.deserializationError(error: CocoaError(.propertyListReadCorrupt))
    XCTAssertTrue(
      error.debugDescription.hasPrefix("Error during deserialization of the response: "))
    XCTAssertEqual(RxCocoaURLError.unknown.debugDescription, "Unknown error has occurred.")
  }

  func testNothingIsLoggedByDefault() {
    let request = URLRequest(url: dataURL)
    XCTAssertFalse(URLSession.rx.shouldLogRequest(request))
    let output = captureStandardOutput { _ = wait(for: session.rx.data(request: request)) }
    XCTAssertEqual(output, "")
  }

  func testALoggedRequestIsPrintedAsACurlCommandWithItsOutcome() {
    var asked: [URL?] = []
    URLSession.rx.shouldLogRequest = { request in
      asked.append(request.url)
      return true
    }
    var request = URLRequest(url: dataURL)
    request.httpMethod = "POST"
    request.httpBody = Data(#"{"q":"x"}"#.utf8)
    request.setValue("text/plain", forHTTPHeaderField: "Accept")
    let output = captureStandardOutput { _ = wait(for: session.rx.data(request: request)) }
    XCTAssertEqual(asked, [dataURL])
    XCTAssertEqual(
      output,
      """
      curl -X POST -d "{\\"q\\":\\"x\\"}" 
          -H "Accept: text/plain" 
      "\(dataURL.absoluteString)" -i -v
      <Unhandled response from server>

      """)
  }

  func testALoggedFailureIsPrintedWithItsTime() throws {
    URLSession.rx.shouldLogRequest = { _ in true }
    let unsupported = URLRequest(url: URL(string: "file:///etc/hostname")!)
    let output = captureStandardOutput { _ = wait(for: session.rx.data(request: unsupported)) }
    let lines = output.split(separator: "\n")
    XCTAssertEqual(lines.first, "curl -X GET ")
    XCTAssertEqual(lines.dropFirst().first, "\"file:///etc/hostname\" -i -v")
    let outcome = try XCTUnwrap(lines.last)
    XCTAssertNotNil(outcome.wholeMatch(of: /Failure \(\d+ms\): .+/), String(outcome))
  }

  /// Subscribes and waits, on this thread, for the terminal event.
  private func wait<Element>(for source: Observable<Element>) -> [Event<Element>] {
    let finished = DispatchSemaphore(value: 0)
    let events = LockedValue<[Event<Element>]>([])
    let subscription = source.subscribe { event in
      events.append(event)
      if event.isStopEvent { finished.signal() }
    }
    XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "no terminal event")
    subscription.dispose()
    return events.value
  }
}
