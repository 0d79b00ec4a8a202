import Foundation

/// A virtual-time scheduler whose clock is a `Date` and whose intervals are `TimeInterval`s.
///
/// Replays time-based work against a calendar: the clock starts at `initialClock` and jumps to
/// the due date of each item as ``VirtualTimeScheduler/start()`` or
/// ``VirtualTimeScheduler/advanceTo(_:)`` runs it, so hours of `interval`, `delay` or `timeout`
/// pass instantly.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
/// _ = Observable<Int>.interval(.seconds(60), scheduler: scheduler).take(2)
///   .subscribe(onNext: { _ in print(scheduler.now.timeIntervalSince1970) })
/// scheduler.start()
/// // Prints: 60.0
/// //         120.0
/// ```
///
/// Not thread-safe: use it from one thread.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
  /// Creates a scheduler whose clock starts at `initialClock`.
  ///
  /// - Parameter initialClock: The starting date; the reference date of 1970 by default.
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
  }
}
