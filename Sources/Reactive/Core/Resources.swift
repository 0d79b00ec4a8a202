import Synchronization

/// The number of live subscription lifetimes, kept by every ``Observable/subscribe(_:)``.
@usableFromInline
let liveResources = Atomic<Int>(0)

/// Counts the library's live resources, so tests can prove that nothing leaks.
///
/// Every subscription (and every inner subscription an operator makes) holds one resource from
/// the moment it is made until it is disposed and released. The count is always available: it is
/// one relaxed atomic increment and decrement per subscription.
///
/// ```swift
/// let before = Resources.total
/// Observable.just(1).subscribe(onNext: { _ in }).dispose()
/// print(Resources.total == before)
/// // Prints: true
/// ```
public enum Resources {
  /// The number of resources alive right now.
  public static var total: Int32 {
    Int32(truncatingIfNeeded: liveResources.load(ordering: .relaxed))
  }
}
