import Synchronization

/// A group of disposables that are disposed together; members can be added and removed by key.
///
/// Disposing the group disposes every member in insertion order; a member inserted after that is
/// disposed at once. Thread-safe: every method may be called from any thread.
///
/// ```swift
/// let group = CompositeDisposable()
/// let key = group.insert(Disposables.create { print("A") })
/// _ = group.insert(Disposables.create { print("B") })
/// group.remove(for: key!)
/// group.dispose()
/// // Prints: A
/// //         B
/// ```
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
  // @unchecked Sendable: `store` is guarded by `lock`
  /// Identifies a member of the group, for ``remove(for:)``.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let value: Int
  }

  private let lock = Lock()
  private let disposed = Atomic<Bool>(false)
  @exclusivity(unchecked) private var store = DisposableStore()

  /// Creates an empty group.
  public override init() {}

  /// Creates a group of two disposables.
  ///
  /// - Parameters:
  ///   - disposable1: The first member.
  ///   - disposable2: The second member.
  public convenience init(_ disposable1: any Disposable, _ disposable2: any Disposable) {
    self.init(disposables: [disposable1, disposable2])
  }

  /// Creates a group of three disposables.
  ///
  /// - Parameters:
  ///   - disposable1: The first member.
  ///   - disposable2: The second member.
  ///   - disposable3: The third member.
  public convenience init(
    _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable
  ) {
    self.init(disposables: [disposable1, disposable2, disposable3])
  }

  /// Creates a group of four or more disposables.
  ///
  /// - Parameters:
  ///   - disposable1: The first member.
  ///   - disposable2: The second member.
  ///   - disposable3: The third member.
  ///   - disposable4: The fourth member.
  ///   - disposables: Further members.
  public convenience init(
    _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable,
    _ disposable4: any Disposable, _ disposables: any Disposable...
  ) {
    self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
  }

  /// Creates a group of the given disposables.
  ///
  /// - Parameter disposables: The members, disposed in this order.
  public init(disposables: [any Disposable]) {
    super.init()
    for disposable in disposables {
      _ = store.insert(disposable)
    }
  }

  /// Whether the group has been disposed.
  public var isDisposed: Bool {
    disposed.load(ordering: .acquiring)
  }

  /// The number of members not yet removed or disposed.
  public var count: Int {
    lock.locked { store.count }
  }

  /// Adds `disposable` to the group.
  ///
  /// - Parameter disposable: The member to add.
  /// - Returns: The key that removes it, or `nil` if the group was already disposed, in which case
  ///   `disposable` has been disposed.
  public func insert(_ disposable: any Disposable) -> DisposeKey? {
    let key: Int? = lock.locked {
      isDisposed ? nil : store.insert(disposable)
    }
    guard let key else {
      disposable.dispose()
      return nil
    }
    return DisposeKey(value: key)
  }

  /// Removes the member identified by `disposeKey` and disposes it.
  ///
  /// - Parameter disposeKey: A key returned by ``insert(_:)``.
  public func remove(for disposeKey: DisposeKey) {
    let removed = lock.locked { store.remove(disposeKey.value) }
    removed?.dispose()
  }

  /// Disposes every member in insertion order.
  public func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    let members = lock.locked { store.removeAll() }
    members.disposeAll()
  }
}
