import Foundation

/// A value that several threads share, behind an `NSLock`.
///
/// The tests' stand-in for `Synchronization.Mutex`, which the thread sanitizer misreads under
/// contention on Linux: `NSLock` is a pthread mutex, which the sanitizer understands. The body of
/// ``withLock(_:)`` runs with the lock held, so it must not call back into code that could take
/// the same lock.
///
/// ```swift
/// let hits = Locked(0)
/// DispatchQueue.concurrentPerform(iterations: 100) { _ in hits.withLock { $0 += 1 } }
/// print(hits.value)
/// // Prints: 100
/// ```
///
/// `Locked` is thread-safe.
public final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked Sendable: `protected` guarded by `lock`
  private let lock = NSLock()
  private var protected: Value

  /// Creates the box with its first value.
  ///
  /// - Parameter value: The value to share.
  public init(_ value: Value) {
    protected = value
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
    lock.lock()
    defer { lock.unlock() }
    return try body(&protected)
  }
}
