import XCTest

@testable import RxSwift

final class LatestElementStateMachineTests: ReactiveTestCase {
  func testThereIsNoLatestElementBeforeTheKeptSequenceSendsOne() {
    var machine = LatestElementStateMachine<String>()
    XCTAssertNil(machine.latest)
    XCTAssertNil(machine.takeSample(default: nil))
    XCTAssertEqual(machine.takeSample(default: "d"), "d")
  }

  func testWithLatestFromKeepsTheLatestElementForEveryUse() {
    var machine = LatestElementStateMachine<String>()
    machine.latestArrived("a")
    machine.latestArrived("b")
    XCTAssertEqual(machine.latest, "b")
    XCTAssertEqual(machine.latest, "b")
  }

  func testASampleUsesTheLatestElementUp() {
    var machine = LatestElementStateMachine<String>()
    machine.latestArrived("a")
    XCTAssertEqual(machine.takeSample(default: "d"), "a")
    XCTAssertEqual(machine.takeSample(default: "d"), "d")
    XCTAssertNil(machine.takeSample(default: nil))
  }

  func testCompletionOfTheKeptSequenceKeepsItsLatestElement() {
    var machine = LatestElementStateMachine<String>()
    machine.latestArrived("a")
    machine.latestCompleted()
    XCTAssertTrue(machine.isLatestDone)
    XCTAssertEqual(machine.latest, "a")
    XCTAssertFalse(machine.isFinished)
  }

  func testASampleAfterTheKeptSequenceCompletedCompletes() {
    var machine = LatestElementStateMachine<String>()
    machine.latestArrived("a")
    XCTAssertFalse(machine.sampleTaken())
    machine.latestCompleted()
    XCTAssertEqual(machine.takeSample(default: nil), "a")
    XCTAssertTrue(machine.sampleTaken())
    XCTAssertTrue(machine.isFinished)
    XCTAssertFalse(machine.sampleTaken())
  }

  func testFinishSendsOneTerminalEventAndThenNothingIsKept() {
    var machine = LatestElementStateMachine<String>()
    machine.latestArrived("a")
    XCTAssertTrue(machine.finish())
    XCTAssertFalse(machine.finish())
    XCTAssertNil(machine.latest)
    XCTAssertNil(machine.takeSample(default: "d"))
    machine.latestArrived("b")
    machine.latestCompleted()
    XCTAssertNil(machine.latest)
    XCTAssertFalse(machine.isLatestDone)
  }
}
