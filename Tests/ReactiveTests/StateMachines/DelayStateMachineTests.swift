import XCTest

@testable import RxSwift

final class DelayStateMachineTests: ReactiveTestCase {
  /// Feeds `event` at `now` and returns the slot of the send it schedules, or fails.
  private func scheduledSend(
    _ machine: inout DelayStateMachine<Int>, _ event: Event<Int>, at now: RxTime,
    file: StaticString = #filePath, line: UInt = #line
  ) -> SingleAssignmentDisposable? {
    guard case .scheduleSend(let slot, arrival: nil) = machine.eventArrived(event, at: now) else {
      XCTFail("no send scheduled", file: file, line: line)
      return nil
    }
    return slot
  }

  private func delivered(_ machine: inout DelayStateMachine<Int>) -> Event<Int>? {
    guard case .deliver(let event) = machine.sendStarted() else { return nil }
    return event
  }

  func testOneSendAtATimeDeliversTheWaitingEventsInOrder() {
    var machine = DelayStateMachine<Int>()
    let start = RxTime(timeIntervalSince1970: 0)
    _ = scheduledSend(&machine, .next(1), at: start)
    guard case .ignore = machine.eventArrived(.next(2), at: start + 1) else {
      return XCTFail("a send is already scheduled")
    }
    XCTAssertEqual(delivered(&machine), .next(1))
    guard case .ignore = machine.eventArrived(.completed, at: start + 2) else {
      return XCTFail("a send is delivering")
    }
    guard case .scheduleSend(_, arrival: start + 1) = machine.sendFinished(.next(1)) else {
      return XCTFail("the next send waits from the arrival of 2")
    }
    XCTAssertEqual(delivered(&machine), .next(2))
    guard case .scheduleSend(_, arrival: start + 2) = machine.sendFinished(.next(2)) else {
      return XCTFail("the completion is delayed in turn")
    }
    XCTAssertEqual(delivered(&machine), .completed)
    guard case .ignore = machine.sendFinished(.completed), case .finished = machine else {
      return XCTFail("the completion ends the delivery")
    }
  }

  func testTheLastSendLeavesTheMachineIdleForTheNextEvent() {
    var machine = DelayStateMachine<Int>()
    let now = RxTime(timeIntervalSince1970: 0)
    _ = scheduledSend(&machine, .next(1), at: now)
    XCTAssertEqual(delivered(&machine), .next(1))
    guard case .ignore = machine.sendFinished(.next(1)), case .idle = machine else {
      return XCTFail("nothing waits")
    }
    _ = scheduledSend(&machine, .next(2), at: now + 5)
  }

  func testAnErrorIsSentAtOnceDropsTheWaitingEventsAndCancelsTheScheduledSend() {
    var machine = DelayStateMachine<Int>()
    let now = RxTime(timeIntervalSince1970: 0)
    let slot = scheduledSend(&machine, .next(1), at: now)
    guard case .fail(let error, let cancelled) = machine.eventArrived(.error(TestError()), at: now)
    else { return XCTFail("the error waits") }
    XCTAssertTrue(error is TestError)
    XCTAssertTrue(cancelled === slot)
    XCTAssertNil(delivered(&machine), "the scheduled send delivers nothing")
  }

  func testAnErrorWhileIdleIsSentAtOnce() {
    var machine = DelayStateMachine<Int>()
    guard case .fail(_, cancelling: nil) = machine.eventArrived(.error(TestError()), at: .init())
    else { return XCTFail("the error waits") }
    guard case .ignore = machine.eventArrived(.next(1), at: .init()) else {
      return XCTFail("an element after the error")
    }
  }

  func testAnErrorDuringASendFollowsItOnceTheObserverHasReturned() {
    var machine = DelayStateMachine<Int>()
    let now = RxTime(timeIntervalSince1970: 0)
    _ = scheduledSend(&machine, .next(1), at: now)
    XCTAssertEqual(delivered(&machine), .next(1))
    _ = machine.eventArrived(.next(2), at: now)
    guard case .ignore = machine.eventArrived(.error(TestError()), at: now) else {
      return XCTFail("sent during the delivery of 1")
    }
    guard case .ignore = machine.eventArrived(.error(TestError()), at: now) else {
      return XCTFail("a second error")
    }
    guard case .fail(_, cancelling: nil) = machine.sendFinished(.next(1)) else {
      return XCTFail("the error follows 1, and 2 is dropped")
    }
    guard case .finished = machine else { return XCTFail("not finished") }
  }

  func testDisposalReturnsTheScheduledSendAndStopsEverything() {
    var machine = DelayStateMachine<Int>()
    let now = RxTime(timeIntervalSince1970: 0)
    let slot = scheduledSend(&machine, .next(1), at: now)
    XCTAssertTrue(machine.disposed() as AnyObject? === slot)
    XCTAssertNil(delivered(&machine))
    XCTAssertNil(machine.disposed(), "cancelled once")
    guard case .ignore = machine.eventArrived(.next(2), at: now) else {
      return XCTFail("an element after disposal")
    }
  }

  func testADisposalDuringASendEndsItQuietly() {
    var machine = DelayStateMachine<Int>()
    let now = RxTime(timeIntervalSince1970: 0)
    _ = scheduledSend(&machine, .next(1), at: now)
    _ = machine.eventArrived(.next(2), at: now)
    XCTAssertEqual(delivered(&machine), .next(1))
    XCTAssertNil(machine.disposed(), "no send is scheduled while one delivers")
    guard case .ignore = machine.sendFinished(.next(1)) else {
      return XCTFail("2 is scheduled after disposal")
    }
  }
}
