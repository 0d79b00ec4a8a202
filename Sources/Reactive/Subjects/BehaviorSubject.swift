/// A subject that holds a current value: each new observer receives it first, then every later
/// event.
///
/// The value starts as the one given to ``init(value:)`` and becomes each element sent.
/// After the subject has terminated, new observers receive only the terminal event; after it has
/// been disposed, `RxError.disposed`.
///
/// ```swift
/// let selection = BehaviorSubject(value: "all")
/// _ = selection.subscribe(onNext: { print($0) })
/// selection.onNext("today")
/// // Prints: all
/// //         today
/// ```
///
/// Thread-safe: events sent from several threads at once are delivered one at a time; a new
/// observer receives the current value, then every event sent after it was read, once and in
/// order. An observer may send into the subject, subscribe to it or dispose itself from inside
/// `onNext`. Delivers on the sender's thread, and the current value on the subscriber's, without
/// holding the subject's lock: an observer receiving the current value may wait for another
/// thread that sends into the subject, and what that thread sends follows, on the subscriber's
/// thread.
///
/// - Complexity: As ``PublishSubject``; a send also stores the element.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  // @unchecked Sendable: all mutable state is in `core`, guarded by its lock
  /// The observer type that feeds the subject: the subject itself.
  public typealias SubjectObserverType = BehaviorSubject<Element>

  @usableFromInline
  let core: SubjectCore<BehaviorMemory<Element>>

  /// Creates a subject whose current value is `value`.
  ///
  /// - Parameter value: The value new observers receive until another element is sent.
  @inlinable
  public init(value: Element) {
    core = SubjectCore(memory: BehaviorMemory(value: value))
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

  /// Returns the current value.
  ///
  /// After the subject has completed, this is the last element sent.
  ///
  /// - Returns: The latest element, or the initial value if none was sent.
  /// - Throws: The error the subject failed with, or `RxError.disposed` once it is disposed.
  public func value() throws -> Element {
    let (lifecycle, stored) = core.read { ($0, $1.stored) }
    switch lifecycle {
    case .active: return stored.unsafelyUnwrapped
    case .stopped(let terminal):
      if let error = terminal.error { throw error }
      return stored.unsafelyUnwrapped
    case .disposed: throw RxError.disposed(object: self)
    }
  }

  /// The current value, for relays, whose subject never fails nor is disposed.
  @usableFromInline
  var latestValue: Element {
    core.read { $1.value }
  }

  /// Sets the current value to the element of a `.next` event and sends the event to every
  /// current observer; ignored after a terminal event or disposal.
  ///
  /// - Parameter event: The event to send.
  @inlinable
  public func on(_ event: Event<Element>) {
    core.on(event)
  }

  /// Unsubscribes every observer and stops the subject; later subscribers get
  /// `RxError.disposed`, and ``value()`` throws it.
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

/// A behavior subject remembers its current value and replays it while active.
@usableFromInline
struct BehaviorMemory<Element>: SubjectMemory {
  @inlinable
  static var keepsObserversAfterTerminating: Bool {
    true
  }

  /// The current value, or `nil` once the subject is disposed: subscriptions still held keep the
  /// core, and must not keep the value, which may hold one of them.
  @usableFromInline
  var stored: Element?

  /// The current value; read only while the subject is not disposed.
  @inlinable
  var value: Element {
    stored.unsafelyUnwrapped
  }

  @inlinable
  init(value: Element) {
    stored = value
  }

  @inlinable
  static var replaysToRegisteredObservers: Bool {
    true
  }

  @inlinable
  static var registersBeforeReplay: Bool {
    true
  }

  @inlinable
  mutating func record(_ element: Element) -> Element? {
    var displaced: Element? = element
    swap(&stored, &displaced)
    return displaced
  }

  @inlinable
  func replay(after terminal: Event<Element>?) -> CollectionOfOne<Element>? {
    terminal == nil ? CollectionOfOne(value) : nil
  }

  @inlinable
  mutating func forget() {
    stored = nil
  }
}
