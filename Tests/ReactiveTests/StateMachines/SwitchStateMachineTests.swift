import XCTest

@testable import RxSwift

final class SwitchStateMachineTests: ReactiveTestCase {
  func testTheFirstInnerIsNumberOne() {
    var machine = SwitchStateMachine()
    XCTAssertNil(machine.latest)
    XCTAssertEqual(machine.innerMade(), .start(id: 1))
    XCTAssertEqual(machine.latest, 1)
  }

  func testANewInnerReplacesThePreviousOne() {
    var machine = SwitchStateMachine()
    _ = machine.innerMade()
    XCTAssertEqual(machine.innerMade(), .start(id: 2))
    XCTAssertEqual(machine.latest, 2)
  }

  func testOnlyTheLatestInnerIsListenedTo() {
    var machine = SwitchStateMachine()
    _ = machine.innerMade()
    _ = machine.innerMade()
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
    XCTAssertEqual(machine.innerSent(Event<Int>.error(testError), from: 1), .ignore)
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 1), .ignore)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(2), from: 2), .forward)
    XCTAssertFalse(machine.isFinished)
  }

  func testTheLatestInnerCompletingWaitsForTheOuterSequence() {
    var machine = SwitchStateMachine()
    _ = machine.innerMade()
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 1), .wait)
    XCTAssertNil(machine.latest)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
    XCTAssertEqual(machine.innerMade(), .start(id: 2))
  }

  func testTheOuterSequenceCompletingWithNoInnerRunningCompletes() {
    var machine = SwitchStateMachine()
    XCTAssertEqual(machine.outerCompleted(), .finish)
    XCTAssertTrue(machine.isFinished)
    XCTAssertEqual(machine.innerMade(), .ignore)
  }

  func testTheOuterSequenceCompletingWhileAnInnerRunsWaitsForIt() {
    var machine = SwitchStateMachine()
    _ = machine.innerMade()
    XCTAssertEqual(machine.outerCompleted(), .wait)
    XCTAssertEqual(machine.outerCompleted(), .wait)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .forward)
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 1), .complete)
    XCTAssertTrue(machine.isFinished)
  }

  func testAnInnerStartedWhileDrainingIsListenedToInstead() {
    var machine = SwitchStateMachine()
    _ = machine.innerMade()
    _ = machine.outerCompleted()
    XCTAssertEqual(machine.innerMade(), .start(id: 2))
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 2), .wait)
  }

  func testAnErrorOfTheLatestInnerEndsEverything() {
    var machine = SwitchStateMachine()
    _ = machine.innerMade()
    XCTAssertEqual(machine.innerSent(Event<Int>.error(testError), from: 1), .forward)
    XCTAssertTrue(machine.isFinished)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
    XCTAssertEqual(machine.outerCompleted(), .ignore)
    XCTAssertEqual(machine.failed(), .ignore)
  }

  func testFailSendsTheFirstErrorOnly() {
    var machine = SwitchStateMachine()
    _ = machine.innerMade()
    XCTAssertEqual(machine.failed(), .finish)
    XCTAssertEqual(machine.failed(), .ignore)
    XCTAssertEqual(machine.innerMade(), .ignore)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
  }

  func testInnerNumbersWrapAroundInsteadOfTrapping() {
    var machine = SwitchStateMachine()
    machine = .idle(latest: .max)
    XCTAssertEqual(machine.innerMade(), .start(id: .min))
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: .min), .forward)
  }
}
