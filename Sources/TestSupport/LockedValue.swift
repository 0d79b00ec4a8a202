import Foundation

/// A value that several test threads share, behind an `NSLock`.
///
/// The tests' stand-in for `Synchronization.Mutex`, which the thread sanitizer misreads under
/// contention on Linux: `NSLock` is a pthread mutex, which the sanitizer understands. Like
/// `Mutex`, it may hold a value that is not `Sendable`: the lock hands it to one thread at a
/// time. The body of ``withLock(_:)`` runs with the lock held, so it must not call back into code
/// that could take the same lock.
///
/// ```swift
/// let hits = LockedValue(0)
/// DispatchQueue.concurrentPerform(iterations: 100) { _ in hits.withLock { $0 += 1 } }
/// print(hits.value)
/// // Prints: 100
/// ```
///
/// `LockedValue` is thread-safe.
public final class LockedValue<Value>: @unchecked Sendable {
  // @unchecked Sendable: `stored` is guarded by `lock`.
  private let lock = NSLock()
  private var stored: Value

  /// Creates the box with its first value.
  ///
  /// - Parameter value: The value to share.
  public init(_ value: Value) {
    stored = value
  }

  /// A copy of the value, read under the lock.
  public var value: Value {
    withLock { $0 }
  }

  /// Runs `body` with exclusive access to the value and returns its result.
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&stored) }
  }

  /// Replaces the value.
  ///
  /// - Parameter newValue: The value to store.
  public func set(_ newValue: Value) {
    withLock { $0 = newValue }
  }
}

extension LockedValue where Value: RangeReplaceableCollection {
  /// Creates the box with an empty collection, for elements appended from several threads.
  public convenience init() {
    self.init(Value())
  }

  /// Appends `element` under the lock.
  ///
  /// - Parameter element: The element to add at the end.
  public func append(_ element: Value.Element) {
    withLock { $0.append(element) }
  }
}
