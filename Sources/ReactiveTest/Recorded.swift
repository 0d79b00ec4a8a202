import RxSwift

/// A value recorded at a virtual time: an event a test observable sends or a test observer
/// receives.
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// The virtual time of the value.
  public let time: TestTime
  /// The recorded value.
  public let value: Value

  /// Records `value` at `time`.
  ///
  /// - Parameters:
  ///   - time: The virtual time.
  ///   - value: The value.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// A marble-like form such as `next(210, 1)` or `completed(250)`.
  public var debugDescription: String {
    if let event = value as? any EventDescribing {
      return event.recordedDescription(at: time)
    }
    return "\(value) @ \(time)"
  }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
  /// An element recorded at `time`.
  ///
  /// - Parameters:
  ///   - time: The virtual time.
  ///   - element: The element.
  /// - Returns: The recorded `.next` event.
  public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<
    Event<Element>
  > where Value == Event<Element> {
    Recorded(time: time, value: .next(element))
  }

  /// A completion recorded at `time`, of a sequence of `type`'s elements.
  ///
  /// Name the element type where nothing else tells it, as RxTest allows:
  /// `scheduler.createHotObservable([.completed(250, Int.self)])`.
  ///
  /// - Parameters:
  ///   - time: The virtual time.
  ///   - type: The element type of the sequence; inferred when omitted.
  /// - Returns: The recorded `.completed` event.
  public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self)
    -> Recorded<Event<Element>> where Value == Event<Element>
  {
    Recorded(time: time, value: .completed)
  }

  /// An error recorded at `time`, of a sequence of `type`'s elements.
  ///
  /// - Parameters:
  ///   - time: The virtual time.
  ///   - error: The error.
  ///   - type: The element type of the sequence; inferred when omitted.
  /// - Returns: The recorded `.error` event.
  public static func error<Element>(
    _ time: TestTime, _ error: any Swift.Error, _ type: Element.Type = Element.self
  ) -> Recorded<Event<Element>> where Value == Event<Element> {
    Recorded(time: time, value: .error(error))
  }

  /// Collects recorded events into an array, as RxTest's `Recorded.events` does.
  ///
  /// - Parameter recordedEvents: The recorded events.
  /// - Returns: The events in order.
  public static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...) -> [Recorded<
    Event<Element>
  >] where Value == Event<Element> {
    recordedEvents
  }

  /// Collects recorded events into an array, as RxTest's `Recorded.events` does.
  ///
  /// - Parameter recordedEvents: The recorded events.
  /// - Returns: The events in order.
  public static func events<Element>(_ recordedEvents: [Recorded<Event<Element>>]) -> [Recorded<
    Event<Element>
  >] where Value == Event<Element> {
    recordedEvents
  }
}

/// Lets `Recorded` print events as `next(210, 1)` without knowing their element type.
protocol EventDescribing {
  func recordedDescription(at time: TestTime) -> String
}

extension Event: EventDescribing {
  func recordedDescription(at time: TestTime) -> String {
    switch self {
    case .next(let element): return "next(\(time), \(element))"
    case .error(let error): return "error(\(time), \(error))"
    case .completed: return "completed(\(time))"
    }
  }
}
