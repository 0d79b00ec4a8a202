import XCTest

@testable import RxSwift

final class IterationStateMachineTests: ReactiveTestCase {
  func testARequestWhileIdleIsPerformedAtOnceAndEndsIdle() {
    var machine = IterationStateMachine.idle
    XCTAssertEqual(machine.requested(), .iterate)
    XCTAssertEqual(machine, .iterating)
    XCTAssertEqual(machine.iterationReturned(), .stop)
    XCTAssertEqual(machine, .idle)
  }

  func testARequestDuringAnIterationIteratesAgainAfterIt() {
    var machine = IterationStateMachine.idle
    XCTAssertEqual(machine.requested(), .iterate)
    XCTAssertEqual(machine.requested(), .stop)
    XCTAssertEqual(machine, .iterateAgain)
    XCTAssertEqual(machine.iterationReturned(), .iterate)
    XCTAssertEqual(machine, .iterating)
    XCTAssertEqual(machine.iterationReturned(), .stop)
  }

  func testRequestsMadeWhileOneIsPendingMergeIntoIt() {
    var machine = IterationStateMachine.idle
    XCTAssertEqual(machine.requested(), .iterate)
    XCTAssertEqual(machine.requested(), .stop)
    XCTAssertEqual(machine.requested(), .stop)
    XCTAssertEqual(machine.iterationReturned(), .iterate)
    XCTAssertEqual(machine.iterationReturned(), .stop)
    XCTAssertEqual(machine, .idle)
  }

  func testARequestAfterTheIterationEndedIsPerformedAtOnceAgain() {
    var machine = IterationStateMachine.idle
    XCTAssertEqual(machine.requested(), .iterate)
    XCTAssertEqual(machine.iterationReturned(), .stop)
    XCTAssertEqual(machine.requested(), .iterate)
  }
}
