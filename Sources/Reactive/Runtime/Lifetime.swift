import Synchronization

/// The disposal state that one subscription shares along its chain of operators.
///
/// A subscriber creates one `Lifetime`, passes it up the chain with its observer and hands it to
/// the caller as the subscription's `Disposable`. The protocol between operators:
///
/// - Whatever emits on its own initiative (a source, a subject, a scheduled or combining
///   operator) checks ``isDisposed`` before each event. That is one relaxed atomic load, so
///   disposal from any thread stops delivery within one element without a lock per event.
///   Operators that only transform what they receive (`map`, `filter`) check nothing.
/// - Whoever receives a terminal event from a lifetime it created (the final subscriber, or an
///   operator that made a child with ``makeChild()`` for one of its sources) disposes that
///   lifetime, so the chain above stops and releases its resources.
/// - Operators that outlive one of their sources (`catch`, `concat`, `flatMap`, `reduce`…)
///   subscribe to it with a child lifetime.
///
/// Resources registered with ``add(_:)`` are disposed once, in registration order, by the first
/// ``dispose()``; disposing a lifetime disposes its children.
@usableFromInline
final class Lifetime: Cancelable, @unchecked Sendable {
  // @unchecked Sendable: every `var` is guarded by `lock`
  @usableFromInline
  let disposed = Atomic<Bool>(false)

  @usableFromInline
  let lock = Lock()

  /// The subject this subscription's observer is registered with, when that registration was its
  /// first resource, kept here rather than in a disposable object of its own; disposed first, as
  /// the first resource.
  ///
  /// Retained until the lifetime is disposed or deinitialized, and unmanaged, so that disposal
  /// calls the registrar and releases it without retaining it again. The cycle it closes while
  /// the observer is registered (the registrar holds the observer, which holds this lifetime) is
  /// the registrar's to cut; see ``ObserverRegistrar``.
  @exclusivity(unchecked) @usableFromInline
  var registrar: Unmanaged<ObserverRegistrar>?

  /// The key of the observer in ``registrar``, or -1 when there is no registration here.
  @exclusivity(unchecked) @usableFromInline
  var registrationKey = -1

  @exclusivity(unchecked) @usableFromInline
  weak var parent: Lifetime?

  @exclusivity(unchecked) @usableFromInline
  var keyInParent = 0

  /// The registered resources, the subscriber's `onDisposed` handler and the subscription's call
  /// stack, allocated with the first of them: most lifetimes have none (a subscription to a
  /// subject keeps its registration above).
  @exclusivity(unchecked) @usableFromInline
  var attachments: Unmanaged<Attachments>?

  /// What a lifetime holds besides its registration, allocated when first needed. Read and
  /// written only under the owning lifetime's `lock`, or in its `deinit`.
  @usableFromInline
  final class Attachments {
    @exclusivity(unchecked) @usableFromInline
    var store = DisposableStore()

    @exclusivity(unchecked) @usableFromInline
    var onDisposed: (() -> Void)?

    @exclusivity(unchecked) @usableFromInline
    var subscriptionCallStack: [String]?

    @usableFromInline
    init() {}
  }

  /// Runs `body` with the attachments, created first if there are none yet. Must be called under
  /// `lock`. The attachments are kept unmanaged, released in `deinit`, so that reaching them
  /// retains and releases nothing.
  @inlinable
  func withAttachments<Result>(_ body: (Attachments) -> Result) -> Result {
    if let attachments { return attachments._withUnsafeGuaranteedRef(body) }
    let created = Unmanaged.passRetained(Attachments())
    attachments = created
    return created._withUnsafeGuaranteedRef(body)
  }

  /// Runs `body` with the attachments if there are any. Must be called under `lock`.
  @inlinable
  func withExistingAttachments<Result>(_ body: (Attachments) -> Result) -> Result? {
    attachments?._withUnsafeGuaranteedRef(body)
  }

  @inlinable
  init() {
    liveResources.wrappingAdd(1, ordering: .relaxed)
  }

  deinit {
    liveResources.wrappingSubtract(1, ordering: .relaxed)
    registrar?.release()
    attachments?.release()
  }

  /// Whether the subscription has been disposed; emitters check this before each event.
  @inlinable
  var isDisposed: Bool {
    disposed.load(ordering: .relaxed)
  }

  /// Disposes every registered resource and every child, once; the subscriber's `onDisposed`
  /// handler runs last, as RxSwift runs it after the chain above when disposed from outside.
  @usableFromInline
  func dispose() {
    dispose(afterTerminalEvent: false)
  }

  /// Disposes like ``dispose()``, but runs the subscriber's `onDisposed` handler first, as
  /// RxSwift runs it right after the terminal event's handler.
  @usableFromInline
  func disposeAfterTerminalEvent() {
    dispose(afterTerminalEvent: true)
  }

  private func dispose(afterTerminalEvent: Bool) {
    // The flag is set under the lock, whose one atomic operation decides which call disposes.
    // Locked and unlocked without a closure, whose result the caller would copy out of, and
    // `take()` moves references out where copying and clearing would retain and release.
    lock.lock()
    if disposed.load(ordering: .relaxed) {
      // A registration its subject kept after terminating is removed by the next disposal.
      let kept = registrar.take()
      let observerKey = registrationKey
      lock.unlock()
      if let kept {
        kept._withUnsafeGuaranteedRef { $0.removeObserver(observerKey) }
        kept.release()
      }
      return
    }
    disposed.store(true, ordering: .releasing)
    let (handler, hasResources) =
      withExistingAttachments { ($0.onDisposed.take(), !$0.store.isEmpty) } ?? (nil, false)
    let parent = self.parent
    // Assigning a weak reference goes through the runtime even when it changes nothing.
    if parent != nil { self.parent = nil }
    let key = keyInParent
    // A subject that keeps its observers after terminating (a behavior subject, as in RxSwift)
    // keeps this one through the end that follows its terminal event.
    let keepsRegistration =
      self.registrar?._withUnsafeGuaranteedRef { $0.keepsRegistrationsAfterTerminating } ?? false
    let registrar = keepsRegistration ? nil : self.registrar.take()
    let observerKey = registrationKey
    lock.unlock()
    parent?.remove(key)
    if afterTerminalEvent { handler?() }
    if let registrar {
      registrar._withUnsafeGuaranteedRef { $0.removeObserver(observerKey) }
      registrar.release()
    }
    if hasResources { disposeResources() }
    if !afterTerminalEvent { handler?() }
  }

  /// Disposes the registered resources. Apart from ``dispose(afterTerminalEvent:)``, so that the
  /// common case, a lifetime without resources, neither copies nor replaces the store. Nothing
  /// can be registered once disposed, and a resource removed meanwhile is not disposed, as if its
  /// removal had come first.
  private func disposeResources() {
    lock.locked { withExistingAttachments { $0.store.removeAll() } }?.disposeAll()
  }

  /// Registers, as the next resource, the removal of the observer stored under `key` in `owner`,
  /// which it holds until then; removes it at once if the lifetime is already disposed.
  @usableFromInline
  func addObserverRemoval(owner: ObserverRegistrar, key: Int) {
    let stored: Bool? = lock.locked {
      if disposed.load(ordering: .acquiring) { return nil }
      // Only a first resource is kept inline, so that resources are disposed in order.
      guard withExistingAttachments({ $0.store.isEmpty }) ?? true, registrationKey < 0 else {
        return false
      }
      registrar = Unmanaged.passRetained(owner)
      registrationKey = key
      return true
    }
    switch stored {
    case nil: owner.removeObserver(key)
    case false: add(ObserverRemoval(owner: owner, key: key))
    case true: break
    }
  }

  /// Sets the subscriber's `onDisposed` handler, before the subscription runs.
  @usableFromInline
  func setOnDisposed(_ handler: @escaping () -> Void) {
    lock.locked { withAttachments { $0.onDisposed = handler } }
  }

  /// The call stack of the subscription, kept by ``recordSubscriptionCallStack()``; read only to
  /// report an error nobody handles.
  @usableFromInline
  var subscriptionCallStack: [String]? {
    lock.locked { withExistingAttachments { $0.subscriptionCallStack } ?? nil }
  }

  /// Keeps the call stack of the subscription if ``Hooks/recordCallStackOnError`` is set. Kept
  /// here rather than captured by the subscriber's observer, whose context, allocated for every
  /// subscription, would grow by a word that is almost always `nil`.
  @inlinable
  func recordSubscriptionCallStack() {
    if let callStack = Hooks.subscriptionCallStack() {
      lock.locked { withAttachments { $0.subscriptionCallStack = callStack } }
    }
  }

  /// Registers `resource` for disposal; disposes it at once if the lifetime is already disposed.
  @usableFromInline
  func add(_ resource: any Disposable) {
    _ = insert(resource)
  }

  /// Registers `resource` and returns its key, or disposes it and returns `nil` if the lifetime is
  /// already disposed.
  @usableFromInline
  func insert(_ resource: any Disposable) -> Int? {
    let key: Int? = lock.locked {
      disposed.load(ordering: .acquiring) ? nil : withAttachments { $0.store.insert(resource) }
    }
    if key == nil { resource.dispose() }
    return key
  }

  /// Forgets the resource registered under `key` without disposing it.
  @usableFromInline
  func remove(_ key: Int) {
    let removed = lock.locked { withExistingAttachments { $0.store.remove(key) } }
    _ = removed
  }

  /// Makes a disposed lifetime that its caller holds the only reference to as good as new, and
  /// returns whether it did. Nothing can be running on it or dispose it any more, and its
  /// resources were disposed and removed. Keys handed out before stay unused, so a child disposed
  /// late cannot remove a later resource. A lifetime that held an observer registration is never
  /// made new, so that nothing the registrar may still hold of it sees it alive again.
  @usableFromInline
  func reuse() -> Bool {
    lock.locked {
      guard registrationKey < 0 else { return false }
      disposed.store(false, ordering: .releasing)
      return true
    }
  }

  /// Returns a lifetime that is disposed with this one but can also be disposed on its own.
  @usableFromInline
  func makeChild() -> Lifetime {
    let child = Lifetime()
    if let key = insert(child) {
      child.lock.locked {
        child.parent = self
        child.keyInParent = key
      }
    }
    return child
  }
}
