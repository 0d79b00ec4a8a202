import Synchronization

/// The disposable of a subscriber with an `onDisposed` handler: the subscription's lifetime and
/// the handler, as RxSwift returns the subscription and the handler together.
///
/// The handler runs once: after the terminal event's handler and before the subscription is
/// disposed when the sequence ends, after the subscription is disposed when it is disposed from
/// outside. It is let go of once it has run.
@usableFromInline
final class SubscriptionHandle: Cancelable, @unchecked Sendable {
  // @unchecked Sendable: `onDisposed` is guarded by `lock`
  @usableFromInline
  let lifetime: Lifetime

  private let lock = Lock()
  private let handled = Atomic<Bool>(false)
  @exclusivity(unchecked) private var onDisposed: (() -> Void)?

  @usableFromInline
  init(lifetime: Lifetime, onDisposed: @escaping () -> Void) {
    self.lifetime = lifetime
    self.onDisposed = onDisposed
  }

  @usableFromInline
  var isDisposed: Bool {
    lifetime.isDisposed
  }

  /// Disposes the subscription, then runs the `onDisposed` handler.
  @usableFromInline
  func dispose() {
    lifetime.dispose()
    runOnDisposed()
  }

  /// Runs the `onDisposed` handler unless it has run: what follows a terminal event's handler,
  /// before the subscription is disposed.
  @usableFromInline
  func runOnDisposed() {
    if handled.exchange(true, ordering: .acquiringAndReleasing) { return }
    let handler = lock.locked { onDisposed.take() }
    handler?()
  }
}
