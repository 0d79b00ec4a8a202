import XCTest

@testable import RxSwift

final class DebounceStateMachineTests: ReactiveTestCase {
  func testOnlyTheClockOfTheLatestElementSendsIt() {
    var machine = DebounceStateMachine<Int>()
    guard case .startTimer(let first) = machine.elementArrived(1),
      case .startTimer(let second) = machine.elementArrived(2)
    else { return XCTFail("each element starts a clock") }
    XCTAssertNotEqual(first, second)
    guard case .ignore = machine.timerFired(first) else { return XCTFail("a stale clock sent") }
    guard case .send(2) = machine.timerFired(second) else { return XCTFail("2 was not sent") }
    guard case .ignore = machine.timerFired(second) else { return XCTFail("2 was sent twice") }
  }

  func testCompletionSendsTheHeldElementFirst() {
    var machine = DebounceStateMachine<Int>()
    _ = machine.elementArrived(1)
    guard case .complete(sending: 1) = machine.sourceCompleted() else {
      return XCTFail("1 must be sent before the completion")
    }
    guard case .ignore = machine.elementArrived(2) else { return XCTFail("ended") }
  }

  func testCompletionWithNothingHeldSendsOnlyTheCompletion() {
    var machine = DebounceStateMachine<Int>()
    _ = machine.elementArrived(1)
    if case .startTimer(let generation) = machine.elementArrived(2) {
      _ = machine.timerFired(generation)
    }
    guard case .complete(sending: nil) = machine.sourceCompleted() else {
      return XCTFail("nothing was held")
    }
  }

  func testAnErrorDropsTheHeldElementAndNoClockSendsAfterIt() {
    var machine = DebounceStateMachine<Int>()
    guard case .startTimer(let generation) = machine.elementArrived(1) else {
      return XCTFail("no clock")
    }
    guard case .fail = machine.sourceFailed() else { return XCTFail("the error must pass") }
    guard case .ignore = machine.timerFired(generation) else { return XCTFail("sent after it") }
    guard case .ignore = machine.sourceCompleted() else { return XCTFail("ended twice") }
  }
}
