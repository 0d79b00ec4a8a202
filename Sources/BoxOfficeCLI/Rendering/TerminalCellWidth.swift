/// How many cells of a terminal's grid text takes, the way `wcwidth(3)` counts them under a UTF-8
/// locale, from the project's own table rather than the C library's (whose answer depends on the
/// locale the process happens to run in).
///
/// - Hangul syllables, CJK ideographs, kana, CJK punctuation (`「」`, `、`) and the other
///   characters Unicode classes as East Asian Wide or Fullwidth take two cells.
/// - Combining marks, format characters (zero-width space, joiners, bidi controls), Hangul medial
///   vowels and final consonants (which join the preceding initial) and control characters take
///   none.
/// - Everything else takes one, including the East Asian Ambiguous characters (`▲`, `–`, `…`), as
///   terminals outside a CJK locale draw them.
///
/// A character (a grapheme cluster) takes the sum of its scalars' widths, which is what terminals
/// draw.
///
/// ```swift
/// print(TerminalCellWidth.of("하얼빈 2"))
/// // Prints: 8
/// ```
enum TerminalCellWidth {
  /// The cells one scalar takes: 0, 1 or 2.
  ///
  /// - Parameter scalar: The scalar.
  /// - Returns: Its width in cells.
  /// - Complexity: O(log *n*) in the number of wide ranges.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if value < 0xA0 { return 0 }
    if isZeroWidth(scalar) { return 0 }
    return isWide(value) ? 2 : 1
  }

  /// The cells a string or a character (a grapheme cluster) takes: the sum of its scalars'.
  ///
  /// - Parameter text: The text, on one line.
  /// - Returns: Its width in cells.
  /// - Complexity: O(*n*) in the length of `text`.
  static func of(_ text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { $0 + of($1) }
  }

  /// The cells a character takes.
  static func of(_ character: Character) -> Int {
    of(String(character))
  }

  /// `text` cut to at most `cells` cells: whole characters only, ending in `…` when something was
  /// cut. The result can be one cell short of `cells` when a two-cell character did not fit.
  ///
  /// ```swift
  /// print(TerminalCellWidth.truncate("가나다라마바사", toCells: 10) + "|")
  /// // Prints: 가나다라…|
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text, on one line.
  ///   - cells: The most cells the result may take.
  /// - Returns: `text` itself when it fits, otherwise a prefix and `…`; empty when `cells` is not
  ///   positive.
  static func truncate(_ text: String, toCells cells: Int) -> String {
    guard cells > 0 else { return "" }
    guard of(text) > cells else { return text }
    let room = cells - 1
    var result = ""
    var used = 0
    for character in text {
      let width = of(character)
      if used + width > room { break }
      result.append(character)
      used += width
    }
    // Characters are whole grapheme clusters, so a combining mark stays with its base; the
    // spaces that end a cut phrase go, so the ellipsis follows a visible character.
    while result.last == " " { result.removeLast() }
    return result + "…"
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true
    // Drawn although they are format characters: the soft hyphen and the prepended
    // concatenation marks (Arabic number signs and the like), as glibc counts them.
    case 0x00AD, 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
      return false
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  private static func isWide(_ value: UInt32) -> Bool {
    // The first range that does not end before `value` holds it, if any does.
    var low = 0
    var high = wideRanges.count
    while low < high {
      let middle = (low + high) / 2
      if wideRanges[middle].upperBound < value { low = middle + 1 } else { high = middle }
    }
    return low < wideRanges.count && wideRanges[low].contains(value)
  }

  /// The East Asian Wide (W) and Fullwidth (F) ranges of Unicode 15.1's `EastAsianWidth.txt`,
  /// sorted and disjoint; like glibc, it also counts U+3248–U+324F (circled numbers on black
  /// squares) and U+4DC0–U+4DFF (the Yijing hexagrams, wide since Unicode 16) as wide, so CJK
  /// runs from U+3220 to U+A48C without a gap.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
    0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
    0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
    0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
    0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x2FF0...0x2FFF, 0x3000...0x303E,
    0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F, 0x3131...0x318E, 0x3190...0x31E3,
    0x31EF...0x321E, 0x3220...0xA48C, 0xA490...0xA4C6,
    0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE52,
    0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08,
    0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE, 0x1B000...0x1B122,
    0x1B132...0x1B132, 0x1B150...0x1B152, 0x1B155...0x1B155, 0x1B164...0x1B167,
    0x1B170...0x1B2FB, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
    0x1F191...0x1F19A, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
    0x1F250...0x1F251, 0x1F260...0x1F265, 0x1F300...0x1F320, 0x1F32D...0x1F335,
    0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3,
    0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440,
    0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
    0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F,
    0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7,
    0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB,
    0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
    0x1FA70...0x1FA7C, 0x1FA80...0x1FA88, 0x1FA90...0x1FABD, 0x1FABF...0x1FAC5,
    0x1FACE...0x1FADB, 0x1FAE0...0x1FAE8, 0x1FAF0...0x1FAF8, 0x20000...0x2FFFD,
    0x30000...0x3FFFD,
  ]
}
