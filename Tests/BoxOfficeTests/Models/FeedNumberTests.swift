import Foundation
import XCTest

@testable import BoxOffice

final class FeedNumberTests: XCTestCase {
  func testIntegersParseExactlyTo64Bits() throws {
    XCTAssertEqual(try FeedNumber.integer("0", signed: false), 0)
    XCTAssertEqual(try FeedNumber.integer("40541108500", signed: false), 40_541_108_500)
    XCTAssertEqual(try FeedNumber.integer("-2754931500", signed: true), -2_754_931_500)
    XCTAssertEqual(try FeedNumber.integer("9223372036854775807", signed: false), Int64.max)
    XCTAssertEqual(try FeedNumber.integer("-9223372036854775807", signed: true), -Int64.max)
    XCTAssertEqual(try FeedNumber.integer("9007199254740993", signed: false), 9_007_199_254_740_993)
  }

  func testIntegersRejectEverythingButDigitsAndAMinus() {
    let cases: [(String, String)] = [
      ("", #""" is not a whole number"#),
      ("-", #""-" is not a whole number"#),
      ("1,234", #""1,234" is not a whole number"#),
      (" 12", #"" 12" is not a whole number"#),
      ("12 ", #""12 " is not a whole number"#),
      ("+12", #""+12" is not a whole number"#),
      ("12.0", #""12.0" is not a whole number"#),
      ("1e3", #""1e3" is not a whole number"#),
      ("--1", #""--1" is not a whole number"#),
      ("١٢", #""١٢" is not a whole number"#),
      ("9223372036854775808", #""9223372036854775808" is too large"#),
      ("99999999999999999999", #""99999999999999999999" is too large"#),
    ]
    for (text, reason) in cases {
      XCTAssertThrowsError(try FeedNumber.integer(text, signed: true), text) { error in
        XCTAssertEqual(error as? FeedNumber.Problem, FeedNumber.Problem(reason: reason), text)
      }
    }
  }

  func testUnsignedFieldsRejectNegativeValues() {
    XCTAssertThrowsError(try FeedNumber.integer("-5", signed: false)) { error in
      XCTAssertEqual(error as? FeedNumber.Problem, FeedNumber.Problem(reason: #""-5" is negative"#))
    }
  }

  func testDecimalsAreExactAndKeepNoBinaryRounding() throws {
    XCTAssertEqual(try FeedNumber.decimal("34194.3", signed: true), Decimal(string: "34194.3"))
    XCTAssertEqual(
      try FeedNumber.decimal("34194.3", signed: true),
      Decimal(sign: .plus, exponent: -1, significand: 341_943))
    XCTAssertEqual(try FeedNumber.decimal("100", signed: true), 100)
    XCTAssertEqual(try FeedNumber.decimal("100.0", signed: true), 100)
    XCTAssertEqual(try FeedNumber.decimal("-13", signed: true), -13)
    XCTAssertEqual(try FeedNumber.decimal("-47.0", signed: true), -47)
    XCTAssertEqual(try FeedNumber.decimal("0.1", signed: false), Decimal(string: "0.1"))
    XCTAssertEqual("\(try FeedNumber.decimal("0.1", signed: false))", "0.1")
    XCTAssertEqual("\(try FeedNumber.decimal("-0.0", signed: true))", "0")
    XCTAssertFalse(try FeedNumber.decimal("-0.0", signed: true).isNaN)
  }

  func testDecimalsRejectMalformedText() {
    for text in ["", ".5", "5.", "1.2.3", "1,5", " 1.5", "1.5%", "NaN", "-", "1e2", "-.5"] {
      XCTAssertThrowsError(try FeedNumber.decimal(text, signed: true), text) { error in
        XCTAssertEqual(
          error as? FeedNumber.Problem,
          FeedNumber.Problem(reason: "\(String(reflecting: text)) is not a decimal number"), text)
      }
    }
  }

  func testLongValuesAreCutInMessages() {
    let long = String(repeating: "7", count: 100)
    XCTAssertEqual(FeedNumber.quote(long), "\"" + String(repeating: "7", count: 40) + "\"…")
    XCTAssertEqual(FeedNumber.quote("a\u{1B}[31m"), #""a\u{1B}[31m""#)
  }
}
