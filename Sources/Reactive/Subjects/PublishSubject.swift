/// A subject that sends each event to the observers subscribed at that moment.
///
/// New observers receive only later events; after the subject has terminated, they receive the
/// terminal event at once, and after it has been disposed, `RxError.disposed`.
///
/// ```swift
/// let subject = PublishSubject<String>()
/// subject.onNext("missed")
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext("seen")
/// // Prints: seen
/// ```
///
/// Thread-safe: events sent from several threads at once are delivered one at a time, in the
/// order the senders pass the subject's gate; an observer may send into the subject, subscribe to
/// it or dispose itself from inside `onNext`. Delivers on the sender's thread.
///
/// - Complexity: A send costs O(1) plus one call per observer; subscribing and disposing a
///   subscription are O(1), and the first send after either rebuilds the observer snapshot in
///   O(n).
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  // @unchecked Sendable: all mutable state is in `core`, guarded by its lock
  /// The observer type that feeds the subject: the subject itself.
  public typealias SubjectObserverType = PublishSubject<Element>

  @usableFromInline
  let core = SubjectCore(memory: PublishMemory<Element>())

  /// Creates a subject with no observers.
  @inlinable
  public override init() {
    super.init()
  }

  // Subscriptions hold the core; disposing it lets go of the observers, which hold them.
  deinit {
    core.dispose()
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool {
    core.hasObservers
  }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    core.isDisposed
  }

  /// Sends `event` to every current observer; ignored after a terminal event or disposal.
  ///
  /// - Parameter event: The event to send.
  @inlinable
  public func on(_ event: Event<Element>) {
    core.on(event)
  }

  /// Unsubscribes every observer and stops the subject; later subscribers get
  /// `RxError.disposed`.
  public func dispose() {
    core.dispose()
  }

  /// A subject is not a producer: subscribing registers the observer at once, as in RxSwift.
  @inlinable
  override var subscribesOnTrampoline: Bool {
    false
  }

  @inlinable
  override func run(_ observer: consuming @escaping EventHandler<Element>, _ lifetime: Lifetime) {
    core.subscribe(observer, lifetime, owner: { self })
  }
}

/// A publish subject remembers nothing.
@usableFromInline
struct PublishMemory<Element>: SubjectMemory {
  @inlinable
  static var keepsTerminalEventAfterDisposal: Bool {
    true
  }

  @inlinable
  init() {}

  @inlinable
  func record(_ element: Element) -> Element? {
    nil
  }

  @inlinable
  func replay(after terminal: Event<Element>?) -> EmptyCollection<Element>? {
    nil
  }

  /// Nothing is remembered.
  @inlinable
  func forget() {}
}
