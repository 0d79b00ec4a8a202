import Foundation

/// A value shared between test threads, guarded by an `NSLock`.
///
/// Tests use this rather than `Synchronization.Mutex`: the thread sanitizer cannot see `Mutex`'s
/// contended path on Linux and reports false races under contention.
final class LockedValue<Value>: @unchecked Sendable {
  // @unchecked Sendable: `stored` is guarded by `lock`
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  /// Runs `body` with the value while holding the lock.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&stored) }
  }

  /// The current value.
  var value: Value {
    withLock { $0 }
  }

  /// Replaces the value.
  func set(_ newValue: Value) {
    withLock { $0 = newValue }
  }
}

extension LockedValue where Value: RangeReplaceableCollection {
  /// An empty collection, for values appended from several threads.
  convenience init() {
    self.init(Value())
  }

  /// Appends `element`.
  func append(_ element: Value.Element) {
    withLock { $0.append(element) }
  }
}
