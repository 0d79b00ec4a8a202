/// The virtual times at which a test observable was subscribed to and unsubscribed from.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
  /// When the subscription was made.
  public let subscribe: TestTime
  /// When it was disposed; `Int.max` if never.
  public let unsubscribe: TestTime

  /// A subscription that was never disposed.
  ///
  /// - Parameter subscribe: When it was made.
  public init(_ subscribe: TestTime) {
    self.init(subscribe, .max)
  }

  /// A subscription made at `subscribe` and disposed at `unsubscribe`.
  ///
  /// - Parameters:
  ///   - subscribe: When it was made.
  ///   - unsubscribe: When it was disposed.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// The interval as `(200 : 1000)`, or `(200 : Infinity)` if never disposed.
  public var debugDescription: String {
    let end = unsubscribe == .max ? "Infinity" : "\(unsubscribe)"
    return "(\(subscribe) : \(end))"
  }
}
