/// The few ways the tables emphasise text on a color terminal, as the attributes the browser
/// draws too.
extension CellAttributes {
  /// The chart's header line: bold.
  static let heading = CellAttributes.bold
  /// The column headings and the sample-data note: dim.
  static let muted = CellAttributes.dim
  /// A new entry's title and its NEW badge: bold yellow.
  static let newEntry = CellAttributes(bold: true, color: 33)
  /// A rise in rank: green.
  static let rise = CellAttributes(color: 32)
  /// A fall in rank: red.
  static let fall = CellAttributes(color: 31)
}

/// Applies text styles, or leaves text plain when colors are off.
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
  func paint(_ text: String, _ style: CellAttributes?) -> String {
    guard isEnabled, let style, !text.isEmpty else { return text }
    return "\u{1B}[" + style.parameters.joined(separator: ";") + "m" + text
      + "\u{1B}[0m"
  }
}
