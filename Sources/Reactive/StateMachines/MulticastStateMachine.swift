/// The decisions of one `multicast` connectable (`publish`, `replay`, `replayAll` and the
/// `multicast` operators): its subject, made on first use, and the connection of that subject to
/// the source.
///
/// A subject is made when the first subscriber or connection needs one, outside the lock since
/// making it is user code, and forgotten when its connection ends (disposed, or the source
/// terminated), so that a later connection starts afresh. `Subject` is the subject and
/// `Connection` the object of one connection; the machine only keeps and returns them.
@usableFromInline
struct MulticastStateMachine<Subject, Connection: AnyObject> {
  /// Where the connectable stands, with exactly the data of that phase.
  @usableFromInline
  enum Phase {
    /// No subject has been made since the last connection ended, or ever.
    case unmade
    /// `subject` serves subscribers; it is not connected.
    case made(Subject)
    /// `subject` is connected to the source by `connection`.
    case connected(Subject, Connection)
  }

  /// What a subscriber that needs the subject does.
  @usableFromInline
  enum SubjectAction {
    /// Subscribe to this subject.
    case use(Subject)
    /// Make one and report it with ``MulticastStateMachine/subjectMade(_:)``.
    case makeSubject
  }

  /// What a `connect()` does.
  @usableFromInline
  enum ConnectAction {
    /// Return this connection: the subject is connected already.
    case existing(Connection)
    /// Make a connection of this subject, made in this generation, and report it with
    /// ``MulticastStateMachine/connectionMade(_:generation:)``.
    case connect(Subject, generation: Int)
    /// Make a subject, report it with ``MulticastStateMachine/subjectMade(_:)``, and ask again.
    case makeSubject
  }

  /// What to do with a connection just made.
  @usableFromInline
  enum MadeAction: Equatable, Sendable {
    /// Start it: it is the subject's connection.
    case start
    /// Drop it and ask again: another thread connected meanwhile, or a connection ended and
    /// forgot the subject.
    case retry
  }

  /// What to do once a connection has ended.
  @usableFromInline
  enum EndAction {
    /// Let go of this forgotten subject after leaving the lock: releasing it may run
    /// deinitializers that call back into the connectable.
    case release(Subject)
    /// Nothing: it was not the current connection.
    case ignore
  }

  @usableFromInline
  var phase = Phase.unmade

  /// Counts the subjects forgotten so far, so that a connection is never made to a stale one.
  @usableFromInline
  var generation = 0

  @inlinable
  init() {}

  /// A subscriber needs the subject of the current or next connection.
  @inlinable
  func subjectRequested() -> SubjectAction {
    switch phase {
    case .unmade: .makeSubject
    case .made(let subject), .connected(let subject, _): .use(subject)
    }
  }

  /// A subject has been made: it is kept unless another thread's was kept meanwhile, and the kept
  /// one is used.
  @inlinable
  mutating func subjectMade(_ made: Subject) -> SubjectAction {
    if case .unmade = phase { phase = .made(made) }
    return subjectRequested()
  }

  /// `connect()` was called, or a `multicast(_:selector:)` subscription connects.
  @inlinable
  func connectRequested() -> ConnectAction {
    switch phase {
    case .unmade: .makeSubject
    case .made(let subject): .connect(subject, generation: generation)
    case .connected(_, let connection): .existing(connection)
    }
  }

  /// A connection of the subject of `made` has been made.
  @inlinable
  mutating func connectionMade(_ connection: Connection, generation made: Int) -> MadeAction {
    guard made == generation, case .made(let subject) = phase else { return .retry }
    phase = .connected(subject, connection)
    return .start
  }

  /// `connection` has ended: disposed, or its source terminated.
  @inlinable
  mutating func connectionEnded(_ connection: Connection) -> EndAction {
    guard case .connected(let subject, let current) = phase, current === connection else {
      return .ignore
    }
    phase = .unmade
    generation += 1
    return .release(subject)
  }
}
