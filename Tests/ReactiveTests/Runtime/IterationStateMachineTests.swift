import XCTest

@testable import Reactive

final class IterationStateMachineTests: ReactiveTestCase {
  func testARequestWhileIdleRunsAtOnceAndEndsIdle() {
    var machine = IterationStateMachine()
    XCTAssertTrue(machine.requested())
    XCTAssertEqual(machine.state, .iterating)
    XCTAssertFalse(machine.iterationReturned())
    XCTAssertEqual(machine.state, .idle)
  }

  func testARequestDuringARunRunsAgainAfterIt() {
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

  func testARequestAfterTheRunEndedRunsAtOnceAgain() {
    var machine = IterationStateMachine()
    XCTAssertTrue(machine.requested())
    XCTAssertFalse(machine.iterationReturned())
    XCTAssertTrue(machine.requested())
  }
}
