import XCTest

@testable import RxSwift

final class WindowStateMachineTests: ReactiveTestCase {
  func testAWindowRollsOverWhenItHasReceivedCountElements() {
    var machine = WindowStateMachine(count: 2, first: "a")
    guard case .forward(to: "a") = machine.elementArrived(opening: "b") else {
      return XCTFail("the first element goes to a")
    }
    guard
      case .rollOver(ended: "a", opened: "b", generation: 1) = machine.elementArrived(
        opening: "b")
    else { return XCTFail("the second element ends a") }
    XCTAssertTrue(machine.isCurrent(1))
    guard case .forward(to: "b") = machine.elementArrived(opening: "c") else {
      return XCTFail("b counts from zero")
    }
  }

  func testTheClockRollsOverTheCurrentWindowOnlyAndResetsTheCount() {
    var machine = WindowStateMachine(count: 2, first: "a")
    _ = machine.elementArrived(opening: "x")
    guard
      case .rollOver(ended: "a", opened: "b", generation: 1) = machine.timerFired(
        0, opening: "b")
    else { return XCTFail("the clock ends a") }
    guard case .ignore = machine.timerFired(0, opening: "c") else {
      return XCTFail("a stale clock rolled over")
    }
    guard case .forward(to: "b") = machine.elementArrived(opening: "c") else {
      return XCTFail("b has received nothing yet")
    }
  }

  func testTheSourcesEndFinishesTheCurrentWindowOnce() {
    var machine = WindowStateMachine(count: 3, first: "a")
    guard case .finish("a") = machine.sourceEnded() else { return XCTFail("a ends") }
    XCTAssertFalse(machine.isCurrent(0))
    guard case .ignore = machine.elementArrived(opening: "b") else { return XCTFail("ended") }
    guard case .ignore = machine.timerFired(0, opening: "b") else { return XCTFail("ended") }
    guard case .ignore = machine.sourceEnded() else { return XCTFail("ended twice") }
  }

  func testACountOfZeroRollsOverOnlyByTime() {
    var machine = WindowStateMachine(count: 0, first: "a")
    for _ in 0..<10 {
      guard case .forward(to: "a") = machine.elementArrived(opening: "b") else {
        return XCTFail("by count")
      }
    }
  }
}
