/// Where one subscriber of a `refCount()` stands.
@usableFromInline
enum RefCountSubscriberPhase: Equatable, Sendable {
  /// It is subscribing to the connectable and has not been counted yet.
  case subscribing
  /// It is counted in the connection of this generation.
  case joined(connection: Int)
  /// It has received a terminal event: it does not join, and its departure changes nothing.
  case stopped
}

/// The decisions of one `refCount()`: its subscriber count, its connection, and which thread
/// connects and disconnects.
///
/// Each connection has a generation; a subscriber remembers the generation it joined, so that
/// its departure or terminal event after that connection has ended changes nothing. Connecting
/// and disposing connections happen outside the lock, one at a time, by whichever thread finds
/// nobody doing it: that thread settles the machine, performing every operation it asks for,
/// including those that other threads' subscriptions and departures ask for meanwhile, until
/// there is none. So no thread waits for another's connection or disconnection, and a connection
/// is never made before the previous one is disposed. The settling thread may re-enter (a
/// subscriber that resubscribes from its terminal handler, inside the connection that delivers
/// it): its nested operations are performed at once, as under RxSwift's recursive lock.
///
/// The connection, the settling thread and the connections left to dispose are three
/// independent facts: a connection may be wanted while an ended one still waits for disposal.
/// `Connection` is the connection's phase with its data; `ended` and `settling` sit beside it.
@usableFromInline
struct RefCountStateMachine {
  /// The current connection's phase, with exactly its data.
  @usableFromInline
  enum Connection {
    /// No subscriber is counted, and there is no current connection.
    case disconnected
    /// `subscribers`, at least one, are counted; the connection is not being made yet.
    case awaiting(subscribers: Int)
    /// `subscribers`, at least one, are counted; the settling thread is connecting.
    case connecting(subscribers: Int)
    /// `subscribers`, at least one, share `connection`.
    case connected(subscribers: Int, connection: any Disposable)
  }

  /// Who performs the operations the machine asks for.
  @usableFromInline
  enum Settling: Equatable {
    /// Nobody: the machine asks for nothing.
    case idle
    /// The thread of this identifier.
    case settling(thread: UInt)
  }

  /// What a subscriber's arrival, terminal event or departure asks of its thread.
  @usableFromInline
  enum SettleAction: Equatable, Sendable {
    /// Nothing: there is nothing to do, or another thread does it.
    case ignore
    /// Settle the machine, then stop settling: no other thread was.
    case settle
    /// Settle the machine, nested inside this thread's own settling.
    case settleNested
  }

  /// What a subscriber that has subscribed does.
  @usableFromInline
  enum JoinAction: Equatable, Sendable {
    /// Nothing: it received a terminal event while subscribing.
    case ignore
    /// Register its departure from this generation's connection, then settle as `settle` says.
    case join(connection: Int, settle: SettleAction)
  }

  /// What the settling thread does next.
  @usableFromInline
  enum Step {
    /// Dispose this ended connection.
    case dispose(any Disposable)
    /// Connect the connectable, and report the connection with
    /// ``RefCountStateMachine/connectionMade(_:generation:nested:)``.
    case connect(generation: Int)
    /// Nothing is left: stop settling.
    case settled
  }

  @usableFromInline
  var connection = Connection.disconnected

  /// The generation of the current connection, made or to be made.
  @usableFromInline
  var generation = 0

  /// Connections that ended, to dispose in order.
  @usableFromInline
  var ended = FIFO<any Disposable>()

  @usableFromInline
  var settling = Settling.idle

  @inlinable
  init() {}

  /// A subscriber has subscribed to the connectable: it is counted, unless it has already
  /// received a terminal event (from a terminated subject). One whose downstream ended during
  /// its subscription (a `take(1)` that a replay satisfied) is counted and connects, then leaves
  /// at once, as in RxSwift.
  @inlinable
  mutating func subscriberSubscribed(
    _ subscriber: inout RefCountSubscriberPhase, thread: UInt
  ) -> JoinAction {
    guard subscriber == .subscribing else {
      guard subscriber == .stopped else {
        preconditionFailure("RefCountStateMachine.subscriberSubscribed: subscribed twice")
      }
      return .ignore
    }
    subscriber = .joined(connection: generation)
    switch connection {
    case .disconnected:
      connection = .awaiting(subscribers: 1)
    case .awaiting(let subscribers):
      connection = .awaiting(subscribers: subscribers + 1)
    case .connecting(let subscribers):
      connection = .connecting(subscribers: subscribers + 1)
    case .connected(let subscribers, let made):
      connection = .connected(subscribers: subscribers + 1, connection: made)
    }
    return .join(connection: generation, settle: claimSettling(thread))
  }

  /// A subscriber has received a terminal event: the connection it joined, if current, is over.
  @inlinable
  mutating func subscriberStopped(
    _ subscriber: inout RefCountSubscriberPhase, thread: UInt
  ) -> SettleAction {
    defer { subscriber = .stopped }
    guard subscriber == .joined(connection: generation) else { return .ignore }
    endConnection()
    return claimSettling(thread)
  }

  /// A subscriber of the connection of `joined` has left: the last one disconnects.
  @inlinable
  mutating func subscriberLeft(connection joined: Int, thread: UInt) -> SettleAction {
    guard joined == generation else { return .ignore }
    switch connection {
    case .disconnected:
      preconditionFailure("RefCountStateMachine.subscriberLeft: more subscribers left than joined")
    case .awaiting(let subscribers):
      if subscribers > 1 {
        connection = .awaiting(subscribers: subscribers - 1)
        return .ignore
      }
    case .connecting(let subscribers):
      if subscribers > 1 {
        connection = .connecting(subscribers: subscribers - 1)
        return .ignore
      }
    case .connected(let subscribers, let made):
      if subscribers > 1 {
        connection = .connected(subscribers: subscribers - 1, connection: made)
        return .ignore
      }
    }
    endConnection()
    return claimSettling(thread)
  }

  /// The settling thread asks for its next operation, first or after a disposal; `nested` tells
  /// whether it settles inside its own outer settling, which goes on after it.
  @inlinable
  mutating func settlingContinued(nested: Bool) -> Step {
    if let disposal = ended.popFirst() { return .dispose(disposal) }
    if case .awaiting(let subscribers) = connection {
      connection = .connecting(subscribers: subscribers)
      return .connect(generation: generation)
    }
    if !nested { settling = .idle }
    return .settled
  }

  /// The settling thread has made the connection of `made`'s generation; returns its next
  /// operation.
  @inlinable
  mutating func connectionMade(
    _ connectionMade: any Disposable, generation made: Int, nested: Bool
  ) -> Step {
    switch connection {
    case .connecting(let subscribers) where made == generation:
      connection = .connected(subscribers: subscribers, connection: connectionMade)
    case .connected(_, let current) where isSameObject(current, connectionMade):
      // A nested connect, made while this one ran, was handed the same connection.
      break
    default:
      // Its subscribers left, or it ended, while it was being made.
      ended.append(connectionMade)
    }
    return settlingContinued(nested: nested)
  }

  /// Starts a new generation and queues the current connection for disposal.
  @inlinable
  mutating func endConnection() {
    generation &+= 1
    if case .connected(_, let made) = connection { ended.append(made) }
    connection = .disconnected
  }

  /// Whether there is a connection to make or to dispose.
  @inlinable
  var asksForOperation: Bool {
    if case .awaiting = connection { return true }
    return !ended.isEmpty
  }

  /// After a change: who performs the operations it asks for, if any.
  @inlinable
  mutating func claimSettling(_ thread: UInt) -> SettleAction {
    guard asksForOperation else { return .ignore }
    switch settling {
    case .idle:
      settling = .settling(thread: thread)
      return .settle
    case .settling(let settler):
      return settler == thread ? .settleNested : .ignore
    }
  }
}

/// Whether two disposables are one object.
@inlinable
func isSameObject(_ first: any Disposable, _ second: any Disposable) -> Bool {
  type(of: first) is AnyClass && (first as AnyObject) === (second as AnyObject)
}
