import BoxOffice

/// What parsing may read besides the arguments: today's date in Korea, and the whole command
/// table (for help on any command and for hints naming another command's options).
///
/// The parser reads no environment and no clock of its own, which keeps it a pure function that
/// tests and the fuzzer can call freely.
struct ParseContext: Sendable {
  /// Today in Korea: relative dates count from it, and later days are refused.
  var today: CalendarDate
  /// The root of the command table.
  var root: CommandDefinition
}
