import XCTest

@testable import RxSwift

final class IterationStateMachineTests: ReactiveTestCase {
  func testARequestWhileIdleIsPerformedAtOnceAndEndsIdle() {
    var machine = IterationStateMachine()
    XCTAssertTrue(machine.requested())
    XCTAssertEqual(machine.state, .iterating)
    XCTAssertFalse(machine.iterationReturned())
    XCTAssertEqual(machine.state, .idle)
  }

  func testARequestDuringAnIterationIteratesAgainAfterIt() {
    var machine = IterationStateMachine()
    XCTAssertTrue(machine.requested())
    XCTAssertFalse(machine.requested())
    XCTAssertEqual(machine.state, .iterateAgain)
    XCTAssertTrue(machine.iterationReturned())
    XCTAssertEqual(machine.state, .iterating)
    XCTAssertFalse(machine.iterationReturned())
  }

  func testRequestsMadeWhileOneIsPendingMergeIntoIt() {
    var machine = IterationStateMachine()
    XCTAssertTrue(machine.requested())
    XCTAssertFalse(machine.requested())
    XCTAssertFalse(machine.requested())
    XCTAssertTrue(machine.iterationReturned())
    XCTAssertFalse(machine.iterationReturned())
    XCTAssertEqual(machine.state, .idle)
  }

  func testARequestAfterTheIterationEndedIsPerformedAtOnceAgain() {
    var machine = IterationStateMachine()
    XCTAssertTrue(machine.requested())
    XCTAssertFalse(machine.iterationReturned())
    XCTAssertTrue(machine.requested())
  }
}
