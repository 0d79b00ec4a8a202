import XCTest

@testable import RxSwift

final class TakeUntilStateMachineTests: ReactiveTestCase {
  func testTheSourcesEventsPassUntilTheOtherSendsAnElement() {
    var machine = TakeUntilStateMachine.forwarding
    XCTAssertEqual(machine.sourceSentElement(), .forward)
    XCTAssertEqual(machine.otherSentElement(), .finish)
    XCTAssertEqual(machine, .finished)
    XCTAssertEqual(machine.sourceSentElement(), .ignore)
    XCTAssertEqual(machine.sourceEnded(), .ignore)
  }

  func testTheOthersErrorFinishesTheSequenceOnce() {
    var machine = TakeUntilStateMachine.forwarding
    XCTAssertEqual(machine.otherFailed(), .finish)
    XCTAssertEqual(machine.otherFailed(), .ignore)
    XCTAssertEqual(machine.otherSentElement(), .ignore)
  }

  func testTheOtherCompletingWithoutAnElementOnlyEndsItsSubscription() {
    var machine = TakeUntilStateMachine.forwarding
    XCTAssertEqual(machine.otherCompleted(), .disposeOther)
    XCTAssertEqual(machine, .forwarding)
    XCTAssertEqual(machine.sourceSentElement(), .forward)
    XCTAssertEqual(machine.sourceEnded(), .forward)
    XCTAssertEqual(machine, .finished)
  }

  func testTheSourcesTerminalEventStopsTheOthersFromFinishing() {
    var machine = TakeUntilStateMachine.forwarding
    XCTAssertEqual(machine.sourceEnded(), .forward)
    XCTAssertEqual(machine.otherSentElement(), .ignore)
    XCTAssertEqual(machine.otherCompleted(), .ignore)
  }
}
