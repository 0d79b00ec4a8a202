import Synchronization

/// A subject that sends each event to the observers subscribed at that moment.
///
/// New observers receive only later events; after the subject has terminated, they receive the
/// terminal event at once.
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
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, ObserverRemoving, @unchecked Sendable
{
  // @unchecked Sendable: `observers`, `stoppedEvent` and `disposed` are guarded by `lock`
  /// The observer type that feeds the subject: the subject itself.
  public typealias SubjectObserverType = PublishSubject<Element>

  @usableFromInline
  let lock = Lock()

  @usableFromInline
  let gate = DeliveryGate()

  @exclusivity(unchecked) @usableFromInline
  var observers = ObserverBag<Element>()

  @exclusivity(unchecked) @usableFromInline
  var stoppedEvent: Event<Element>?

  @exclusivity(unchecked) @usableFromInline
  var disposed = false

  /// Creates a subject with no observers.
  @inlinable
  public override init() {
    super.init()
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool {
    lock.locked { !observers.isEmpty }
  }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    lock.locked { disposed }
  }

  /// Sends `event` to every current observer; ignored after a terminal event or disposal.
  ///
  /// - Parameter event: The event to send.
  @inlinable
  public func on(_ event: Event<Element>) {
    gate.run {
      let snapshot: ContiguousArray<ObserverBag<Element>.Entry>? = lock.locked {
        if disposed || stoppedEvent != nil { return nil }
        if case .next = event { return observers.snapshot() }
        stoppedEvent = event
        defer { observers.removeAll() }
        return observers.snapshot()
      }
      if let snapshot { ObserverBag.deliver(event, to: snapshot) }
    }
  }

  /// Returns the subject itself, the observer that feeds it.
  ///
  /// - Returns: `self`.
  public func asObserver() -> PublishSubject<Element> {
    self
  }

  /// Unsubscribes every observer and stops the subject; later subscribers get an error.
  public func dispose() {
    lock.locked {
      disposed = true
      observers.removeAll()
      stoppedEvent = nil
    }
  }

  @inlinable
  override func run(_ observer: @escaping Sink<Element>, _ lifetime: Lifetime) {
    let outcome: SubscribeOutcome<Element> = lock.locked {
      if disposed { return .terminated(.error(RxError.disposed(object: self))) }
      if let stoppedEvent { return .terminated(stoppedEvent) }
      return .subscribed(key: observers.insert(observer, lifetime))
    }
    switch outcome {
    case .subscribed(let key): lifetime.add(ObserverRemoval(owner: self, key: key))
    case .terminated(let event): observer(event)
    }
  }

  @usableFromInline
  func removeObserver(_ key: Int) {
    lock.locked { observers.remove(key) }
  }
}
