import Synchronization

/// Runs a closure once, on the first `dispose()`.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
  // @unchecked Sendable: `action` is guarded by `lock`
  private let lock = Lock()
  private let disposed = Atomic<Bool>(false)
  @exclusivity(unchecked) private var action: (() -> Void)?

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  var isDisposed: Bool {
    disposed.load(ordering: .acquiring)
  }

  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    let action = lock.locked {
      defer { self.action = nil }
      return self.action
    }
    action?()
  }
}
