import Foundation

/// Converts between the time units of a ``VirtualTimeScheduler`` and real dates and intervals.
///
/// A virtual-time scheduler keeps its clock in `VirtualTimeUnit` (ticks for `TestScheduler`, a
/// `Date` for ``HistoricalScheduler``) and measures intervals in `VirtualTimeIntervalUnit`; the
/// converter translates them to the `RxTime` and `TimeInterval` that operators use.
public protocol VirtualTimeConverterType {
  /// The unit of virtual time.
  associatedtype VirtualTimeUnit
  /// The unit of virtual time intervals.
  associatedtype VirtualTimeIntervalUnit

  /// Converts a virtual time to a date.
  ///
  /// - Parameter virtualTime: The virtual time.
  /// - Returns: The corresponding date.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

  /// Converts a date to a virtual time.
  ///
  /// - Parameter time: The date.
  /// - Returns: The corresponding virtual time.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

  /// Converts a virtual interval to seconds.
  ///
  /// - Parameter virtualTimeInterval: The virtual interval.
  /// - Returns: The interval in seconds.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval

  /// Converts an interval in seconds to a virtual interval.
  ///
  /// - Parameter timeInterval: The interval in seconds; infinite for `RxTimeInterval.never`.
  /// - Returns: The corresponding virtual interval.
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

  /// Adds a virtual interval to a virtual time.
  ///
  /// - Parameters:
  ///   - time: The virtual time.
  ///   - offset: The virtual interval to add.
  /// - Returns: The later virtual time.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit

  /// Compares two virtual times.
  ///
  /// - Parameters:
  ///   - lhs: The first time.
  ///   - rhs: The second time.
  /// - Returns: How `lhs` compares to `rhs`.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The result of comparing two virtual times.
public enum VirtualTimeComparison: Sendable {
  /// The first time is earlier.
  case lessThan
  /// The times are equal.
  case equal
  /// The first time is later.
  case greaterThan
}

extension VirtualTimeComparison {
  /// Whether the first time is earlier.
  var lessThen: Bool { self == .lessThan }

  /// Whether the first time is later.
  var greaterThan: Bool { self == .greaterThan }

  /// Whether the times are equal.
  var equal: Bool { self == .equal }
}
