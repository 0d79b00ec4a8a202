import Synchronization

/// Holds one replaceable disposable; assigning a new one disposes the previous one.
///
/// Once the serial disposable is disposed, whatever is assigned to it is disposed at once.
/// Thread-safe: every member may be used from any thread.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
  // @unchecked Sendable: `current` is guarded by `lock`
  private let lock = Lock()
  private let disposed = Atomic<Bool>(false)
  @exclusivity(unchecked) private var current: (any Disposable)?

  /// Creates a serial disposable that holds nothing.
  public override init() {}

  /// Whether the serial disposable has been disposed.
  public var isDisposed: Bool {
    disposed.load(ordering: .acquiring)
  }

  /// The disposable currently held; setting it disposes the previous one.
  public var disposable: any Disposable {
    get {
      lock.locked { current } ?? NopDisposable()
    }
    set {
      let previous: (any Disposable)? = lock.locked {
        if isDisposed { return newValue }
        defer { current = newValue }
        return current
      }
      previous?.dispose()
    }
  }

  /// Disposes the held disposable and every one assigned later.
  public func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    let held = lock.locked {
      defer { current = nil }
      return current
    }
    held?.dispose()
  }
}
