/// A notification that an observable sequence sends to its observers: an element, an error, or
/// completion.
///
/// Every sequence follows the grammar `next* (error | completed)?`: any number of elements, then at
/// most one terminal event, and nothing after it.
///
/// ```swift
/// let events: [Event<Int>] = [.next(1), .next(2), .completed]
/// print(events.map(\.isStopEvent))
/// // Prints: [false, false, true]
/// ```
@frozen
public enum Event<Element> {
  /// The sequence produced an element.
  case next(Element)
  /// The sequence failed; no event follows.
  case error(any Swift.Error)
  /// The sequence finished successfully; no event follows.
  case completed
}

extension Event {
  /// Whether this is a terminal event (`.error` or `.completed`).
  @inlinable
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// The element of a `.next` event, or `nil`.
  @inlinable
  public var element: Element? {
    if case .next(let element) = self { return element }
    return nil
  }

  /// The error of an `.error` event, or `nil`.
  @inlinable
  public var error: (any Swift.Error)? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Whether this is a `.completed` event.
  @inlinable
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Transforms the element of a `.next` event; an error thrown by `transform` becomes `.error`.
  ///
  /// - Parameter transform: The function applied to the element.
  /// - Returns: The event with its element transformed; terminal events pass through.
  @inlinable
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let element):
      do { return .next(try transform(element)) } catch { return .error(error) }
    case .error(let error):
      return .error(error)
    case .completed:
      return .completed
    }
  }
}

extension Event: CustomDebugStringConvertible {
  /// A textual form such as `next(1)`, `error(timeout)` or `completed`.
  public var debugDescription: String {
    switch self {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}

extension Event: Equatable where Element: Equatable {
  /// Two events are equal when they are the same case with equal elements; errors are equal when
  /// their reflected descriptions are, as RxTest compares them on Linux.
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): return left == right
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)):
      return errorsCompareEqual(left, right)
    default: return false
    }
  }
}

/// Whether two errors are equal as the event comparisons of this library and RxTest on Linux see
/// them: when their reflected descriptions are.
func errorsCompareEqual(_ left: any Swift.Error, _ right: any Swift.Error) -> Bool {
  String(reflecting: left) == String(reflecting: right)
}

extension Event: Sendable where Element: Sendable {}
