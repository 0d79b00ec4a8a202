/// What a marble timeline says happens at one moment.
enum MarbleSymbol: Equatable {
  /// The element named `name`: a single character, or the text between quotes.
  case value(String)
  /// `|`: the sequence completes.
  case completion
  /// `#`: the sequence fails.
  case error
  /// `^`: a subscription is made.
  case subscription
  /// `!`: a subscription is disposed.
  case unsubscription
}

/// The kinds of timeline a marble test reads; each allows some symbols and has its own origin.
enum MarbleTimelineKind {
  /// The events of a hot source: absolute times, `^` at the subscription time.
  case hot
  /// The events of a cold source: times relative to each subscription.
  case cold
  /// The events expected from the sequence under test: absolute times.
  case events
  /// One subscription to a source: absolute times, one `^` and at most one `!`.
  case subscription
}

/// A malformed timeline: what is wrong and at which character.
struct MarbleSyntaxError: Error, Equatable, CustomStringConvertible {
  /// The timeline as written.
  let timeline: String
  /// The 1-based position of the offending character.
  let column: Int
  /// What is wrong there.
  let reason: String

  var description: String {
    "invalid marble timeline \"\(timeline)\" at character \(column): \(reason)"
  }
}

/// A parsed timeline: its symbols with their virtual times, in the order written.
///
/// One character is one frame of `ticksPerFrame` ticks. A group `(…)` and a quoted name `'…'`
/// are one frame however wide; spaces take no time; `@` followed by a number sets the time of the
/// next frame. The first frame is at `origin`, except in a hot timeline with `^`, where `^` is at
/// `origin` and what comes before it is earlier.
struct MarbleTimeline: Equatable {
  /// The symbols with their times, in the order written.
  let entries: [(time: TestTime, symbol: MarbleSymbol)]

  static func == (lhs: MarbleTimeline, rhs: MarbleTimeline) -> Bool {
    lhs.entries.elementsEqual(rhs.entries) { $0.time == $1.time && $0.symbol == $1.symbol }
  }

  /// Reads `text` as a timeline of `kind`.
  ///
  /// - Parameters:
  ///   - text: The timeline.
  ///   - kind: What the timeline describes, which decides the symbols it may use.
  ///   - origin: The time of the first frame, or of `^` in a hot timeline.
  ///   - ticksPerFrame: The ticks one frame stands for.
  /// - Throws: `MarbleSyntaxError` naming the first character that is not allowed.
  init(
    _ text: String, kind: MarbleTimelineKind, origin: TestTime, ticksPerFrame: TestTime
  ) throws(MarbleSyntaxError) {
    var scanner = MarbleScanner(text: text, kind: kind)
    let items = try scanner.scan()
    entries = try Self.timed(
      items, text: text, kind: kind, origin: origin, ticksPerFrame: ticksPerFrame)
  }

  /// Gives each frame its time: frames count from the start, or back from `^`, until an anchor.
  private static func timed(
    _ items: [MarbleScanner.Item], text: String, kind: MarbleTimelineKind, origin: TestTime,
    ticksPerFrame: TestTime
  ) throws(MarbleSyntaxError) -> [(time: TestTime, symbol: MarbleSymbol)] {
    var start = origin
    if kind == .hot, let caret = items.firstIndex(where: { $0.symbols.contains(.subscription) }),
      !items[..<caret].contains(where: \.isAnchor)
    {
      let framesBefore = items[..<caret].count
      start = origin - TestTime(framesBefore) * ticksPerFrame
    }
    var entries: [(time: TestTime, symbol: MarbleSymbol)] = []
    var next = start
    var previousFrame: TestTime?
    for item in items {
      if let anchor = item.anchor {
        if let previousFrame, anchor <= previousFrame {
          throw MarbleSyntaxError(
            timeline: text, column: item.column,
            reason: "@\(anchor) is not after the previous frame, at \(previousFrame)")
        }
        next = anchor
        continue
      }
      if kind == .hot, item.symbols.contains(.subscription), next != origin {
        throw MarbleSyntaxError(
          timeline: text, column: item.column,
          reason: "^ falls at \(next), but the subscription is at \(origin)")
      }
      // A hot timeline's ^ only says where the subscription time is.
      let symbols = kind == .hot ? item.symbols.filter { $0 != .subscription } : item.symbols
      entries += symbols.map { (time: next, symbol: $0) }
      previousFrame = next
      next += ticksPerFrame
    }
    return entries
  }
}

/// Splits a timeline into frames and anchors, checking each symbol against the timeline's kind.
private struct MarbleScanner {
  /// One frame (the symbols written in it, several for a group) or one `@` anchor.
  struct Item {
    var symbols: [MarbleSymbol] = []
    var anchor: TestTime?
    let column: Int

    var isAnchor: Bool { anchor != nil }
  }

  private let text: String
  private let kind: MarbleTimelineKind
  private let characters: [Character]
  private var index = 0
  private var subscriptions = 0
  private var unsubscriptions = 0

  init(text: String, kind: MarbleTimelineKind) {
    self.text = text
    self.kind = kind
    self.characters = Array(text)
  }

  mutating func scan() throws(MarbleSyntaxError) -> [Item] {
    var items: [Item] = []
    while index < characters.count {
      let column = index + 1
      switch characters[index] {
      case " ":
        index += 1
      case "-":
        items.append(Item(column: column))
        index += 1
      case "@":
        items.append(Item(anchor: try anchor(), column: column))
      case "(":
        items.append(Item(symbols: try group(), column: column))
      default:
        items.append(Item(symbols: [try symbol()], column: column))
      }
    }
    if kind == .subscription && subscriptions == 0 {
      throw failure(at: characters.count + 1, "a subscription timeline needs a ^")
    }
    return items
  }

  /// Reads `@` and the number after it.
  private mutating func anchor() throws(MarbleSyntaxError) -> TestTime {
    let column = index + 1
    index += 1
    var digits = ""
    while index < characters.count, let digit = characters[index].wholeNumberValue,
      characters[index].isASCII
    {
      digits.append(String(digit))
      index += 1
    }
    guard let time = TestTime(digits) else {
      throw failure(at: column, "@ must be followed by a time, as in @1000")
    }
    return time
  }

  /// Reads `(`, the symbols of one frame and `)`.
  private mutating func group() throws(MarbleSyntaxError) -> [MarbleSymbol] {
    let opening = index + 1
    index += 1
    var symbols: [MarbleSymbol] = []
    while true {
      guard index < characters.count else {
        throw failure(at: opening, "this ( is never closed")
      }
      switch characters[index] {
      case ")":
        index += 1
        guard !symbols.isEmpty else { throw failure(at: opening, "a group needs a symbol") }
        return symbols
      case " ":
        index += 1
      case "-", "(", "@":
        throw failure(at: index + 1, "a group holds symbols of one frame; close it first")
      default:
        symbols.append(try symbol())
      }
    }
  }

  /// Reads one symbol: a one-character name, a quoted name or one of `| # ^ !`.
  private mutating func symbol() throws(MarbleSyntaxError) -> MarbleSymbol {
    let column = index + 1
    let character = characters[index]
    index += 1
    switch character {
    case "|", "#":
      guard kind != .subscription else {
        throw failure(at: column, "a subscription timeline has only -, ^ and !")
      }
      return character == "|" ? .completion : .error
    case "^":
      guard kind == .hot || kind == .subscription else {
        throw failure(
          at: column,
          "^ marks the subscription in hot and subscription timelines only; "
            + "start this timeline at the subscription instead")
      }
      subscriptions += 1
      guard subscriptions == 1 else { throw failure(at: column, "only one ^ is allowed") }
      return .subscription
    case "!":
      guard kind == .subscription else {
        throw failure(at: column, "! marks an unsubscription, in subscription timelines only")
      }
      unsubscriptions += 1
      guard unsubscriptions == 1 else { throw failure(at: column, "only one ! is allowed") }
      guard subscriptions == 1 else { throw failure(at: column, "! must come after ^") }
      return .unsubscription
    case "'":
      guard let closing = characters[index...].firstIndex(of: "'") else {
        throw failure(at: column, "this quote is never closed")
      }
      guard closing > index else { throw failure(at: column, "a quoted name cannot be empty") }
      let name = String(characters[index..<closing])
      index = closing + 1
      return try value(name, at: column)
    case ")":
      throw failure(at: column, "this ) closes no group")
    default:
      return try value(String(character), at: column)
    }
  }

  private func value(_ name: String, at column: Int) throws(MarbleSyntaxError) -> MarbleSymbol {
    guard kind != .subscription else {
      throw failure(at: column, "a subscription timeline has only -, ^ and !")
    }
    return .value(name)
  }

  private func failure(at column: Int, _ reason: String) -> MarbleSyntaxError {
    MarbleSyntaxError(timeline: text, column: column, reason: reason)
  }
}

extension MarbleSymbol {
  /// The characters that are symbols, not names: a name made of one of them must be quoted.
  static let reservedCharacters: Set<Character> = [
    " ", "-", "^", "!", "|", "#", "(", ")", "'", "@",
  ]
}
