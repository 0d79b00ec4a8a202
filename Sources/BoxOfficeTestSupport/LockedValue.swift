import Foundation

/// A value shared between test threads, guarded by an `NSLock`.
///
/// The test support and the tests use this rather than `Synchronization.Mutex`: the thread
/// sanitizer cannot see `Mutex`'s contended path on Linux and reports false races under
/// contention.
public final class LockedValue<Value>: @unchecked Sendable {
  // @unchecked Sendable: `stored` is guarded by `lock`
  private let lock = NSLock()
  private var stored: Value

  /// Creates the shared value.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    stored = value
  }

  /// Runs `body` with the value while holding the lock.
  ///
  /// - Parameter body: Reads or changes the value; it must not take this lock again.
  /// - Returns: What `body` returns.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&stored) }
  }
}
