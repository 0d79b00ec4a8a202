import Synchronization

/// Disposes a resource only once it has been disposed itself and every reference handed out by
/// ``retain()`` has been released.
///
/// Used to share one underlying subscription among several dependents: `groupBy` keeps its source
/// subscription alive while any group is still subscribed, even after the subscription to the
/// groups themselves has ended.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: Disposables.create { print("released") })
/// let reference = shared.retain()
/// shared.dispose()
/// print(shared.isDisposed)
/// reference.dispose()
/// // Prints: false
/// //         released
/// ```
///
/// Thread-safe: every member may be used from any thread; the underlying resource is disposed
/// once, outside the lock, on the thread that makes the last release.
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable {
  // @unchecked Sendable: `underlying`, `retainCount` and `isPrimaryDisposed` are guarded by `lock`
  private let lock = Lock()
  @exclusivity(unchecked) private var underlying: (any Disposable)?
  @exclusivity(unchecked) private var retainCount = 0
  @exclusivity(unchecked) private var isPrimaryDisposed = false

  /// Creates a reference-counted wrapper around `disposable`.
  ///
  /// - Parameter disposable: The resource to dispose once nothing holds it any more.
  public init(disposable: any Disposable) {
    underlying = disposable
    super.init()
  }

  /// Whether the underlying resource has been disposed.
  public var isDisposed: Bool {
    lock.locked { underlying == nil }
  }

  /// Hands out a reference that keeps the underlying resource alive until it is disposed.
  ///
  /// Works until the underlying resource has been disposed, even after ``dispose()``; once the
  /// resource is gone, returns a disposable that does nothing.
  ///
  /// - Returns: The reference; disposing it releases it, once.
  public func retain() -> any Disposable {
    let isAlive: Bool = lock.locked {
      guard underlying != nil else { return false }
      retainCount += 1
      return true
    }
    return isAlive ? RetainedReference(self) : NopDisposable()
  }

  /// Gives up this object's own hold on the resource, which is disposed now if no reference is
  /// retained, or else when the last one is released. Calling it again does nothing.
  public func dispose() {
    let released: (any Disposable)? = lock.locked {
      guard underlying != nil, !isPrimaryDisposed else { return nil }
      isPrimaryDisposed = true
      return takeIfUnheld()
    }
    released?.dispose()
  }

  fileprivate func release() {
    let released: (any Disposable)? = lock.locked {
      guard underlying != nil else { return nil }
      retainCount -= 1
      precondition(retainCount >= 0, "RefCountDisposable released more often than retained")
      return takeIfUnheld()
    }
    released?.dispose()
  }

  /// Takes the underlying resource once neither this object nor any reference holds it; called
  /// with the lock held.
  private func takeIfUnheld() -> (any Disposable)? {
    guard isPrimaryDisposed && retainCount == 0 else { return nil }
    defer { underlying = nil }
    return underlying
  }
}

/// One reference handed out by ``RefCountDisposable/retain()``; releases it once.
private final class RetainedReference: Disposable, Sendable {
  private let owner: RefCountDisposable
  private let released = Atomic<Bool>(false)

  init(_ owner: RefCountDisposable) {
    self.owner = owner
  }

  func dispose() {
    if released.exchange(true, ordering: .acquiringAndReleasing) { return }
    owner.release()
  }
}
