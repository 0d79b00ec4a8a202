import XCTest

@testable import RxSwift

final class BufferStateMachineTests: ReactiveTestCase {
  func testABufferEndsWhenItHoldsCountElements() {
    var machine = BufferStateMachine<Int>(count: 2)
    guard case .ignore = machine.elementArrived(1),
      case .send([1, 2], let next) = machine.elementArrived(2)
    else { return XCTFail("the buffer must end at two elements") }
    XCTAssertEqual(next, 1)
    XCTAssertTrue(machine.isCurrent(1))
    XCTAssertFalse(machine.isCurrent(0))
  }

  func testTheClockEndsTheCurrentBufferEvenEmptyAndNotAStaleOne() {
    var machine = BufferStateMachine<Int>(count: 5)
    guard case .send([], 1) = machine.timerFired(0) else {
      return XCTFail("an empty buffer is sent")
    }
    guard case .ignore = machine.timerFired(0) else { return XCTFail("a stale clock ended it") }
    _ = machine.elementArrived(7)
    guard case .send([7], 2) = machine.timerFired(1) else { return XCTFail("7 must be sent") }
  }

  func testAClockStartedBeforeABufferFilledByCountIsStale() {
    var machine = BufferStateMachine<Int>(count: 1)
    guard case .send([1], 1) = machine.elementArrived(1) else { return XCTFail("count is 1") }
    guard case .ignore = machine.timerFired(0) else { return XCTFail("a stale clock ended it") }
  }

  func testCompletionSendsTheBufferEvenEmptyThenNothingElse() {
    var machine = BufferStateMachine<Int>(count: 3)
    _ = machine.elementArrived(1)
    guard case .complete(sending: [1]) = machine.sourceCompleted() else {
      return XCTFail("[1] must be sent")
    }
    XCTAssertFalse(machine.isCurrent(0))
    guard case .ignore = machine.timerFired(0) else { return XCTFail("ended") }
    var empty = BufferStateMachine<Int>(count: 3)
    guard case .complete(sending: []) = empty.sourceCompleted() else {
      return XCTFail("an empty buffer is sent at completion")
    }
  }

  func testAnErrorDropsTheBuffer() {
    var machine = BufferStateMachine<Int>(count: 3)
    _ = machine.elementArrived(1)
    guard case .fail = machine.sourceFailed() else { return XCTFail("the error must pass") }
    guard case .ignore = machine.elementArrived(2) else { return XCTFail("ended") }
  }

  func testACountOfZeroEndsBuffersOnlyByTime() {
    var machine = BufferStateMachine<Int>(count: 0)
    for element in 0..<10 {
      guard case .ignore = machine.elementArrived(element) else { return XCTFail("by count") }
    }
    guard case .send(let buffer, _) = machine.timerFired(0) else { return XCTFail("by time") }
    XCTAssertEqual(buffer, Array(0..<10))
  }
}
