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
    let source = asObservable()
    let connectable = MulticastShell<Subject>(MulticastStateMachine())
    return ConnectableProducer(
      subscribe: { observer, lifetime in
        connectable.subject(makeSubject).asObservable().run(observer, lifetime)
      },
      connect: { connectable.connect(source, makeSubject) })
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
      let connectable = MulticastShell<Subject>(MulticastStateMachine())
      let subject: Subject
      let selected: Observable<Result>
      do {
        subject = try subjectSelector()
        selected = try selector(
          Producer { observer, lifetime in
            connectable.subject({ subject }).asObservable().run(observer, lifetime)
          })
      } catch {
        observer(.error(error))
        return
      }
      selected.run(observer, lifetime)
      let connection = connectable.makeConnection(source, { subject }).connection
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

/// The shell of a `multicast` connectable's machine.
@usableFromInline
typealias MulticastShell<Subject: SubjectType> = LockedMachine<
  MulticastStateMachine<Subject, MulticastConnection<Subject>>
>

extension LockedMachine {
  /// The subject of the current or next connection, made with `makeSubject` on first use.
  ///
  /// `makeSubject` runs outside the lock (it is user code); if two threads make one at once, the
  /// first to store it wins and the other subject is dropped unused.
  @inlinable
  func subject<Subject: SubjectType>(_ makeSubject: () -> Subject) -> Subject
  where Machine == MulticastStateMachine<Subject, MulticastConnection<Subject>> {
    var action = withMachine { $0.subjectRequested() }
    while true {
      switch action {
      case .use(let subject):
        return subject
      case .makeSubject:
        let made = makeSubject()
        action = withMachine { $0.subjectMade(made) }
      }
    }
  }

  /// Connects the subject to `source`, unless it is connected; returns the connection.
  @inlinable
  func connect<Subject: SubjectType>(
    _ source: Observable<Subject.Observer.Element>, _ makeSubject: () -> Subject
  ) -> any Disposable
  where Machine == MulticastStateMachine<Subject, MulticastConnection<Subject>> {
    let (connection, isNew) = makeConnection(source, makeSubject)
    if isNew { connection.start() }
    return connection
  }

  /// Returns the current connection, or makes one (not yet started) if there is none.
  @inlinable
  func makeConnection<Subject: SubjectType>(
    _ source: Observable<Subject.Observer.Element>, _ makeSubject: () -> Subject
  ) -> (connection: MulticastConnection<Subject>, isNew: Bool)
  where Machine == MulticastStateMachine<Subject, MulticastConnection<Subject>> {
    while true {
      switch withMachine({ $0.connectRequested() }) {
      case .existing(let connection):
        return (connection, false)
      case .connect(let subject, let generation):
        let made = MulticastConnection(source: source, observer: subject.asObserver(), parent: self)
        if withMachine({ $0.connectionMade(made, generation: generation) }) == .start {
          return (made, true)
        }
      case .makeSubject:
        let made = makeSubject()
        _ = withMachine { $0.subjectMade(made) }
      }
    }
  }

  /// Forgets `connection` and its subject, if it is the current one.
  @usableFromInline
  func end<Subject: SubjectType>(_ connection: MulticastConnection<Subject>)
  where Machine == MulticastStateMachine<Subject, MulticastConnection<Subject>> {
    // The forgotten subject, in the returned action, is released after leaving the lock.
    _ = withMachine { $0.connectionEnded(connection) }
  }
}

/// One connection of a `multicast` connectable: the subscription of its subject to the source.
@usableFromInline
final class MulticastConnection<Subject: SubjectType>: Cancelable, @unchecked Sendable {
  // @unchecked Sendable: immutable; `lifetime` is thread-safe and `parent` is only read
  @usableFromInline
  let source: Observable<Subject.Observer.Element>

  @usableFromInline
  let observer: Subject.Observer

  @usableFromInline
  weak let parent: MulticastShell<Subject>?

  @usableFromInline
  let lifetime = Lifetime()

  @inlinable
  init(
    source: Observable<Subject.Observer.Element>, observer: Subject.Observer,
    parent: MulticastShell<Subject>
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
    parent?.end(self)
    lifetime.dispose()
  }
}
