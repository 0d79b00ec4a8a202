import XCTest

@testable import RxSwift

final class LatestElementStateMachineTests: ReactiveTestCase {
  func sent(_ action: LatestElementStateMachine<String>.Action) -> String? {
    if case .send(let value) = action { return value }
    return nil
  }

  func testThereIsNoLatestElementBeforeTheKeptSequenceSendsOne() {
    var machine = LatestElementStateMachine<String>()
    XCTAssertNil(sent(machine.elementArrived()))
    XCTAssertNil(sent(machine.sampled(default: nil)))
    XCTAssertEqual(sent(machine.sampled(default: "d")), "d")
  }

  func testWithLatestFromKeepsTheLatestElementForEveryUse() {
    var machine = LatestElementStateMachine<String>()
    machine.latestArrived("a")
    machine.latestArrived("b")
    XCTAssertEqual(sent(machine.elementArrived()), "b")
    XCTAssertEqual(sent(machine.elementArrived()), "b")
  }

  func testASampleUsesTheLatestElementUp() {
    var machine = LatestElementStateMachine<String>()
    machine.latestArrived("a")
    XCTAssertEqual(sent(machine.sampled(default: "d")), "a")
    XCTAssertEqual(sent(machine.sampled(default: "d")), "d")
    XCTAssertNil(sent(machine.sampled(default: nil)))
  }

  func testCompletionOfTheKeptSequenceKeepsItsLatestElement() {
    var machine = LatestElementStateMachine<String>()
    machine.latestArrived("a")
    machine.latestCompleted()
    XCTAssertEqual(sent(machine.elementArrived()), "a")
    guard case .running("a", true) = machine else { return XCTFail("still running") }
  }

  func testASampleAfterTheKeptSequenceCompletedCompletes() {
    var machine = LatestElementStateMachine<String>()
    machine.latestArrived("a")
    guard case .ignore = machine.sampleDelivered() else { return XCTFail("not done yet") }
    machine.latestCompleted()
    XCTAssertEqual(sent(machine.sampled(default: nil)), "a")
    guard case .finish = machine.sampleDelivered() else { return XCTFail("it completed") }
    guard case .ignore = machine.sampleDelivered() else { return XCTFail("finished twice") }
  }

  func testFinishSendsOneTerminalEventAndThenNothingIsKept() {
    var machine = LatestElementStateMachine<String>()
    machine.latestArrived("a")
    guard case .finish = machine.ended() else { return XCTFail("the first end finishes") }
    guard case .ignore = machine.ended() else { return XCTFail("finished twice") }
    XCTAssertNil(sent(machine.elementArrived()))
    XCTAssertNil(sent(machine.sampled(default: "d")))
    machine.latestArrived("b")
    machine.latestCompleted()
    guard case .finished = machine else { return XCTFail("nothing is kept once finished") }
  }
}
