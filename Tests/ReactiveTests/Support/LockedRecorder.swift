import Foundation

/// Collects values from several threads, for real-thread tests.
final class LockedRecorder<Value>: @unchecked Sendable {
  // @unchecked Sendable: `recorded` is guarded by `lock`
  private let lock = NSLock()
  private var recorded: [Value] = []

  /// Appends `value`.
  func append(_ value: Value) {
    lock.lock()
    recorded.append(value)
    lock.unlock()
  }

  /// The values appended so far.
  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }
}

/// A flag one thread sets and others poll, for real-thread tests.
final class LockedFlag: @unchecked Sendable {
  // @unchecked Sendable: `value` is guarded by `lock`
  private let lock = NSLock()
  private var value = false

  /// Whether ``set()`` has been called.
  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  /// Sets the flag.
  func set() {
    lock.lock()
    value = true
    lock.unlock()
  }
}
