/// A process-wide setting that any thread may read or replace at any time, such as
/// ``Hooks/defaultErrorHandler``.
///
/// Reads and writes are atomic with respect to each other; the value itself is handed out and
/// used outside the lock. A value that is not `Sendable` (a closure) is shared between threads as
/// RxSwift shares its globals: the setting's users call it from any thread.
package final class GlobalSetting<Value>: @unchecked Sendable {
  // @unchecked Sendable: `storage` is guarded by `lock`
  private let lock = Lock()
  @exclusivity(unchecked) private var storage: Value

  package init(_ initialValue: Value) {
    storage = initialValue
  }

  /// The current value.
  package var value: Value {
    get { lock.locked { storage } }
    set { lock.locked { storage = newValue } }
  }
}
