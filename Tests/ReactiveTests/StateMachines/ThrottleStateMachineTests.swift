import Foundation
import XCTest

@testable import RxSwift

final class ThrottleStateMachineTests: ReactiveTestCase {
  let start = Date(timeIntervalSince1970: 1_000)

  func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

  func testTheFirstElementIsSentAtOnceAndOneInTheWindowWaitsForItsEnd() {
    var machine = ThrottleStateMachine<Int>(dueTime: .seconds(10), latest: true)
    guard case .send(1) = machine.elementArrived(1, now: at(0)) else { return XCTFail("1") }
    machine.sent(at: at(0))
    guard case .scheduleWindowEnd(let wait) = machine.elementArrived(2, now: at(4)) else {
      return XCTFail("2 waits for the window's end")
    }
    XCTAssertEqual(wait, .seconds(6))
    guard case .ignore = machine.elementArrived(3, now: at(5)) else {
      return XCTFail("the window's end is already scheduled")
    }
    guard case .send(3) = machine.windowEnded() else { return XCTFail("the latest, 3") }
    machine.sent(at: at(10))
    guard case .scheduleWindowEnd(let next) = machine.elementArrived(4, now: at(10)) else {
      return XCTFail("sending 3 opened a window")
    }
    XCTAssertEqual(next, .seconds(10))
  }

  func testWithoutLatestElementsInTheWindowAreDropped() {
    var machine = ThrottleStateMachine<Int>(dueTime: .seconds(10), latest: false)
    _ = machine.elementArrived(1, now: at(0))
    machine.sent(at: at(0))
    guard case .ignore = machine.elementArrived(2, now: at(4)) else { return XCTFail("dropped") }
    guard case .ignore = machine.windowEnded() else { return XCTFail("nothing held") }
    guard case .send(3) = machine.elementArrived(3, now: at(10)) else {
      return XCTFail("the window has passed")
    }
  }

  func testTheWindowOpensWhenTheDeliveryReturns() {
    var machine = ThrottleStateMachine<Int>(dueTime: .seconds(10), latest: false)
    _ = machine.elementArrived(1, now: at(0))
    // An element sent back from inside the delivery is judged by the previous window: none.
    guard case .send(2) = machine.elementArrived(2, now: at(1)) else {
      return XCTFail("no window is open during the first delivery")
    }
    machine.sent(at: at(1))
    machine.sent(at: at(3))
    guard case .send(3) = machine.elementArrived(3, now: at(13)) else {
      return XCTFail("the window opened when the outer delivery returned, at 3")
    }
  }

  func testCompletionWaitsForTheHeldElement() {
    var machine = ThrottleStateMachine<Int>(dueTime: .seconds(10), latest: true)
    _ = machine.elementArrived(1, now: at(0))
    machine.sent(at: at(0))
    _ = machine.elementArrived(2, now: at(1))
    guard case .ignore = machine.sourceCompleted() else { return XCTFail("it must wait") }
    guard case .complete(sending: 2) = machine.windowEnded() else {
      return XCTFail("2, then the completion")
    }
    guard case .ignore = machine.windowEnded() else { return XCTFail("ended") }
  }

  func testCompletionWithNothingHeldFinishesAtOnce() {
    var machine = ThrottleStateMachine<Int>(dueTime: .seconds(10), latest: true)
    guard case .finishCompleted = machine.sourceCompleted() else { return XCTFail("at once") }
  }

  func testAnErrorDropsTheHeldElement() {
    var machine = ThrottleStateMachine<Int>(dueTime: .seconds(10), latest: true)
    _ = machine.elementArrived(1, now: at(0))
    machine.sent(at: at(0))
    _ = machine.elementArrived(2, now: at(1))
    guard case .fail = machine.sourceFailed() else { return XCTFail("the error must pass") }
    guard case .ignore = machine.windowEnded() else { return XCTFail("2 was dropped") }
  }
}
