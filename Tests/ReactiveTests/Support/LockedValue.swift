import Foundation

/// A value shared between test threads, guarded by an `NSLock`.
///
/// Tests use this rather than `Synchronization.Mutex`, whose locking ThreadSanitizer cannot see.
final class LockedValue<Value>: @unchecked Sendable {
  // @unchecked Sendable: `value` is guarded by `lock`
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value while holding the lock.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}
