import Foundation

/// The time converter of ``HistoricalScheduler``: virtual time is a `Date` and a virtual interval
/// is a `TimeInterval`, so every conversion is the identity.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
  /// The unit of virtual time: a date.
  public typealias VirtualTimeUnit = RxTime
  /// The unit of virtual intervals: seconds.
  public typealias VirtualTimeIntervalUnit = TimeInterval

  /// Creates the converter.
  public init() {}

  /// Returns `virtualTime`, which is a date already.
  ///
  /// - Parameter virtualTime: The virtual time.
  /// - Returns: The same date.
  public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
    virtualTime
  }

  /// Returns `time`, which is a virtual time already.
  ///
  /// - Parameter time: The date.
  /// - Returns: The same date.
  public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
    time
  }

  /// Returns `virtualTimeInterval`, which is in seconds already.
  ///
  /// - Parameter virtualTimeInterval: The interval.
  /// - Returns: The same interval.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval
  {
    virtualTimeInterval
  }

  /// Returns `timeInterval`, which is a virtual interval already.
  ///
  /// - Parameter timeInterval: The interval.
  /// - Returns: The same interval.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
  {
    timeInterval
  }

  /// The date `offset` seconds after `time`.
  ///
  /// - Parameters:
  ///   - time: The date.
  ///   - offset: The seconds to add.
  /// - Returns: The later date.
  public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit
  {
    time.addingTimeInterval(offset)
  }

  /// Compares two dates.
  ///
  /// - Parameters:
  ///   - lhs: The first date.
  ///   - rhs: The second date.
  /// - Returns: How `lhs` compares to `rhs`.
  public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
    -> VirtualTimeComparison
  {
    switch lhs.compare(rhs) {
    case .orderedAscending: return .lessThan
    case .orderedSame: return .equal
    case .orderedDescending: return .greaterThan
    }
  }
}
