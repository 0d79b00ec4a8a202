import Dispatch
import Foundation

extension DispatchTimeInterval {
  /// How much of this interval is left at `now` when it started at `start`: zero once it has
  /// passed, this whole interval if the clock went backwards.
  ///
  /// Time operators that measure from an earlier moment (`throttle`, `delay`) use it with their
  /// scheduler's `now`, which is virtual time on a `TestScheduler`.
  @usableFromInline
  func remaining(since start: RxTime, now: RxTime) -> RxTimeInterval {
    let elapsed = max(0, now.timeIntervalSince(start))
    let elapsedNanoseconds = elapsed >= Double(Int.max) / 1e9 ? Int.max : Int(elapsed * 1e9)
    return .nanoseconds(max(0, nanoseconds - elapsedNanoseconds))
  }
}
