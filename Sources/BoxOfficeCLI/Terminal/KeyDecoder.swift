import BoxOffice

/// Turns the bytes a terminal sends in raw mode into keys: arrows, Page Up/Down, Home/End in
/// both their CSI (`ESC [ A`, `ESC [ 5 ~`) and SS3 (`ESC O A`) forms, modified or not; Enter,
/// Backspace, Tab, Ctrl-C, Ctrl-L; and UTF-8 text, one character per scalar.
///
/// Bytes arrive in reads of any size, so a sequence or a character cut between two reads is kept
/// until the rest arrives. An Escape byte alone at the end of a read is ambiguous (the Escape key,
/// or the start of a sequence whose rest is on its way): it stays pending, and the caller calls
/// ``flush()`` when nothing more has come within a few milliseconds, which makes it the Escape key.
/// Sequences it does not know and other control bytes are dropped, never typed.
///
/// ```swift
/// var decoder = KeyDecoder()
/// print(decoder.decode(Array("\u{1B}[Aj한".utf8)))
/// // Prints: [key(up), key(character("j")), key(character("한"))]
/// ```
///
/// `KeyDecoder` is a value type; use it on one thread.
struct KeyDecoder {
  /// What a run of bytes means.
  enum Input: Equatable {
    /// A key for the view model.
    case key(BrowserKey)
    /// Ctrl-L: draw the whole screen again.
    case redraw
  }

  private var pending: [UInt8] = []

  /// Whether bytes wait for the rest of a sequence or a character.
  var hasPending: Bool { !pending.isEmpty }

  /// The inputs in `bytes`, after any pending from the last read.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [Input] {
    pending += bytes
    var inputs: [Input] = []
    var index = 0
    while index < pending.count {
      guard let (input, length) = Self.parse(pending[index...]) else { break }
      if let input { inputs.append(input) }
      index += length
    }
    pending.removeFirst(index)
    return inputs
  }

  /// Ends what is pending: a lone Escape is the Escape key; anything else cut short is dropped.
  mutating func flush() -> [Input] {
    defer { pending = [] }
    return pending == [0x1B] ? [.key(.escape)] : []
  }

  /// The input at the start of `bytes` and how many bytes it takes, `nil` input for bytes that
  /// mean nothing; `nil` when `bytes` ends before the input does.
  private static func parse(_ bytes: ArraySlice<UInt8>) -> (Input?, Int)? {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return parseEscape(bytes)
    case 0x0D, 0x0A: return (.key(.enter), 1)
    case 0x7F, 0x08: return (.key(.backspace), 1)
    case 0x09: return (.key(.tab), 1)
    case 0x03: return (.key(.interrupt), 1)
    case 0x0C: return (.redraw, 1)
    case 0x00..<0x20: return (nil, 1)
    default: return parseText(bytes)
    }
  }

  private static func parseEscape(_ bytes: ArraySlice<UInt8>) -> (Input?, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      // Parameters and intermediates, then one final byte.
      var end = start + 2
      while end < bytes.endIndex, (0x20...0x3F).contains(bytes[end]) { end += 1 }
      guard end < bytes.endIndex else { return bytes.count > 32 ? (nil, bytes.count) : nil }
      let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
      return (csi(final: bytes[end], parameters: parameters).map(Input.key), end - start + 1)
    case UInt8(ascii: "O"):
      guard bytes.count >= 3 else { return nil }
      return (csi(final: bytes[start + 2], parameters: "").map(Input.key), 3)
    case 0x1B:
      return (.key(.escape), 1)
    default:
      // Alt with a key: the key alone.
      return (nil, 1)
    }
  }

  /// The key a CSI or SS3 sequence ends with: an arrow, Home or End by its final byte, or a
  /// key of the `ESC [ n ~` form by its first parameter.
  private static func csi(final: UInt8, parameters: String) -> BrowserKey? {
    guard final == UInt8(ascii: "~") else { return finalKeys[final] }
    return parameters.split(separator: ";").first.flatMap { numberedKeys[String($0)] }
  }

  private static let finalKeys: [UInt8: BrowserKey] = [
    UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
    UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
  ]

  private static let numberedKeys: [String: BrowserKey] = [
    "1": .home, "7": .home, "4": .end, "8": .end, "5": .pageUp, "6": .pageDown,
  ]

  /// One UTF-8 scalar; an invalid byte is dropped.
  private static func parseText(_ bytes: ArraySlice<UInt8>) -> (Input?, Int)? {
    let first = bytes[bytes.startIndex]
    let length =
      switch first {
      case 0x00..<0x80: 1
      case 0xC2..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF5: 4
      default: 0
      }
    guard length > 0 else { return (nil, 1) }
    guard bytes.count >= length else {
      // A cut character waits, unless what follows already shows it is broken.
      let continuation = bytes.dropFirst().allSatisfy { (0x80..<0xC0).contains($0) }
      return continuation ? nil : (nil, 1)
    }
    // Decoding repairs invalid bytes, so bytes that come back changed were not one scalar.
    let text = String(decoding: bytes.prefix(length), as: UTF8.self)
    guard text.utf8.elementsEqual(bytes.prefix(length)), let scalar = text.unicodeScalars.first,
      scalar.value >= 0x20, !(0x7F...0x9F).contains(scalar.value)
    else { return (nil, 1) }
    return (.key(.character(Character(scalar))), length)
  }
}
