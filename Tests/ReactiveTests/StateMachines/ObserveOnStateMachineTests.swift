import XCTest

@testable import RxSwift

final class ObserveOnStateMachineTests: ReactiveTestCase {
  private func delivered(_ machine: inout ObserveOnStateMachine<Int>) -> Event<Int>? {
    guard case .deliver(let event) = machine.deliveryStarted() else { return nil }
    return event
  }

  func testOneDeliveryActionSendsTheWaitingEventsInOrderOnePerRun() {
    var machine = ObserveOnStateMachine<Int>()
    guard case .scheduleDelivery = machine.eventArrived(.next(1)) else {
      return XCTFail("the first event schedules an action")
    }
    XCTAssertNil(machine.deliveryScheduled(BooleanDisposable()))
    guard case .ignore = machine.eventArrived(.next(2)) else {
      return XCTFail("an action is under way")
    }
    XCTAssertEqual(delivered(&machine), .next(1))
    guard case .ignore = machine.eventArrived(.completed) else {
      return XCTFail("an action is under way")
    }
    guard case .deliverNext = machine.eventDelivered(.next(1)) else { return XCTFail("2 waits") }
    XCTAssertEqual(delivered(&machine), .next(2))
    guard case .deliverNext = machine.eventDelivered(.next(2)) else {
      return XCTFail("the completion waits")
    }
    XCTAssertEqual(delivered(&machine), .completed)
    guard case .stop = machine.eventDelivered(.completed) else {
      return XCTFail("nothing follows a terminal event")
    }
  }

  func testTheLastEventLeavesTheMachineIdleAndTheNextSchedulesAnotherAction() {
    var machine = ObserveOnStateMachine<Int>()
    let first = BooleanDisposable()
    _ = machine.eventArrived(.next(1))
    _ = machine.deliveryScheduled(first)
    XCTAssertEqual(delivered(&machine), .next(1))
    guard case .stop = machine.eventDelivered(.next(1)) else { return XCTFail("nothing waits") }
    guard case .scheduleDelivery = machine.eventArrived(.next(2)) else {
      return XCTFail("no action under way")
    }
    let second = BooleanDisposable()
    XCTAssertTrue(machine.deliveryScheduled(second) as AnyObject? === first, "replaced")
    XCTAssertTrue(machine.disposed() as AnyObject? === second)
  }

  func testAnActionThatFindsNothingWaitingGoesIdle() {
    var machine = ObserveOnStateMachine<Int>()
    _ = machine.eventArrived(.next(1))
    XCTAssertEqual(delivered(&machine), .next(1))
    XCTAssertNil(delivered(&machine))
    guard case .scheduleDelivery = machine.eventArrived(.next(2)) else {
      return XCTFail("the machine did not go idle")
    }
  }

  func testDisposalDropsTheWaitingEventsAndCancelsTheAction() {
    var machine = ObserveOnStateMachine<Int>()
    let drain = BooleanDisposable()
    _ = machine.eventArrived(.next(1))
    _ = machine.deliveryScheduled(drain)
    _ = machine.eventArrived(.next(2))
    XCTAssertTrue(machine.disposed() as AnyObject? === drain)
    XCTAssertNil(delivered(&machine), "the dropped events are not sent")
    guard case .ignore = machine.eventArrived(.next(3)) else {
      return XCTFail("an event after disposal")
    }
    XCTAssertNil(machine.disposed(), "cancelled once")
  }

  func testAnActionScheduledAfterDisposalIsReturnedToBeCancelled() {
    var machine = ObserveOnStateMachine<Int>()
    _ = machine.eventArrived(.next(1))
    _ = machine.disposed()
    let late = BooleanDisposable()
    XCTAssertTrue(machine.deliveryScheduled(late) as AnyObject? === late)
  }
}
