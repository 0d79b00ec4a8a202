import XCTest

@testable import RxSwift

final class SwitchStateMachineTests: ReactiveTestCase {
  func testTheFirstInnerIsNumberOne() {
    var machine = SwitchStateMachine()
    XCTAssertNil(machine.latest)
    XCTAssertEqual(machine.innerStarted(), 1)
    XCTAssertEqual(machine.latest, 1)
  }

  func testANewInnerReplacesThePreviousOne() {
    var machine = SwitchStateMachine()
    _ = machine.innerStarted()
    XCTAssertEqual(machine.innerStarted(), 2)
    XCTAssertEqual(machine.latest, 2)
  }

  func testOnlyTheLatestInnerIsListenedTo() {
    var machine = SwitchStateMachine()
    _ = machine.innerStarted()
    _ = machine.innerStarted()
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
    XCTAssertEqual(machine.innerSent(Event<Int>.error(testError), from: 1), .ignore)
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 1), .ignore)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(2), from: 2), .deliver)
    XCTAssertFalse(machine.isFinished)
  }

  func testTheLatestInnerCompletingWaitsForTheOuterSequence() {
    var machine = SwitchStateMachine()
    _ = machine.innerStarted()
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 1), .wait)
    XCTAssertNil(machine.latest)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
    XCTAssertEqual(machine.innerStarted(), 2)
  }

  func testTheOuterSequenceCompletingWithNoInnerRunningCompletes() {
    var machine = SwitchStateMachine()
    XCTAssertTrue(machine.outerCompleted())
    XCTAssertTrue(machine.isFinished)
    XCTAssertNil(machine.innerStarted())
  }

  func testTheOuterSequenceCompletingWhileAnInnerRunsWaitsForIt() {
    var machine = SwitchStateMachine()
    _ = machine.innerStarted()
    XCTAssertFalse(machine.outerCompleted())
    XCTAssertFalse(machine.outerCompleted())
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .deliver)
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 1), .complete)
    XCTAssertTrue(machine.isFinished)
  }

  func testAnInnerStartedWhileDrainingIsListenedToInstead() {
    var machine = SwitchStateMachine()
    _ = machine.innerStarted()
    _ = machine.outerCompleted()
    XCTAssertEqual(machine.innerStarted(), 2)
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 2), .wait)
  }

  func testAnErrorOfTheLatestInnerEndsEverything() {
    var machine = SwitchStateMachine()
    _ = machine.innerStarted()
    XCTAssertEqual(machine.innerSent(Event<Int>.error(testError), from: 1), .deliver)
    XCTAssertTrue(machine.isFinished)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
    XCTAssertFalse(machine.outerCompleted())
    XCTAssertFalse(machine.fail())
  }

  func testFailSendsTheFirstErrorOnly() {
    var machine = SwitchStateMachine()
    _ = machine.innerStarted()
    XCTAssertTrue(machine.fail())
    XCTAssertFalse(machine.fail())
    XCTAssertNil(machine.innerStarted())
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
  }

  func testInnerNumbersWrapAroundInsteadOfTrapping() {
    var machine = SwitchStateMachine()
    machine.state = .idle(latest: .max)
    XCTAssertEqual(machine.innerStarted(), .min)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: .min), .deliver)
  }
}
