import BoxOffice

/// Reads a day typed on the command line, `YYYYMMDD` or `YYYY-MM-DD`, and says precisely what is
/// wrong with one that is not a day ("February 2023 has 28 days").
///
/// `CalendarDateArgument` has no state and is thread-safe.
enum CalendarDateArgument {
  /// Why a typed day was refused.
  struct Problem: Error, Equatable {
    /// One phrase, to follow "The value … is invalid for '--date <date>': ".
    var reason: String
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The day `text` names.
  ///
  /// - Parameter text: The argument.
  /// - Returns: The day, or why it is not one.
  static func parse(_ text: String) -> Result<CalendarDate, Problem> {
    if let day = CalendarDate(parsing: text) { return .success(day) }
    let digits = Array(text.utf8)
    let isDigit = { (byte: UInt8) in (48...57).contains(byte) }
    let parts: [Int]
    if digits.count == 8, digits.allSatisfy(isDigit) {
      parts = [0..<4, 4..<6, 6..<8].map { number(digits[$0]) }
    } else if digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"),
      [0..<4, 5..<7, 8..<10].allSatisfy({ digits[$0].allSatisfy(isDigit) })
    {
      parts = [0..<4, 5..<7, 8..<10].map { number(digits[$0]) }
    } else {
      return .failure(Problem(reason: "expected a day as YYYYMMDD or YYYY-MM-DD, such as 20250209"))
    }
    let (year, month, day) = (parts[0], parts[1], parts[2])
    guard year >= 1 else { return .failure(Problem(reason: "there is no year 0")) }
    guard (1...12).contains(month) else {
      return .failure(Problem(reason: "there is no month \(month); months run from 01 to 12"))
    }
    let days = (28...31).last { CalendarDate(year: year, month: month, day: $0) != nil }!
    return .failure(
      Problem(
        reason: day == 0
          ? "there is no day 0; days start at 01"
          : "\(monthNames[month - 1]) \(year) has \(days) days"))
  }

  private static func number(_ digits: ArraySlice<UInt8>) -> Int {
    digits.reduce(0) { $0 * 10 + Int($1 - 48) }
  }
}
