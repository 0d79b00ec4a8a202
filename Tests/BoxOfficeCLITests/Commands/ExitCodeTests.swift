import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// Every error has its documented exit status.
final class ExitCodeTests: XCTestCase {
  func testEveryErrorMapsToItsSysexitsStatus() {
    let cases: [(BoxOfficeError, Int32)] = [
      (.missingAPIKey, 78),
      (.invalidQuery("x"), 64),
      (.undecodableBody(at: "body", reason: "x"), 65),
      (.httpStatus(500), 69),
      (.httpStatus(503), 69),
      (.httpStatus(404), 69),
      (.kobisFault(code: "320102", message: "x"), 69),
      (.kobisFault(code: "999999", message: "x"), 69),
      (.transportFailure("x"), 75),
      (.timedOut(seconds: 1), 75),
      (.kobisFault(code: "320010", message: "x"), 77),
    ]
    for (error, status) in cases {
      XCTAssertEqual(ExitCode.status(for: error), status, "\(error)")
    }
  }

  func testASignalExitsWith128PlusItsNumber() {
    XCTAssertEqual(ExitCode.interrupted(by: SIGINT), 130)
    XCTAssertEqual(ExitCode.interrupted(by: SIGTERM), 143)
  }
}
