import BoxOffice

/// Reads a day typed on the command line and says precisely what is wrong with one that is not a
/// day ("February 2023 has 28 days").
///
/// A day is `YYYYMMDD` or `YYYY-MM-DD`, or relative to today in Korea (Asia/Seoul), in any case:
/// `today`, `yesterday`, `last-week` (the same day a week ago, which lies in the previous
/// calendar week) or `-N` (N days ago, up to 99,999).
///
/// ```swift
/// print(try CalendarDateArgument.parse("-7", today: CalendarDate(yyyymmdd: "20250301")!).get())
/// // Prints: 2025-02-22
/// ```
enum CalendarDateArgument {
  /// The usage error of a `--date` after today, or `nil`; the sample, whose periods are fixed,
  /// takes any day.
  ///
  /// - Parameters:
  ///   - date: The day given, if any.
  ///   - today: Today in Korea.
  ///   - isSample: Whether `--sample` was given.
  /// - Returns: The sentence of the usage error.
  static func futureProblem(_ date: CalendarDate?, today: CalendarDate, isSample: Bool) -> String? {
    guard let date, date > today, !isSample else { return nil }
    return "The day \(date) is in the future in Korea, where today is \(today); KOBIS only has "
      + "figures for days that have begun."
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The words and forms that name a day relative to today, as help and completions offer them.
  static let relativeForms = ["today", "yesterday", "last-week", "-N"]

  /// The day `text` names.
  ///
  /// - Parameters:
  ///   - text: The argument.
  ///   - today: Today in Korea, which relative forms count from.
  /// - Returns: The day, or why it is not one.
  static func parse(_ text: String, today: CalendarDate) -> Result<CalendarDate, InvalidValue> {
    if let day = CalendarDate(parsing: text) { return .success(day) }
    if let daysBack = daysBack(text.lowercased()) { return .success(today.advanced(by: -daysBack)) }
    // YYYY-MM-DD is read as YYYYMMDD once its two dashes, in their places, are taken out.
    let dash = UInt8(ascii: "-")
    let bytes = Array(text.utf8)
    let digits =
      bytes.count == 10 && bytes[4] == dash && bytes[7] == dash
      ? bytes.filter { $0 != dash } : bytes
    guard digits.count == 8, digits.allSatisfy({ (48...57).contains($0) }) else {
      return .failure(
        InvalidValue(
          reason: "expected a day as YYYYMMDD or YYYY-MM-DD, such as 20250209, or today, "
            + "yesterday, last-week or -N for N days ago"))
    }
    let (year, month, day) = (number(digits[0..<4]), number(digits[4..<6]), number(digits[6..<8]))
    guard year >= 1 else { return .failure(InvalidValue(reason: "there is no year 0")) }
    guard (1...12).contains(month) else {
      return .failure(InvalidValue(reason: "there is no month \(month); months run from 01 to 12"))
    }
    let days = (28...31).last { CalendarDate(year: year, month: month, day: $0) != nil }!
    return .failure(
      InvalidValue(
        reason: day == 0
          ? "there is no day 0; days start at 01"
          : "\(monthNames[month - 1]) \(year) has \(days) days"))
  }

  /// How many days before today a relative form names, or `nil` for anything else.
  private static func daysBack(_ text: String) -> Int? {
    switch text {
    case "today": return 0
    case "yesterday": return 1
    case "last-week": return 7
    default:
      let digits = text.utf8.dropFirst()
      guard text.hasPrefix("-"), (1...5).contains(digits.count),
        digits.allSatisfy({ (48...57).contains($0) })
      else { return nil }
      return number(ArraySlice(digits))
    }
  }

  private static func number(_ digits: ArraySlice<UInt8>) -> Int {
    digits.reduce(0) { $0 * 10 + Int($1 - 48) }
  }
}
