import XCTest

@testable import RxSwift

/// The `share(replay:scope:)` machine, transition by transition; actions are compared through
/// descriptions that give the keys, the replays and the number of observers delivered to.
final class ShareStateMachineTests: ReactiveTestCase {
  typealias Machine = ShareStateMachine<Int>

  func testTheFirstSubscriberConnectsAndLaterOnesJoinTheConnection() {
    var machine = Machine(replay: 0, keepsState: false)
    let (first, upstream, _) = subscribe(&machine)
    XCTAssertEqual(first, "register(connecting)")
    XCTAssertEqual(describe(machine.phase, upstream), "connected")
    XCTAssertEqual(subscribe(&machine).action, "register")
    XCTAssertEqual(describe(machine.eventArrived(.next(1), from: upstream!)), "deliver(2)")
  }

  func testASubscriberAfterAnElementCatchesUpOnTheReplay() {
    var machine = Machine(replay: 2, keepsState: false)
    let upstream = subscribe(&machine).upstream!
    for element in 1...3 { _ = machine.eventArrived(.next(element), from: upstream) }
    XCTAssertEqual(subscribe(&machine).action, "catchUp([2, 3])")
    XCTAssertEqual(
      describe(machine.eventArrived(.next(4), from: upstream)), "deliver(1)",
      "not registered before its replay")
    XCTAssertEqual(Array(machine.buffer), [3, 4])
  }

  func testACatchingUpSubscriberIsRegisteredOnceItsReplayIsOver() {
    var machine = Machine(replay: 1, keepsState: false)
    let upstream = subscribe(&machine).upstream!
    _ = machine.eventArrived(.next(1), from: upstream)
    let lifetime = Lifetime()
    guard case .catchUp(let observer, _, nil) = machine.subscribed({ _ in }, lifetime) else {
      return XCTFail("expected a catch-up")
    }
    guard case .registered = machine.catchUpContinued(observer) else {
      return XCTFail("expected a registration")
    }
    XCTAssertTrue(machine.catchingUp.isEmpty)
    XCTAssertEqual(describe(machine.eventArrived(.next(2), from: upstream)), "deliver(2)")
  }

  func testTheLastDepartureDisconnectsAndForgetsTheBufferWhileConnected() {
    var machine = Machine(replay: 1, keepsState: false)
    let (_, upstream, first) = subscribe(&machine)
    let second = subscribe(&machine).key!
    _ = machine.eventArrived(.next(1), from: upstream!)
    XCTAssertEqual(describe(machine.observerLeft(first!), upstream), "release")
    XCTAssertEqual(describe(machine.observerLeft(first!), upstream), "release", "left once")
    XCTAssertEqual(describe(machine.observerLeft(second), upstream), "disconnect")
    XCTAssertEqual(describe(machine.phase, upstream), "disconnected")
    XCTAssertEqual(machine.buffer.count, 0)
    XCTAssertEqual(subscribe(&machine).action, "register(connecting)", "connects again")
  }

  func testTheLastDepartureKeepsTheBufferForever() {
    var machine = Machine(replay: 1, keepsState: true)
    let (_, upstream, key) = subscribe(&machine)
    _ = machine.eventArrived(.next(1), from: upstream!)
    XCTAssertEqual(describe(machine.observerLeft(key!), upstream), "disconnect")
    XCTAssertEqual(Array(machine.buffer), [1])
    XCTAssertEqual(subscribe(&machine).action, "catchUp([1], connecting)")
  }

  func testACatchingUpSubscriberLeavingLastDisconnects() {
    var machine = Machine(replay: 1, keepsState: false)
    let (_, upstream, key) = subscribe(&machine)
    _ = machine.eventArrived(.next(1), from: upstream!)
    guard case .catchUp(let observer, _, nil) = machine.subscribed({ _ in }, Lifetime()) else {
      return XCTFail("expected a catch-up")
    }
    XCTAssertEqual(describe(machine.observerLeft(key!), upstream), "release")
    XCTAssertEqual(describe(machine.catchingUpLeft(observer), upstream), "disconnect")
    XCTAssertEqual(describe(machine.catchingUpLeft(observer), upstream), "release", "left once")
  }

  func testCompletionWhileConnectedEndsTheConnectionAndTheNextSubscriberReconnects() {
    for event in [Event<Int>.completed, .error(TestError.boom)] {
      var machine = Machine(replay: 1, keepsState: false)
      let upstream = subscribe(&machine).upstream!
      _ = machine.eventArrived(.next(1), from: upstream)
      XCTAssertEqual(describe(machine.eventArrived(event, from: upstream)), "deliver(1)")
      XCTAssertEqual(describe(machine.phase, upstream), "disconnected")
      XCTAssertTrue(machine.observers.isEmpty)
      XCTAssertEqual(machine.buffer.count, 0)
      XCTAssertEqual(subscribe(&machine).action, "register(connecting)")
    }
  }

  func testCompletionForeverIsReplayedWithTheBufferAndNeverReconnects() {
    var machine = Machine(replay: 1, keepsState: true)
    let upstream = subscribe(&machine).upstream!
    _ = machine.eventArrived(.next(1), from: upstream)
    _ = machine.eventArrived(.error(TestError.boom), from: upstream)
    XCTAssertEqual(describe(machine.phase, upstream), "terminated(error(boom))")
    XCTAssertEqual(subscribe(&machine).action, "replayTerminated([1], error(boom))")
    XCTAssertEqual(subscribe(&machine).action, "replayTerminated([1], error(boom))")
  }

  func testEventsOfAnEndedConnectionAreDropped() {
    var machine = Machine(replay: 1, keepsState: false)
    let (_, old, key) = subscribe(&machine)
    _ = machine.observerLeft(key!)
    let current = subscribe(&machine).upstream!
    XCTAssertFalse(old! === current)
    XCTAssertEqual(describe(machine.eventArrived(.next(1), from: old!)), "ignore")
    XCTAssertEqual(describe(machine.eventArrived(.completed, from: old!)), "ignore")
    XCTAssertEqual(machine.buffer.count, 0)
    XCTAssertEqual(describe(machine.phase, current), "connected")
  }

  func testAnEventWhileCatchingUpOnThisThreadIsQueuedForTheReplay() {
    var machine = Machine(replay: 1, keepsState: false)
    let upstream = subscribe(&machine).upstream!
    _ = machine.eventArrived(.next(1), from: upstream)
    guard case .catchUp(let observer, _, nil) = machine.subscribed({ _ in }, Lifetime()) else {
      return XCTFail("expected a catch-up")
    }
    _ = machine.eventArrived(.completed, from: upstream)
    guard case .deliver(let event) = machine.catchUpContinued(observer) else {
      return XCTFail("expected the terminal event after the replay")
    }
    XCTAssertEqual(String(describing: event), "completed")
    XCTAssertEqual(
      describe(machine.catchingUpLeft(observer), upstream), "release",
      "the connection ended with its terminal event")
    XCTAssertTrue(machine.catchingUp.isEmpty)
  }

  private enum TestError: Error, CustomStringConvertible {
    case boom

    var description: String { "boom" }
  }

  /// Subscribes an observer that ignores everything; returns the action's description, the
  /// connection it starts and the key it is registered under.
  @discardableResult
  private func subscribe(_ machine: inout Machine) -> (
    action: String, upstream: Lifetime?, key: Int?
  ) {
    switch machine.subscribed({ _ in }, Lifetime()) {
    case .register(let key, let connecting):
      return ("register\(connecting == nil ? "" : "(connecting)")", connecting, key)
    case .catchUp(_, let replay, let connecting):
      return (
        "catchUp(\(Array(replay))\(connecting == nil ? "" : ", connecting"))", connecting, nil
      )
    case .replayTerminated(let replay, let terminal):
      return ("replayTerminated(\(Array(replay)), \(terminal))", nil, nil)
    }
  }

  private func describe(_ action: Machine.EventAction) -> String {
    switch action {
    case .deliver(let observers, _, _): "deliver(\(observers.count))"
    case .ignore: "ignore"
    }
  }

  private func describe(_ action: Machine.DepartureAction, _ upstream: Lifetime?) -> String {
    switch action {
    case .disconnect(let connection, _): connection === upstream ? "disconnect" : "disconnect?"
    case .release: "release"
    }
  }

  private func describe(_ phase: Machine.Phase, _ upstream: Lifetime?) -> String {
    switch phase {
    case .disconnected: "disconnected"
    case .connected(let connection): connection === upstream ? "connected" : "connected?"
    case .terminated(let event): "terminated(\(event))"
    }
  }
}
