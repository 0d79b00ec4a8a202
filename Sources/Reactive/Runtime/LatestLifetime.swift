/// The lifetime of the inner sequence that a switching sink listens to, disposed with the
/// subscription: the one resource the sink registers on the subscription's lifetime for all its
/// inner sequences.
///
/// An inner sequence's lifetime is not a child of the subscription's lifetime: registering each
/// one there and removing it again at its completion or replacement took two passes through the
/// parent's lock and store, and made every inner lifetime keep a weak reference to its parent.
/// Only the latest inner sequence can still be running when the subscription is disposed, so
/// this holder of one lifetime is all the subscription needs to stop it.
///
/// The lifetime of an inner sequence that completed stays here, disposed, until the next one
/// replaces it. If by then nothing else references it, no source can still be running on it or
/// read it again, so the next inner sequence runs on it, made new, instead of on a new lifetime:
/// one allocation and deallocation less for every inner sequence that completes during its own
/// subscription (`from`, `empty`, a `create` that completes at once).
@usableFromInline
final class LatestLifetime: Disposable, @unchecked Sendable {
  // @unchecked Sendable: `current` and `isDisposed` are guarded by `lock`
  @usableFromInline
  let lock = Lock()

  @exclusivity(unchecked) @usableFromInline
  var current: Lifetime?

  @exclusivity(unchecked) @usableFromInline
  var isDisposed = false

  @inlinable
  init() {}

  /// Starts the lifetime of the next inner sequence: returns it with the lifetime it replaces,
  /// for the caller to dispose, or `nil` once the subscription is disposed. The latest lifetime
  /// is made new and returned instead, replacing nothing, if it is disposed and nothing else
  /// references it.
  @inlinable
  func startNext() -> (inner: Lifetime, replaced: Lifetime?)? {
    lock.locked {
      if isDisposed { return nil }
      // Tested before `current` is bound to a name, which would reference it a second time.
      if isKnownUniquelyReferenced(&current), let reusable = current, reusable.isDisposed,
        reusable.reuse()
      {
        return (reusable, nil)
      }
      let inner = Lifetime()
      defer { current = inner }
      return (inner, current)
    }
  }

  /// Disposes the latest lifetime, for an inner sequence that runs on none; it stays, disposed,
  /// for reuse.
  @inlinable
  func disposeLatest() {
    let current: Lifetime? = lock.locked { self.current }
    current?.dispose()
  }

  /// Disposes the latest lifetime and, from now on, every lifetime that replaces it.
  @usableFromInline
  func dispose() {
    let latest: Lifetime? = lock.locked {
      isDisposed = true
      defer { current = nil }
      return current
    }
    latest?.dispose()
  }
}
