/// Makes text from the feed (or from a server's error message) safe to print on a terminal.
///
/// KOBIS's titles are data from the network: a hostile or broken reply could carry escape
/// sequences that recolour, move the cursor, retitle the window or rewrite what was printed;
/// bidirectional controls that display text in a different order than it is stored; or
/// invisible characters that make two titles look alike and break column alignment.
/// ``sanitized(_:)`` removes all of them:
///
/// - escape sequences, whole: CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC \`), the string
///   sequences DCS, SOS, PM and APC, two-character escapes, and their 8-bit C1 forms;
/// - the remaining C0 and C1 control characters and DEL; line breaks and tabs become a space;
/// - bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069);
/// - zero-width and invisible characters (U+200B–U+200D, U+2060–U+2064, U+FEFF, U+180E, the tag
///   characters U+E0000–U+E007F); U+2028 and U+2029 become a space.
///
/// Runs of spaces are collapsed to one and the ends trimmed, so what is left prints on one line.
///
/// ```swift
/// print(UntrustedText.sanitized("\u{1B}[31m하얼빈\u{1B}[0m\r\n\u{202E}2"))
/// // Prints: 하얼빈 2
/// ```
enum UntrustedText {
  /// `text` without escape sequences, controls, bidi controls and invisible characters, on one
  /// line.
  ///
  /// - Parameter text: The untrusted text.
  /// - Returns: The text, safe to print.
  /// - Complexity: O(*n*) in the length of `text`.
  static func sanitized(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    var state = State.text
    for scalar in text.unicodeScalars {
      state = state.next(scalar, into: &output)
    }
    return collapsingSpaces(output)
  }

  /// Where the scanner is: in plain text or inside an escape sequence being dropped.
  private enum State {
    case text
    /// After ESC, before the byte that says which sequence follows.
    case escape
    /// Inside a two-character escape's intermediates (`ESC ( B`) or a CSI sequence's parameters,
    /// the bytes in `continuing`, before the final byte that follows them.
    case sequence(continuing: ClosedRange<UInt32>)
    /// Inside an OSC, DCS, SOS, PM or APC string, until BEL or ST.
    case string
    /// After an ESC inside a string: a `\` completes ST.
    case stringEscape

    func next(_ scalar: Unicode.Scalar, into output: inout String.UnicodeScalarView) -> State {
      let value = scalar.value
      switch self {
      case .text:
        return UntrustedText.text(scalar, into: &output)
      case .escape:
        switch value {
        case 0x5B: return .sequence(continuing: 0x20...0x3F)  // [
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return .string  // ] P X ^ _
        case 0x20...0x2F: return .sequence(continuing: 0x20...0x2F)
        case 0x30...0x7E: return .text
        default: return UntrustedText.text(scalar, into: &output)
        }
      case .sequence(let continuing):
        if continuing.contains(value) { return self }
        if (continuing.upperBound + 1...0x7E).contains(value) { return .text }
        return UntrustedText.text(scalar, into: &output)
      case .string:
        switch value {
        case 0x07, 0x9C: return .text
        case 0x1B: return .stringEscape
        default: return .string
        }
      case .stringEscape:
        return value == 0x5C ? .text : .string
      }
    }
  }

  /// Handles a scalar of plain text: copies it, replaces it, drops it, or starts a sequence.
  private static func text(_ scalar: Unicode.Scalar, into output: inout String.UnicodeScalarView)
    -> State
  {
    switch scalar.value {
    case 0x1B: return .escape
    case 0x9B: return .sequence(continuing: 0x20...0x3F)
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F: return .string
    case 0x09...0x0D, 0x85, 0x2028, 0x2029: output.append(" ")
    case 0x00...0x1F, 0x7F...0x9F: break
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: break
    case 0x200B...0x200D, 0x2060...0x2064, 0xFEFF, 0x180E, 0xE0000...0xE007F: break
    default: output.append(scalar)
    }
    return .text
  }

  /// `scalars` with runs of spaces made one and none at the ends.
  private static func collapsingSpaces(_ scalars: String.UnicodeScalarView) -> String {
    scalars.split(separator: " ").map { String(Substring($0)) }.joined(separator: " ")
  }
}
