import BoxOffice

@testable import BoxOfficeCLI

/// A terminal screen that understands exactly what ``FrameWriter`` writes — cursor moves,
/// clearing the screen and the rest of a line, SGR attributes and text in cells of its width —
/// and rejects anything else, so tests can check that the bytes produce the frame.
struct VirtualTerminal {
  private(set) var screen: ScreenFrame
  private var row = 0
  private var column = 0
  private var attributes = CellAttributes.plain

  init(size: TerminalSize) {
    screen = ScreenFrame(size: size)
  }

  enum Problem: Error, Equatable {
    case unexpected(String)
  }

  /// Applies `output` to the screen.
  mutating func apply(_ output: String) throws {
    var scalars = Array(output.unicodeScalars)[...]
    while let scalar = scalars.first {
      if scalar == "\u{1B}" {
        guard scalars.dropFirst().first == "[" else { throw Problem.unexpected("ESC without [") }
        var end = scalars.index(scalars.startIndex, offsetBy: 2)
        while end < scalars.endIndex, !(("@"..."~").contains(scalars[end])) { end += 1 }
        guard end < scalars.endIndex else { throw Problem.unexpected("unterminated sequence") }
        let parameters = String(String.UnicodeScalarView(scalars[(scalars.startIndex + 2)..<end]))
        try control(final: scalars[end], parameters: parameters)
        scalars = scalars[(end + 1)...]
        continue
      }
      // One character: its scalars up to the next escape.
      let text = String(String.UnicodeScalarView(scalars.prefix { $0 != "\u{1B}" }))
      for character in text {
        column += screen.put(
          String(character), row: row, column: column, width: 2, attributes: attributes)
      }
      scalars = scalars.drop { $0 != "\u{1B}" }
    }
  }

  private mutating func control(final: Unicode.Scalar, parameters: String) throws {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    switch final {
    case "H":
      row = parameters.isEmpty ? 0 : numbers[0] - 1
      column = parameters.isEmpty ? 0 : numbers[1] - 1
    case "J":
      guard parameters == "2" else { throw Problem.unexpected("ED \(parameters)") }
      screen = ScreenFrame(size: screen.size)
    case "K":
      guard parameters.isEmpty else { throw Problem.unexpected("EL \(parameters)") }
      let blanks = String(repeating: " ", count: screen.size.columns - column)
      screen.put(blanks, row: row, column: column)
    case "m":
      var next = CellAttributes.plain
      for number in numbers {
        switch number {
        case 0: next = .plain
        case 1: next.bold = true
        case 2: next.dim = true
        case 7: next.inverse = true
        case 30...37: next.color = number
        default: throw Problem.unexpected("SGR \(number)")
        }
      }
      attributes = next
    default:
      throw Problem.unexpected("CSI \(parameters)\(final)")
    }
  }
}
