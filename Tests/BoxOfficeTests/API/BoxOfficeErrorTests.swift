import BoxOffice
import BoxOfficeTestSupport
import XCTest

final class BoxOfficeErrorTests: XCTestCase {
  func testEveryCaseHasOneSentenceForUsers() {
    let cases: [(BoxOfficeError, String)] = [
      (.missingAPIKey, "No KOBIS API key was given: set KOBIS_API_KEY or pass --api-key."),
      (
        .invalidQuery("the number of entries must be between 1 and 10, not 11"),
        "The query is not valid: the number of entries must be between 1 and 10, not 11."
      ),
      (
        .transportFailure("the server refused the connection"),
        "Could not reach KOBIS (the server refused the connection); check the network connection and try again."
      ),
      (
        .timedOut(seconds: 10),
        "KOBIS did not answer within 10 seconds; try again later or allow more time with --timeout."
      ),
      (
        .timedOut(seconds: 1),
        "KOBIS did not answer within 1 second; try again later or allow more time with --timeout."
      ),
      (
        .timedOut(seconds: 2.5),
        "KOBIS did not answer within 2.5 seconds; try again later or allow more time with --timeout."
      ),
      (
        .timedOut(seconds: 10, attempts: 3, elapsed: 31.5),
        "KOBIS did not answer in time: 3 attempts, 10 s each, 31.5 s in all; try again later or allow more time with --timeout."
      ),
      (
        .timedOut(seconds: 0.5, attempts: 2, elapsed: 1.5049),
        "KOBIS did not answer in time: 2 attempts, 0.5 s each, 1.5 s in all; try again later or allow more time with --timeout."
      ),
      (
        .timedOut(seconds: 0.5, attempts: 2),
        "KOBIS did not answer in time: 2 attempts, 0.5 s each; try again later or allow more time with --timeout."
      ),
      (
        .httpStatus(500),
        "KOBIS answered with HTTP status 500 (Internal Server Error); try again later."
      ),
      (.httpStatus(404), "KOBIS answered with HTTP status 404 (Not Found)."),
      (.httpStatus(418), "KOBIS answered with HTTP status 418."),
      (
        .kobisFault(code: "320010", message: "유효하지않은 키값입니다."),
        "KOBIS rejected the request with error 320010 (유효하지않은 키값입니다.): the API key was rejected; check KOBIS_API_KEY."
      ),
      (
        .kobisFault(code: "320102", message: "날짜는 필수항목입니다."),
        "KOBIS rejected the request with error 320102 (날짜는 필수항목입니다.): the date (targetDt) is missing."
      ),
      (
        .kobisFault(code: "320103", message: "날싸형식에 맞게 입력하십시요."),
        "KOBIS rejected the request with error 320103 (날싸형식에 맞게 입력하십시요.): the date (targetDt) is not a valid YYYYMMDD date."
      ),
      (
        .kobisFault(code: "320105", message: "?"),
        "KOBIS rejected the request with error 320105 (?): the week kind (weekGb) must be 0, 1 or 2."
      ),
      (
        .kobisFault(code: "329999", message: "알 수 없는 오류입니다."),
        "KOBIS rejected the request with error 329999 (알 수 없는 오류입니다.)."
      ),
      (
        .undecodableBody(at: "salesAmt of rank 2", reason: #""1,204" is not a whole number"#),
        #"The reply from KOBIS could not be read (salesAmt of rank 2: "1,204" is not a whole number)."#
      ),
    ]
    for (error, description) in cases {
      XCTAssertEqual(error.description, description)
      XCTAssertEqual("\(error)", description)
    }
  }

  func testOnlyKnownFaultCodesHaveHints() {
    XCTAssertEqual(
      BoxOfficeError.kobisFault(code: "320010", message: "").hint,
      "the API key was rejected; check KOBIS_API_KEY.")
    XCTAssertNil(BoxOfficeError.kobisFault(code: "320011", message: "").hint)
    XCTAssertNil(BoxOfficeError.httpStatus(500).hint)
  }

  func testOnlyFault320010MeansTheKeyWasRejected() {
    XCTAssertTrue(BoxOfficeError.kobisFault(code: "320010", message: "x").isKeyRejected)
    XCTAssertFalse(BoxOfficeError.kobisFault(code: "320102", message: "x").isKeyRejected)
    XCTAssertFalse(BoxOfficeError.missingAPIKey.isKeyRejected)
  }

  func testTimeoutsBrokenConnectionsAndServerErrorsAreTransient() {
    XCTAssertTrue(BoxOfficeError.timedOut(seconds: 1).isTransient)
    XCTAssertTrue(BoxOfficeError.transportFailure("x").isTransient)
    XCTAssertTrue(BoxOfficeError.httpStatus(500).isTransient)
    XCTAssertTrue(BoxOfficeError.httpStatus(503).isTransient)
    XCTAssertFalse(BoxOfficeError.httpStatus(404).isTransient)
    XCTAssertFalse(BoxOfficeError.httpStatus(429).isTransient)
    XCTAssertFalse(BoxOfficeError.kobisFault(code: "320010", message: "").isTransient)
    XCTAssertFalse(BoxOfficeError.undecodableBody(at: "body", reason: "x").isTransient)
    XCTAssertFalse(BoxOfficeError.missingAPIKey.isTransient)
    XCTAssertFalse(BoxOfficeError.invalidQuery("x").isTransient)
  }

  func testRedactingRemovesTheKeyFromEveryText() {
    let key = KOBISTestServer.validKey
    let cases: [BoxOfficeError] = [
      .missingAPIKey,
      .invalidQuery("bad \(key)"),
      .transportFailure("\(key) lost"),
      .timedOut(seconds: 3),
      .httpStatus(502),
      .kobisFault(code: "320010", message: "[parameterName=key,parameterValue=\(key)]"),
      .undecodableBody(at: "x\(key)", reason: "\(key)\(key)"),
    ]
    for error in cases {
      let redacted = error.redacting(key)
      XCTAssertFalse(redacted.description.contains(key), "\(redacted)")
      XCTAssertFalse(String(reflecting: redacted).contains(key), "\(redacted)")
    }
    XCTAssertEqual(
      BoxOfficeError.kobisFault(code: "320010", message: "value=\(key).").redacting(key),
      .kobisFault(code: "320010", message: "value=REDACTED."))
    XCTAssertEqual(
      BoxOfficeError.invalidQuery("a").redacting(""), .invalidQuery("a"),
      "an empty key redacts nothing")
  }
}
