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

  /// The attachment slot: an owner that holds something of this lifetime's under a key (a
  /// subject holding the subscription's observer), when it was the first resource, kept here
  /// rather than in a disposable object of its own; detached first, as the first resource.
  ///
  /// Retained until the lifetime is disposed or deinitialized, and unmanaged, so that disposal
  /// calls the owner and releases it without retaining it again. See ``LifetimeAttachment``.
  @exclusivity(unchecked) @usableFromInline
  var attachment: Unmanaged<LifetimeAttachment>?

  /// The key of this lifetime's entry in ``attachment``, or -1 when the slot was never filled.
  @exclusivity(unchecked) @usableFromInline
  var attachmentKey = -1

  @exclusivity(unchecked) @usableFromInline
  weak var parent: Lifetime?

  @exclusivity(unchecked) @usableFromInline
  var keyInParent = 0

  /// The registered resources, allocated with the first of them: most lifetimes have none.
  @exclusivity(unchecked) @usableFromInline
  var resources: Unmanaged<ResourceBox>?

  /// The resources registered with ``add(_:)``, in a box of their own so that a lifetime without
  /// any stays small. Read and written only under the owning lifetime's `lock`, or in its
  /// `deinit`.
  @usableFromInline
  final class ResourceBox {
    @exclusivity(unchecked) @usableFromInline
    var store = DisposableStore()

    @usableFromInline
    init() {}
  }

  /// Runs `body` with the resources' store, created first if there is none yet. Must be called
  /// under `lock`. The box is kept unmanaged, released in `deinit`, so that reaching it retains
  /// and releases nothing.
  @inlinable
  func withResources<Result>(_ body: (inout DisposableStore) -> Result) -> Result {
    if let resources { return resources._withUnsafeGuaranteedRef { body(&$0.store) } }
    let created = Unmanaged.passRetained(ResourceBox())
    resources = created
    return created._withUnsafeGuaranteedRef { body(&$0.store) }
  }

  /// Runs `body` with the resources' store if there is one. Must be called under `lock`.
  @inlinable
  func withExistingResources<Result>(_ body: (inout DisposableStore) -> Result) -> Result? {
    resources?._withUnsafeGuaranteedRef { body(&$0.store) }
  }

  @inlinable
  init() {
    liveResources.wrappingAdd(1, ordering: .relaxed)
  }

  deinit {
    liveResources.wrappingSubtract(1, ordering: .relaxed)
    attachment?.release()
    resources?.release()
  }

  /// Whether the subscription has been disposed; emitters check this before each event.
  @inlinable
  var isDisposed: Bool {
    disposed.load(ordering: .relaxed)
  }

  /// Detaches the attachment, then disposes every registered resource and every child, once.
  @usableFromInline
  func dispose() {
    dispose(keepingAttachmentThatStays: false)
  }

  /// Disposes as ``dispose()`` does, for a subscriber whose sequence has just ended, except that an
  /// attachment that stays through disposal (a behavior subject that terminated keeps its
  /// observers, as RxSwift's does) is left for the holder's own `dispose()` to detach. A holder
  /// that disposes first, before the terminal event reaches it, detaches at once, as in RxSwift.
  @usableFromInline
  func endAfterTerminalEvent() {
    dispose(keepingAttachmentThatStays: true)
  }

  private func dispose(keepingAttachmentThatStays: Bool) {
    // The flag is set under the lock, whose one atomic operation decides which call disposes.
    // Locked and unlocked without a closure, whose result the caller would copy out of, and
    // `take()` moves references out where copying and clearing would retain and release.
    lock.lock()
    if disposed.load(ordering: .relaxed) {
      // An attachment that stayed through the disposal is detached by the next call.
      let stayed = attachment.take()
      let key = attachmentKey
      lock.unlock()
      if let stayed {
        stayed._withUnsafeGuaranteedRef { $0.detach(key) }
        stayed.release()
      }
      return
    }
    disposed.store(true, ordering: .releasing)
    let hasResources = withExistingResources { !$0.isEmpty } ?? false
    let parent = self.parent
    // Assigning a weak reference goes through the runtime even when it changes nothing.
    if parent != nil { self.parent = nil }
    let keyInParent = self.keyInParent
    let stays =
      keepingAttachmentThatStays
      && (self.attachment?._withUnsafeGuaranteedRef { $0.staysThroughDisposal } ?? false)
    let attachment = stays ? nil : self.attachment.take()
    let key = attachmentKey
    lock.unlock()
    parent?.remove(keyInParent)
    if let attachment {
      attachment._withUnsafeGuaranteedRef { $0.detach(key) }
      attachment.release()
    }
    if hasResources { disposeResources() }
  }

  /// Disposes the registered resources. Apart from ``dispose(keepingAttachmentThatStays:)``, so
  /// that the common case, a
  /// lifetime without resources, neither copies nor replaces the store. Nothing can be registered
  /// once disposed, and a resource removed meanwhile is not disposed, as if its removal had come
  /// first.
  private func disposeResources() {
    lock.locked { withExistingResources { $0.removeAll() } }?.disposeAll()
  }

  /// Fills the attachment slot with `owner`, which holds an entry of this lifetime's under `key`
  /// and is held until the lifetime is disposed, then detached; detaches it at once if the
  /// lifetime is already disposed. Returns `false`, having done nothing, when the slot cannot
  /// take it: it is taken, or a resource was registered first, which must be disposed first.
  @usableFromInline
  func attach(_ owner: LifetimeAttachment, key: Int) -> Bool {
    let attached: Bool? = lock.locked {
      if disposed.load(ordering: .acquiring) { return nil }
      guard withExistingResources({ $0.isEmpty }) ?? true, attachmentKey < 0 else {
        return false
      }
      attachment = Unmanaged.passRetained(owner)
      attachmentKey = key
      return true
    }
    guard let attached else {
      owner.detach(key)
      return true
    }
    return attached
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
      disposed.load(ordering: .acquiring) ? nil : withResources { $0.insert(resource) }
    }
    if key == nil { resource.dispose() }
    return key
  }

  /// Forgets the resource registered under `key` without disposing it.
  @usableFromInline
  func remove(_ key: Int) {
    let removed = lock.locked { withExistingResources { $0.remove(key) } }
    _ = removed
  }

  /// Makes a disposed lifetime that its caller holds the only reference to as good as new, and
  /// returns whether it did. Nothing can be running on it or dispose it any more, and its
  /// resources were disposed and removed. Keys handed out before stay unused, so a child disposed
  /// late cannot remove a later resource. A lifetime whose attachment slot was ever filled is never
  /// made new, so that nothing its attachment may still hold of it sees it alive again.
  @usableFromInline
  func reuse() -> Bool {
    lock.locked {
      guard attachmentKey < 0 else { return false }
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
