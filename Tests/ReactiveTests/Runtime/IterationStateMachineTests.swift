import XCTest

@testable import Reactive

final class IterationStateMachineTests: ReactiveTestCase {
  func testARequestWhileIdleRunsAtOnceAndEndsIdle() {
    var machine = IterationStateMachine()
    XCTAssertTrue(machine.requested())
    XCTAssertEqual(machine.state, .running)
    XCTAssertFalse(machine.runReturned())
    XCTAssertEqual(machine.state, .idle)
  }

  func testARequestDuringARunRunsAgainAfterIt() {
    var machine = IterationStateMachine()
    XCTAssertTrue(machine.requested())
    XCTAssertFalse(machine.requested())
    XCTAssertEqual(machine.state, .runAgain)
    XCTAssertTrue(machine.runReturned())
    XCTAssertEqual(machine.state, .running)
    XCTAssertFalse(machine.runReturned())
  }

  func testRequestsMadeWhileOneIsPendingMergeIntoIt() {
    var machine = IterationStateMachine()
    XCTAssertTrue(machine.requested())
    XCTAssertFalse(machine.requested())
    XCTAssertFalse(machine.requested())
    XCTAssertTrue(machine.runReturned())
    XCTAssertFalse(machine.runReturned())
    XCTAssertEqual(machine.state, .idle)
  }

  func testARequestAfterTheRunEndedRunsAtOnceAgain() {
    var machine = IterationStateMachine()
    XCTAssertTrue(machine.requested())
    XCTAssertFalse(machine.runReturned())
    XCTAssertTrue(machine.requested())
  }
}
