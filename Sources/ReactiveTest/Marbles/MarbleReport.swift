import RxSwift

/// The failure messages of a marble test: the expected and actual timelines one above the other,
/// then an arrow at their first difference and what differs there.
struct MarbleReport {
  /// The ticks one character stands for.
  let ticksPerFrame: TestTime
  /// The time of the first character.
  let origin: TestTime

  /// Describes events that differ from the expected ones.
  ///
  /// - Parameters:
  ///   - expected: The events the timeline describes.
  ///   - actual: The events recorded.
  ///   - name: The name of an element in the timeline.
  /// - Returns: The message.
  func eventsDiffer<Element: Equatable>(
    expected: [Recorded<Event<Element>>], actual: [Recorded<Event<Element>>],
    name: (Element) -> String
  ) -> String {
    let layout = MarbleLayout(
      rows: [expected, actual].map { events in
        events.map { (time: $0.time, token: Self.token(for: $0.value, name: name)) }
      },
      origin: origin, ticksPerFrame: ticksPerFrame)
    let index = Self.firstDifference(expected, actual)
    let wanted = expected.indices.contains(index) ? expected[index] : nil
    let got = actual.indices.contains(index) ? actual[index] : nil
    let time = [wanted?.time, got?.time].compactMap(\.self).min() ?? origin
    return message(
      about: "events", lines: [("expected", layout.lines[0]), ("actual", layout.lines[1])],
      arrowAt: layout.offset(of: time),
      difference: "at \(time): expected \(Self.describe(wanted)), got \(Self.describe(got))")
  }

  /// Describes subscriptions that differ from the expected ones.
  ///
  /// - Parameters:
  ///   - expected: The subscriptions the timelines describe.
  ///   - actual: The subscriptions recorded.
  /// - Returns: The message.
  func subscriptionsDiffer(expected: [Subscription], actual: [Subscription]) -> String {
    let rows = (expected + actual).map { subscription -> MarbleLayout.Row in
      var row: MarbleLayout.Row = [(time: subscription.subscribe, token: "^")]
      if subscription.unsubscribe != .max {
        row.append((time: subscription.unsubscribe, token: "!"))
      }
      return row
    }
    let layout = MarbleLayout(rows: rows, origin: origin, ticksPerFrame: ticksPerFrame)
    let index = Self.firstDifference(expected, actual)
    let wanted = expected.indices.contains(index) ? expected[index] : nil
    let got = actual.indices.contains(index) ? actual[index] : nil
    let time: TestTime
    if let wanted, let got, wanted.subscribe == got.subscribe {
      time = min(wanted.unsubscribe, got.unsubscribe)
    } else {
      time = [wanted?.subscribe, got?.subscribe].compactMap(\.self).min() ?? origin
    }
    func labelled(_ label: String, _ lines: ArraySlice<String>) -> [(String, String)] {
      lines.isEmpty ? [(label, "(none)")] : lines.enumerated().map { ($0 == 0 ? label : "", $1) }
    }
    return message(
      about: "subscriptions",
      lines: labelled("expected", layout.lines[..<expected.count])
        + labelled("actual", layout.lines[expected.count...]),
      arrowAt: layout.offset(of: time),
      difference: "at \(time): expected \(Self.describe(wanted)), got \(Self.describe(got))")
  }

  /// The header, the labelled timelines and the arrow line.
  private func message(
    about subject: String, lines: [(label: String, text: String)], arrowAt offset: Int?,
    difference: String
  ) -> String {
    let width = "expected: ".count
    let header =
      "the \(subject) differ from the marble diagram "
      + "(a character is \(ticksPerFrame) \(ticksPerFrame == 1 ? "tick" : "ticks"); "
      + "the first is at \(origin))"
    let body = lines.map { label, text in
      let prefix = label.isEmpty ? "" : label + ":"
      return prefix + String(repeating: " ", count: width - prefix.count) + text
    }
    let arrow =
      String(repeating: " ", count: width + (offset ?? 0)) + "↑ first difference "
      + difference
    return ([header] + body + [arrow]).joined(separator: "\n")
  }

  /// The timeline token of one event: its name, quoted unless it is one plain character.
  static func token<Element>(for event: Event<Element>, name: (Element) -> String) -> String {
    switch event {
    case .next(let element):
      let text = name(element)
      if text.count == 1, let character = text.first,
        !MarbleSymbol.reservedCharacters.contains(character)
      {
        return text
      }
      return "'\(text)'"
    case .completed: return "|"
    case .error: return "#"
    }
  }

  /// The index of the first element that differs, or the length of the shorter array.
  private static func firstDifference<Value: Equatable>(_ lhs: [Value], _ rhs: [Value]) -> Int {
    zip(lhs, rhs).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(lhs.count, rhs.count)
  }

  private static func describe<Value>(_ recorded: Recorded<Value>?) -> String {
    recorded.map { String(reflecting: $0) } ?? "nothing"
  }

  private static func describe(_ subscription: Subscription?) -> String {
    subscription.map { String(reflecting: $0) } ?? "nothing"
  }
}
