import Synchronization

/// Owns disposables and disposes all of them when the bag itself is released.
///
/// The usual way to tie subscriptions to the lifetime of an object:
///
/// ```swift
/// final class ViewController {
///   let disposeBag = DisposeBag()
///   func bind(_ titles: Observable<String>) {
///     titles.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
///   }
/// }
/// ```
///
/// To dispose early, replace the bag with a new one. Thread-safe: disposables may be inserted from
/// any thread, and the bag may be released on any thread.
///
/// - Complexity: `insert` is amortized O(1); releasing a bag of n disposables is O(n).
public final class DisposeBag: DisposeBase, @unchecked Sendable {
  // @unchecked Sendable: `lifetimes`, `others` and `isDisposed` are guarded by `lock`
  private let lock = Lock()

  /// The subscriptions this library returned, which are most of what a bag holds, each retained
  /// once on the way in and released once after its disposal: an existential would take 40 bytes
  /// each and be destroyed through value witnesses, and an array of references retains and
  /// releases each again when it is copied, reordered or destroyed. Every one is taken back by
  /// ``dispose()``, which runs before the bag is deinitialized.
  @exclusivity(unchecked) private var lifetimes = ContiguousArray<Unmanaged<Lifetime>>()

  /// Every other disposable, after the number of lifetimes inserted before it, so that disposal
  /// follows insertion order across the two arrays.
  @exclusivity(unchecked) private var others: [(position: Int, disposable: any Disposable)] = []

  @exclusivity(unchecked) private var isDisposed = false

  /// Creates an empty bag.
  public override init() {}

  /// Adds `disposable` to the bag; if the bag has already been emptied, disposes it at once.
  ///
  /// - Parameter disposable: The disposable to own.
  public func insert(_ disposable: any Disposable) {
    add(disposable)
  }

  /// Adds `disposable`, keeping a subscription's lifetime without an existential box. Inlined
  /// where `disposed(by:)` is called, so that when the compiler knows the disposable to be a
  /// subscription's lifetime, as after `subscribe`, the test and the load fold away.
  @inlinable
  func add<Resource: Disposable>(_ disposable: Resource) {
    // Comparing the types costs a load, where a dynamic cast would go through the runtime.
    if Resource.self == Lifetime.self {
      // Loaded unretained and retained once, for the bag.
      let lifetime = withUnsafePointer(to: disposable) {
        UnsafeRawPointer($0).load(as: Unmanaged<Lifetime>.self)
      }
      add(lifetime: lifetime.retain())
    } else {
      add(other: disposable)
    }
  }

  /// Adds a subscription's lifetime, retained for the bag. Apart from the generic entry point,
  /// which is compiled for whatever type `disposed(by:)` opens, so that this common case runs
  /// code made for it.
  @usableFromInline
  func add(lifetime retained: Unmanaged<Lifetime>) {
    let rejected: Bool = lock.locked {
      if isDisposed { return true }
      lifetimes.append(retained)
      return false
    }
    if rejected { retained.takeRetainedValue().dispose() }
  }

  @usableFromInline
  func add(other disposable: any Disposable) {
    let rejected: Bool = lock.locked {
      if isDisposed { return true }
      others.append((lifetimes.count, disposable))
      return false
    }
    if rejected { disposable.dispose() }
  }

  private func dispose() {
    let (lifetimes, others) = lock.locked {
      isDisposed = true
      defer {
        self.lifetimes = []
        self.others = []
      }
      return (self.lifetimes, self.others)
    }
    var nextOther = others.startIndex
    for (position, retained) in lifetimes.enumerated() {
      while nextOther < others.endIndex, others[nextOther].position <= position {
        others[nextOther].disposable.dispose()
        nextOther += 1
      }
      retained.takeRetainedValue().dispose()
    }
    for other in others[nextOther...] {
      other.disposable.dispose()
    }
  }

  deinit {
    dispose()
  }
}

extension DisposeBag {
  /// Builds an array of disposables from the statements of a closure.
  @resultBuilder
  public struct DisposableBuilder {
    /// Collects the disposables of a block.
    ///
    /// - Parameter disposables: One disposable per statement.
    /// - Returns: The disposables in order.
    public static func buildBlock(_ disposables: any Disposable...) -> [any Disposable] {
      disposables
    }
  }

  /// Creates a bag that owns the given disposables.
  ///
  /// - Parameter disposables: The disposables to own.
  public convenience init(disposing disposables: any Disposable...) {
    self.init(disposing: disposables)
  }

  /// Creates a bag that owns the given disposables.
  ///
  /// - Parameter disposables: The disposables to own.
  public convenience init(disposing disposables: [any Disposable]) {
    self.init()
    insert(disposables)
  }

  /// Creates a bag that owns the disposables listed in `builder`.
  ///
  /// ```swift
  /// let bag = DisposeBag {
  ///   names.subscribe(onNext: { print($0) })
  ///   ages.subscribe(onNext: { print($0) })
  /// }
  /// ```
  ///
  /// - Parameter builder: One disposable per statement.
  public convenience init(@DisposableBuilder builder: () -> [any Disposable]) {
    self.init(disposing: builder())
  }

  /// Adds several disposables to the bag.
  ///
  /// - Parameter disposables: The disposables to own.
  public func insert(_ disposables: any Disposable...) {
    insert(disposables)
  }

  /// Adds several disposables to the bag.
  ///
  /// - Parameter disposables: The disposables to own.
  public func insert(_ disposables: [any Disposable]) {
    for disposable in disposables {
      insert(disposable)
    }
  }

  /// Adds the disposables listed in `builder` to the bag.
  ///
  /// - Parameter builder: One disposable per statement.
  public func insert(@DisposableBuilder builder: () -> [any Disposable]) {
    insert(builder())
  }
}
