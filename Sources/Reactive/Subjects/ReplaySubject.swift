/// A subject that replays the latest elements to each new observer, then sends it every later
/// event.
///
/// ``create(bufferSize:)`` keeps the latest `bufferSize` elements, ``createUnbounded()`` every
/// element. After the subject has terminated, a new observer receives the kept elements and then
/// the terminal event; after it has been disposed, `RxError.disposed`.
///
/// ```swift
/// let log = ReplaySubject<String>.create(bufferSize: 2)
/// log.onNext("a")
/// log.onNext("b")
/// log.onNext("c")
/// _ = log.subscribe(onNext: { print($0) })
/// // Prints: b
/// //         c
/// ```
///
/// Thread-safe: events sent from several threads at once are delivered one at a time; a new
/// observer receives its replay, then every event sent after it was taken, once and in order. An
/// observer may send into the subject, subscribe to it or dispose itself from inside `onNext`.
/// Delivers on the sender's thread, and the replay on the subscriber's, without holding the
/// subject's lock: a replayed observer may wait for another thread that sends into the subject,
/// and what that thread sends follows the replay, on the subscriber's thread.
///
/// As in RxSwift, the new observer is registered after its replay: an element it sends into the
/// subject from inside a replayed `onNext` is kept for later observers but not sent to it.
///
/// - Complexity: As ``PublishSubject``; a send also appends to the buffer in O(1), and a new
///   observer is replayed in O(`bufferSize`).
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Disposable, @unchecked Sendable
{
  // @unchecked Sendable: all mutable state is in `core`, guarded by its lock
  /// The observer type that feeds the subject: the subject itself.
  public typealias SubjectObserverType = ReplaySubject<Element>

  @usableFromInline
  let core: SubjectCore<ReplayMemory<Element>>

  @inlinable
  init(limit: Int?) {
    core = SubjectCore(memory: ReplayMemory(buffer: ReplayBuffer(limit: limit)))
    super.init()
  }

  /// Creates a subject that replays the latest `bufferSize` elements to new observers.
  ///
  /// - Parameter bufferSize: How many of the latest elements to keep; zero or less keeps none.
  /// - Returns: A new subject.
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(limit: bufferSize)
  }

  /// Creates a subject that replays every element it was sent to new observers.
  ///
  /// - Returns: A new subject whose buffer grows without limit.
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(limit: nil)
  }

  // Subscriptions hold the core; disposing it lets go of the observers, which hold them.
  deinit {
    core.dispose()
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool {
    core.hasObservers
  }

  /// Keeps the element of a `.next` event and sends the event to every current observer; ignored
  /// after a terminal event or disposal.
  ///
  /// - Parameter event: The event to send.
  @inlinable
  public func on(_ event: Event<Element>) {
    core.on(event)
  }

  /// Unsubscribes every observer, empties the buffer and stops the subject; later subscribers get
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

/// A replay subject remembers its latest elements, and replays them even after it has stopped.
@usableFromInline
struct ReplayMemory<Element>: SubjectMemory {
  @usableFromInline
  var buffer: ReplayBuffer<Element>

  @inlinable
  init(buffer: ReplayBuffer<Element>) {
    self.buffer = buffer
  }

  @inlinable
  static var replaysToRegisteredObservers: Bool {
    true
  }

  @inlinable
  mutating func record(_ element: Element) -> Element? {
    buffer.append(element)
  }

  @inlinable
  func replay(after terminal: Event<Element>?) -> ReplayBuffer<Element>? {
    buffer.count == 0 ? nil : buffer
  }

  @inlinable
  mutating func forget() {
    buffer.removeAll()
  }
}
