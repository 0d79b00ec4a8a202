import Foundation
import Reactive

/// Records, from any thread, every call to `dispose()` on the disposables it makes, in order.
///
/// Its disposables are deliberately not idempotent, so a container that disposes a member twice
/// shows up in the log twice.
final class DisposalLog: @unchecked Sendable {
  // @unchecked Sendable: `entries` is guarded by `lock`
  private let lock = NSLock()
  private var entries: [String] = []

  /// A disposable that logs `name` each time it is disposed.
  func disposable(_ name: String) -> LoggedDisposable {
    LoggedDisposable(name: name, log: self)
  }

  /// The names logged so far, in the order of the calls.
  var disposed: [String] {
    lock.withLock { entries }
  }

  fileprivate func record(_ name: String) {
    lock.withLock { entries.append(name) }
  }
}

/// A disposable that logs its name in a ``DisposalLog`` on every `dispose()`.
final class LoggedDisposable: Disposable, Sendable {
  let name: String
  private let log: DisposalLog

  fileprivate init(name: String, log: DisposalLog) {
    self.name = name
    self.log = log
  }

  func dispose() {
    log.record(name)
  }
}
