/// The few ways the table emphasises text on a color terminal, drawn as their
/// ``CellAttributes``.
enum TextStyle: Equatable, Sendable {
  /// The chart's header line: bold.
  case heading
  /// The column headings and the sample-data note: dim.
  case muted
  /// A new entry's title and its NEW badge: bold yellow.
  case newEntry
  /// A rise in rank: green.
  case rise
  /// A fall in rank: red.
  case fall
}

/// Applies ``TextStyle``s, or leaves text plain when colors are off.
struct Palette: Equatable, Sendable {
  /// Whether escape sequences are written at all.
  var isEnabled: Bool

  /// The palette that writes no escape sequences.
  static let plain = Palette(isEnabled: false)

  /// `text` wrapped in the style's SGR sequence and a reset, or `text` itself when colors are off
  /// or there is no style.
  ///
  /// - Parameters:
  ///   - text: Text already made safe (``DisplayText``).
  ///   - style: The emphasis, or `nil`.
  /// - Returns: The text to print.
  func paint(_ text: String, _ style: TextStyle?) -> String {
    guard isEnabled, let style, !text.isEmpty else { return text }
    return "\u{1B}[" + CellAttributes(style).parameters.joined(separator: ";") + "m" + text
      + "\u{1B}[0m"
  }
}
