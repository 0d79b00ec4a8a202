/// The few ways the table emphasises text on a color terminal, as ANSI SGR sequences.
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

  /// The SGR parameters that turn the style on.
  var parameters: String {
    switch self {
    case .heading: "1"
    case .muted: "2"
    case .newEntry: "1;33"
    case .rise: "32"
    case .fall: "31"
    }
  }
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
    return "\u{1B}[\(style.parameters)m" + text + "\u{1B}[0m"
  }
}
