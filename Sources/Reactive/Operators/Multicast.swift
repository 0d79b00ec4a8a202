extension ObservableType {
  /// Returns a connectable sequence that sends this sequence's events through `subject` once
  /// connected.
  ///
  /// Subscribers subscribe to `subject`; ``ConnectableObservableType/connect()`` subscribes
  /// `subject` to this sequence. The same subject serves every connection, so after the source
  /// has terminated, later subscribers receive what `subject` replays to late observers (for a
  /// ``PublishSubject``, the terminal event).
  ///
  /// ```swift
  /// let subject = PublishSubject<Int>()
  /// let connectable = Observable.of(1, 2).multicast(subject)
  /// _ = connectable.subscribe(onNext: { print($0) })
  /// _ = connectable.connect()
  /// // Prints: 1
  /// //         2
  /// ```
  ///
  /// - Parameter subject: The subject that relays the source's events to the subscribers.
  /// - Returns: A connectable sequence.
  @inlinable
  public func multicast<Subject: SubjectType>(_ subject: Subject)
    -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
  {
    multicast(makeSubject: { subject })
  }

  /// Returns a connectable sequence that sends this sequence's events through a subject made by
  /// `makeSubject`, a new one for each connection.
  ///
  /// A subject is made when the first subscriber or connection needs one, and forgotten when its
  /// connection ends (disposed, or the source terminated), so a later connection starts afresh.
  ///
  /// - Parameter makeSubject: Makes the subject of a connection.
  /// - Returns: A connectable sequence.
  @inlinable
  public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
    -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
  {
    // The closures are made here, where the element and subject types are known, so that the
    // connectable's subscriptions and every element it relays run specialized code.
    let state = MulticastState(source: asObservable(), makeSubject: makeSubject)
    return ConnectableProducer(
      subscribe: { observer, lifetime in state.subscribe(observer, lifetime) },
      connect: { state.connect() })
  }

  /// Shares this sequence through a subject inside `selector`, once per subscription.
  ///
  /// For each subscription: makes a subject with `subjectSelector`, passes `selector` a sequence
  /// that shares one subscription to this one through that subject, subscribes to the sequence
  /// `selector` returns and then connects. Lets a selector use the source several times while
  /// subscribing to it once. An error thrown by either closure is sent as `.error`.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3)
  ///   .multicast({ PublishSubject<Int>() }, selector: { shared in
  ///     Observable.zip(shared, shared.skip(1)) { $0 + $1 }
  ///   })
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 3
  /// //         5
  /// ```
  ///
  /// - Parameters:
  ///   - subjectSelector: Makes the subject of one subscription.
  ///   - selector: Builds the result from the shared source.
  /// - Returns: The sequence `selector` returns, with the source shared.
  @inlinable
  public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
  ) -> Observable<Result> where Subject.Observer.Element == Element {
    let source = asObservable()
    return Producer { observer, lifetime in
      let state: MulticastState<Subject>
      let selected: Observable<Result>
      do {
        let subject = try subjectSelector()
        state = MulticastState(source: source, makeSubject: { subject })
        selected = try selector(
          Producer { observer, lifetime in state.subscribe(observer, lifetime) })
      } catch {
        observer(.error(error))
        return
      }
      selected.run(observer, lifetime)
      let connection = state.makeConnection().connection
      if lifetime.isDisposed {
        // The selected sequence has already ended: the source is connected and disconnected at
        // once, as in RxSwift.
        connection.start()
        connection.dispose()
        return
      }
      // Registered before starting, so disposing during a synchronous emission disconnects.
      lifetime.add(connection)
      connection.start()
    }
  }

  /// Returns a connectable sequence that relays this sequence's events, once connected, to the
  /// observers subscribed at that moment.
  ///
  /// Equivalent to `multicast(makeSubject: { PublishSubject() })`, as in RxSwift: observers that
  /// subscribe late miss earlier events, and each connection has a subject of its own, forgotten
  /// when the connection ends; observers that subscribe after the source has terminated receive
  /// nothing until the next connection.
  ///
  /// ```swift
  /// let numbers = PublishSubject<Int>()
  /// let published = numbers.publish()
  /// _ = published.subscribe(onNext: { print($0) })
  /// numbers.onNext(1)
  /// _ = published.connect()
  /// numbers.onNext(2)
  /// // Prints: 2
  /// ```
  ///
  /// - Returns: A connectable sequence.
  @inlinable
  public func publish() -> ConnectableObservable<Element> {
    multicast(makeSubject: { PublishSubject() })
  }
}

/// The state of the `multicast` operators: a lazily made subject and the current connection of
/// that subject to the source.
///
/// Its methods are inlinable and called from closures made where the subject type is known, so
/// that relaying an element to the subject runs specialized code.
@usableFromInline
final class MulticastState<Subject: SubjectType>: @unchecked Sendable {
  // @unchecked Sendable: `subject`, `connection` and `subjectGeneration` are guarded by `lock`
  @usableFromInline
  let source: Observable<Subject.Observer.Element>

  @usableFromInline
  let makeSubject: () -> Subject

  @usableFromInline
  let lock = Lock()

  @exclusivity(unchecked) @usableFromInline
  var subject: Subject?

  @exclusivity(unchecked) @usableFromInline
  var connection: MulticastConnection<Subject>?

  /// Counts the subjects forgotten so far, so that a connection is never made to a stale one.
  @exclusivity(unchecked) @usableFromInline
  var subjectGeneration = 0

  @inlinable
  init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
  }

  /// Subscribes `observer` to the subject of the current or next connection.
  @inlinable
  func subscribe(_ observer: @escaping EventHandler<Subject.Element>, _ lifetime: Lifetime) {
    currentSubject().subject.asObservable().run(observer, lifetime)
  }

  /// Connects the subject to the source, unless it is connected; returns the connection.
  @inlinable
  func connect() -> any Disposable {
    let (connection, isNew) = makeConnection()
    if isNew { connection.start() }
    return connection
  }

  /// Returns the current connection, or makes one (not yet started) if there is none.
  @inlinable
  func makeConnection() -> (connection: MulticastConnection<Subject>, isNew: Bool) {
    while true {
      if let connection = lock.locked({ connection }) { return (connection, false) }
      let (subject, generation) = currentSubject()
      let made = MulticastConnection(source: source, observer: subject.asObserver(), parent: self)
      let installed: Bool = lock.locked {
        // Another thread connected meanwhile, or a connection ended and forgot the subject.
        guard connection == nil, generation == subjectGeneration else { return false }
        connection = made
        return true
      }
      if installed { return (made, true) }
    }
  }

  /// Forgets `connection` and its subject, if it is the current one.
  @usableFromInline
  func release(_ connection: MulticastConnection<Subject>) {
    // The forgotten subject is released after leaving the lock.
    let forgotten: Subject? = lock.locked {
      guard self.connection === connection else { return nil }
      self.connection = nil
      subjectGeneration += 1
      defer { subject = nil }
      return subject
    }
    _ = forgotten
  }

  /// The subject of the current or next connection, made on first use, with the generation that
  /// tells whether it has been forgotten since.
  ///
  /// `makeSubject` runs outside the lock (it is user code); if two threads make one at once, the
  /// first to store it wins and the other subject is dropped unused.
  @inlinable
  func currentSubject() -> (subject: Subject, generation: Int) {
    if let current = lock.locked({ subject.map { ($0, subjectGeneration) } }) { return current }
    let made = makeSubject()
    return lock.locked {
      if let subject { return (subject, subjectGeneration) }
      subject = made
      return (made, subjectGeneration)
    }
  }
}

/// One connection of a ``MulticastState``: the subscription of its subject to the source.
@usableFromInline
final class MulticastConnection<Subject: SubjectType>: Cancelable, @unchecked Sendable {
  // @unchecked Sendable: immutable; `lifetime` is thread-safe and `parent` is only read
  @usableFromInline
  let source: Observable<Subject.Observer.Element>

  @usableFromInline
  let observer: Subject.Observer

  @usableFromInline
  weak let parent: MulticastState<Subject>?

  @usableFromInline
  let lifetime = Lifetime()

  @inlinable
  init(
    source: Observable<Subject.Observer.Element>, observer: Subject.Observer,
    parent: MulticastState<Subject>
  ) {
    self.source = source
    self.observer = observer
    self.parent = parent
  }

  @usableFromInline
  var isDisposed: Bool {
    lifetime.isDisposed
  }

  /// Subscribes the subject to the source.
  @inlinable
  func start() {
    if lifetime.isDisposed { return }
    source.runEnteringTrampoline({ [self] event in on(event) }, lifetime)
  }

  @inlinable
  func on(_ event: Event<Subject.Observer.Element>) {
    if lifetime.isDisposed { return }
    // Forgotten before the subject terminates, so an observer that resubscribes from its terminal
    // handler starts a new connection.
    if event.isStopEvent { dispose() }
    observer.on(event)
  }

  /// Disconnects the subject from the source.
  @usableFromInline
  func dispose() {
    parent?.release(self)
    lifetime.dispose()
  }
}
