import Foundation

/// Durations as the command writes them: seconds with at most three decimals and no trailing
/// zeros (`10`, `0.5`, `0.125`).
enum SecondsText {
  /// `seconds` rounded to the millisecond, without trailing zeros.
  ///
  /// ```swift
  /// print(SecondsText.of(0.5), SecondsText.of(10), SecondsText.of(2.1004))
  /// // Prints: 0.5 10 2.1
  /// ```
  ///
  /// - Parameter seconds: A duration.
  /// - Returns: The text.
  static func of(_ seconds: Double) -> String {
    let milliseconds = (seconds * 1000).rounded()
    guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return String(seconds) }
    let whole = Int64(milliseconds)
    let sign = whole < 0 ? "-" : ""
    var fraction = String(whole.magnitude % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return sign + String(whole.magnitude / 1000) + (fraction.isEmpty ? "" : "." + fraction)
  }
}
