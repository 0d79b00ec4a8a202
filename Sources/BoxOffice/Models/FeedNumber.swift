import Foundation

/// Strict parsing of the numbers in KOBIS's feed, which are all JSON strings.
///
/// Only `-?[0-9]+` is an integer and `-?[0-9]+(\.[0-9]+)?` a decimal: no spaces, no `+`, no
/// thousands separators, no exponent. A value that breaks these rules is an error, never a silent
/// zero. Decimals are built from their digits, so `"34194.3"` is exactly 34194.3.
enum FeedNumber {
  /// Why a string is not a number of the wanted kind; the message quotes the value.
  struct Problem: Error, Equatable {
    let reason: String
  }

  /// Parses a whole number.
  ///
  /// - Parameters:
  ///   - text: The string from the feed.
  ///   - signed: Whether a leading `-` is allowed.
  /// - Returns: The value.
  static func integer(_ text: String, signed: Bool) throws(Problem) -> Int64 {
    let number = try scan(text, signed: signed, fraction: false, kind: "a whole number")
    return number.negative ? -Int64(number.digits) : Int64(number.digits)
  }

  /// Parses a number that may have a fractional part.
  ///
  /// - Parameters:
  ///   - text: The string from the feed.
  ///   - signed: Whether a leading `-` is allowed.
  /// - Returns: The exact value.
  static func decimal(_ text: String, signed: Bool) throws(Problem) -> Decimal {
    let number = try scan(text, signed: signed, fraction: true, kind: "a decimal number")
    // Decimal has no negative zero: its minus sign with a zero significand means NaN.
    return Decimal(
      sign: number.negative && number.digits != 0 ? .minus : .plus,
      exponent: -number.fractionDigits, significand: Decimal(number.digits))
  }

  /// Quotes a value from the feed for an error message: escaped, and cut after 40 characters so a
  /// hostile reply cannot flood the message.
  static func quote(_ text: String) -> String {
    let limit = 40
    return text.count > limit
      ? String(reflecting: String(text.prefix(limit))) + "…" : String(reflecting: text)
  }

  private struct Scanned {
    var negative = false
    var digits: UInt64 = 0
    var fractionDigits = 0
  }

  /// Reads the digits of `text` into a 63-bit magnitude, so that the integer case can negate it.
  private static func scan(_ text: String, signed: Bool, fraction: Bool, kind: String)
    throws(Problem) -> Scanned
  {
    let notNumber = Problem(reason: "\(quote(text)) is not \(kind)")
    var bytes = text.utf8[...]
    var result = Scanned()
    if bytes.first == UInt8(ascii: "-") {
      guard signed else { throw Problem(reason: "\(quote(text)) is negative") }
      result.negative = true
      bytes = bytes.dropFirst()
    }
    var integerDigits = 0
    var seenPoint = false
    for byte in bytes {
      if byte == UInt8(ascii: "."), fraction, !seenPoint, integerDigits > 0 {
        seenPoint = true
        continue
      }
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { throw notNumber }
      let (times10, overflow1) = result.digits.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !overflow1, !overflow2, sum <= UInt64(Int64.max) else {
        throw Problem(reason: "\(quote(text)) is too large")
      }
      result.digits = sum
      if seenPoint { result.fractionDigits += 1 } else { integerDigits += 1 }
    }
    guard integerDigits > 0, !seenPoint || result.fractionDigits > 0 else { throw notNumber }
    return result
  }
}
