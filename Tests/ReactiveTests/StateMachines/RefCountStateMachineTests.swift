import XCTest

@testable import RxSwift

/// The `refCount()` machine, transition by transition; threads are identifiers, and connections
/// named disposables.
final class RefCountStateMachineTests: ReactiveTestCase {
  typealias Machine = RefCountStateMachine

  func testTheFirstSubscriberConnectsAndLaterOnesJoinTheConnection() {
    var machine = Machine()
    var first = RefCountSubscriberPhase.subscribing
    XCTAssertEqual(
      machine.subscriberSubscribed(&first, thread: 1), .join(connection: 0, settle: .settle))
    XCTAssertEqual(first, .joined(connection: 0))
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "connect(0)")
    XCTAssertEqual(describe(machine.connection), "connecting(1)")
    let connection = NamedConnection("c0")
    XCTAssertEqual(
      describe(machine.connectionMade(connection, generation: 0, nested: false)), "settled")
    XCTAssertEqual(describe(machine.connection), "connected(1, c0)")
    XCTAssertEqual(machine.settling, .idle)
    var second = RefCountSubscriberPhase.subscribing
    XCTAssertEqual(
      machine.subscriberSubscribed(&second, thread: 2), .join(connection: 0, settle: .ignore))
    XCTAssertEqual(describe(machine.connection), "connected(2, c0)")
  }

  func testTheLastDepartureDisconnectsAndTheNextSubscriberReconnects() {
    var machine = connected(subscribers: 2)
    XCTAssertEqual(machine.subscriberLeft(connection: 0, thread: 1), .ignore)
    XCTAssertEqual(describe(machine.connection), "connected(1, c0)")
    XCTAssertEqual(machine.subscriberLeft(connection: 0, thread: 2), .settle)
    XCTAssertEqual(machine.generation, 1)
    XCTAssertEqual(describe(machine.connection), "disconnected")
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "dispose(c0)")
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "settled")
    XCTAssertEqual(machine.settling, .idle)
    var next = RefCountSubscriberPhase.subscribing
    XCTAssertEqual(
      machine.subscriberSubscribed(&next, thread: 1), .join(connection: 1, settle: .settle))
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "connect(1)")
  }

  func testATerminalEventEndsTheConnectionItJoinedForEverySubscriber() {
    var machine = connected(subscribers: 2)
    var subscriber = RefCountSubscriberPhase.joined(connection: 0)
    XCTAssertEqual(machine.subscriberStopped(&subscriber, thread: 1), .settle)
    XCTAssertEqual(subscriber, .stopped)
    XCTAssertEqual(describe(machine.connection), "disconnected")
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "dispose(c0)")
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "settled")
    var other = RefCountSubscriberPhase.joined(connection: 0)
    XCTAssertEqual(machine.subscriberStopped(&other, thread: 1), .ignore, "already ended")
    XCTAssertEqual(machine.subscriberLeft(connection: 0, thread: 1), .ignore, "already ended")
    XCTAssertEqual(describe(machine.connection), "disconnected")
  }

  func testASubscriberStoppedWhileSubscribingNeitherJoinsNorConnects() {
    var machine = Machine()
    var subscriber = RefCountSubscriberPhase.subscribing
    XCTAssertEqual(machine.subscriberStopped(&subscriber, thread: 1), .ignore)
    XCTAssertEqual(subscriber, .stopped)
    XCTAssertEqual(machine.subscriberSubscribed(&subscriber, thread: 1), .ignore)
    XCTAssertEqual(describe(machine.connection), "disconnected")
    XCTAssertEqual(machine.generation, 0)
  }

  func testAConnectionWhoseSubscribersLeftWhileItWasMadeIsDisposedOnceMade() {
    var machine = Machine()
    var subscriber = RefCountSubscriberPhase.subscribing
    _ = machine.subscriberSubscribed(&subscriber, thread: 1)
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "connect(0)")
    // Another thread's departure: thread 1 settles, and nothing is made yet to dispose.
    XCTAssertEqual(machine.subscriberLeft(connection: 0, thread: 2), .ignore)
    XCTAssertEqual(describe(machine.connection), "disconnected")
    XCTAssertEqual(
      describe(machine.connectionMade(NamedConnection("c0"), generation: 0, nested: false)),
      "dispose(c0)")
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "settled")
    XCTAssertEqual(machine.settling, .idle)
  }

  func testASubscriberArrivingWhileAnotherThreadSettlesIsConnectedByItAfterTheDisposal() {
    var machine = connected(subscribers: 1)
    XCTAssertEqual(machine.subscriberLeft(connection: 0, thread: 1), .settle)
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "dispose(c0)")
    // Thread 1 disposes c0 when thread 2 subscribes: thread 2 returns without connecting.
    var subscriber = RefCountSubscriberPhase.subscribing
    XCTAssertEqual(
      machine.subscriberSubscribed(&subscriber, thread: 2), .join(connection: 1, settle: .ignore))
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "connect(1)")
    XCTAssertEqual(
      describe(machine.connectionMade(NamedConnection("c1"), generation: 1, nested: false)),
      "settled")
    XCTAssertEqual(describe(machine.connection), "connected(1, c1)")
  }

  func testEndedConnectionsAreDisposedInOrderBeforeTheNextIsMade() {
    var machine = connected(subscribers: 1)
    XCTAssertEqual(machine.subscriberLeft(connection: 0, thread: 1), .settle)
    var second = RefCountSubscriberPhase.subscribing
    XCTAssertEqual(
      machine.subscriberSubscribed(&second, thread: 2), .join(connection: 1, settle: .ignore))
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "dispose(c0)")
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "connect(1)")
  }

  func testAResubscriptionFromATerminalHandlerInsideTheConnectionSettlesNested() {
    var machine = Machine()
    var first = RefCountSubscriberPhase.subscribing
    _ = machine.subscriberSubscribed(&first, thread: 1)
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "connect(0)")
    // Inside the connect: a synchronous source completes, and the handler resubscribes.
    XCTAssertEqual(machine.subscriberStopped(&first, thread: 1), .ignore)
    var again = RefCountSubscriberPhase.subscribing
    XCTAssertEqual(
      machine.subscriberSubscribed(&again, thread: 1),
      .join(connection: 1, settle: .settleNested))
    XCTAssertEqual(describe(machine.settlingContinued(nested: true)), "connect(1)")
    XCTAssertEqual(
      describe(machine.connectionMade(NamedConnection("c1"), generation: 1, nested: true)),
      "settled")
    XCTAssertEqual(machine.settling, .settling(thread: 1), "the outer settling goes on")
    XCTAssertEqual(
      describe(machine.connectionMade(NamedConnection("c0"), generation: 0, nested: false)),
      "dispose(c0)")
    XCTAssertEqual(describe(machine.settlingContinued(nested: false)), "settled")
    XCTAssertEqual(machine.settling, .idle)
    XCTAssertEqual(describe(machine.connection), "connected(1, c1)")
  }

  func testAnOuterConnectHandedTheNestedConnectionKeepsIt() {
    var machine = Machine()
    var first = RefCountSubscriberPhase.subscribing
    _ = machine.subscriberSubscribed(&first, thread: 1)
    _ = machine.settlingContinued(nested: false)
    _ = machine.subscriberStopped(&first, thread: 1)
    var again = RefCountSubscriberPhase.subscribing
    _ = machine.subscriberSubscribed(&again, thread: 1)
    _ = machine.settlingContinued(nested: true)
    let shared = NamedConnection("shared")
    _ = machine.connectionMade(shared, generation: 1, nested: true)
    XCTAssertEqual(
      describe(machine.connectionMade(shared, generation: 0, nested: false)), "settled",
      "not disposed: it is the current connection")
    XCTAssertEqual(describe(machine.connection), "connected(1, shared)")
  }

  /// A machine whose connection `c0` of generation 0 is made and shared by `subscribers`.
  private func connected(subscribers: Int) -> Machine {
    var machine = Machine()
    for thread in 1...subscribers {
      var subscriber = RefCountSubscriberPhase.subscribing
      _ = machine.subscriberSubscribed(&subscriber, thread: UInt(thread))
    }
    _ = machine.settlingContinued(nested: false)
    _ = machine.connectionMade(NamedConnection("c0"), generation: 0, nested: false)
    return machine
  }

  private func describe(_ step: Machine.Step) -> String {
    switch step {
    case .dispose(let connection): "dispose(\(connection))"
    case .connect(let generation): "connect(\(generation))"
    case .settled: "settled"
    }
  }

  private func describe(_ connection: Machine.Connection) -> String {
    switch connection {
    case .disconnected: "disconnected"
    case .awaiting(let subscribers): "awaiting(\(subscribers))"
    case .connecting(let subscribers): "connecting(\(subscribers))"
    case .connected(let subscribers, let made): "connected(\(subscribers), \(made))"
    }
  }
}
