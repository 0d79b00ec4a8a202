/// A subject that sends only its last element, and only when it completes.
///
/// Elements sent to it are held back; on completion, every observer receives the last element (if
/// there was one) and then the completion. An error is passed on without an element. After the
/// subject has terminated, new observers receive the same events at once.
///
/// ```swift
/// let result = AsyncSubject<Int>()
/// _ = result.subscribe(onNext: { print($0) }, onCompleted: { print("done") })
/// result.onNext(1)
/// result.onNext(2)
/// result.onCompleted()
/// // Prints: 2
/// //         done
/// ```
///
/// Thread-safe: events sent from several threads at once are delivered one at a time; an
/// observer may send into the subject, subscribe to it or dispose itself from inside its
/// handlers. Delivers on the thread that sends the terminal event, or on the subscriber's thread
/// after that.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  @unchecked Sendable
{
  // @unchecked Sendable: all mutable state is in `core`, guarded by its lock
  /// The observer type that feeds the subject: the subject itself.
  public typealias SubjectObserverType = AsyncSubject<Element>

  @usableFromInline
  let core = SubjectCore(memory: AsyncMemory<Element>())

  /// Creates a subject with no observers and no element.
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

  /// Keeps the element of a `.next` event, or terminates the subject: a completion sends the last
  /// element kept and then the completion; an error sends the error. Ignored after a terminal
  /// event.
  ///
  /// - Parameter event: The event to send.
  @inlinable
  public func on(_ event: Event<Element>) {
    core.on(event)
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

/// An async subject remembers its last element and sends it only with the completion.
@usableFromInline
struct AsyncMemory<Element>: SubjectMemory {
  @usableFromInline
  var last: Element?

  @inlinable
  init() {}

  @inlinable
  static var deliversElements: Bool {
    false
  }

  @inlinable
  mutating func record(_ element: Element) -> Element? {
    var displaced: Element? = element
    swap(&last, &displaced)
    return displaced
  }

  @inlinable
  func replay(after terminal: Event<Element>?) -> CollectionOfOne<Element>? {
    guard let terminal, let element = finalElement(before: terminal) else { return nil }
    return CollectionOfOne(element)
  }

  @inlinable
  func finalElement(before terminal: Event<Element>) -> Element? {
    terminal.isCompleted ? last : nil
  }

  /// Lets go of the last element: subscriptions still held keep the core, not the subject.
  @inlinable
  mutating func forget() {
    last = nil
  }
}
