import Reactive
import TestSupport

/// Records, from any thread, every call to `dispose()` on the disposables it makes, in order.
///
/// Its disposables are deliberately not idempotent, so a container that disposes a member twice
/// shows up in the log twice.
final class DisposalLog: Sendable {
  private let entries = LockedValue<[String]>([])

  /// A disposable that logs `name` each time it is disposed.
  func disposable(_ name: String) -> LoggedDisposable {
    LoggedDisposable(name: name, log: self)
  }

  /// The names logged so far, in the order of the calls.
  var disposed: [String] {
    entries.withLock { $0 }
  }

  fileprivate func record(_ name: String) {
    entries.withLock { $0.append(name) }
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
