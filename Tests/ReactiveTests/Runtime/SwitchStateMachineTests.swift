import XCTest

@testable import Reactive

final class SwitchStateMachineTests: ReactiveTestCase {
  func testTheFirstInnerStartsWithNothingToDispose() {
    var machine = SwitchStateMachine<String>()
    let started = machine.innerStarted("a")
    XCTAssertEqual(started?.id, 1)
    XCTAssertNil(started?.previous)
    XCTAssertEqual(machine.latest, 1)
  }

  func testANewInnerHandsBackThePreviousOneForDisposal() {
    var machine = SwitchStateMachine<String>()
    _ = machine.innerStarted("a")
    let started = machine.innerStarted("b")
    XCTAssertEqual(started?.id, 2)
    XCTAssertEqual(started?.previous, "a")
  }

  func testOnlyTheLatestInnerIsListenedTo() {
    var machine = SwitchStateMachine<String>()
    _ = machine.innerStarted("a")
    _ = machine.innerStarted("b")
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
    XCTAssertEqual(machine.innerSent(Event<Int>.error(testError), from: 1), .ignore)
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 1), .ignore)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(2), from: 2), .deliver)
    XCTAssertFalse(machine.isFinished)
  }

  func testTheLatestInnerCompletingWaitsForTheOuterSequence() {
    var machine = SwitchStateMachine<String>()
    _ = machine.innerStarted("a")
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 1), .wait)
    XCTAssertNil(machine.latest)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
    let started = machine.innerStarted("b")
    XCTAssertEqual(started?.id, 2)
    XCTAssertNil(started?.previous)
  }

  func testTheOuterSequenceCompletingWithNoInnerRunningCompletes() {
    var machine = SwitchStateMachine<String>()
    XCTAssertTrue(machine.outerCompleted())
    XCTAssertTrue(machine.isFinished)
    XCTAssertNil(machine.innerStarted("a"))
  }

  func testTheOuterSequenceCompletingWhileAnInnerRunsWaitsForIt() {
    var machine = SwitchStateMachine<String>()
    _ = machine.innerStarted("a")
    XCTAssertFalse(machine.outerCompleted())
    XCTAssertFalse(machine.outerCompleted())
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .deliver)
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 1), .complete)
    XCTAssertTrue(machine.isFinished)
  }

  func testAnInnerStartedWhileDrainingIsListenedToInstead() {
    var machine = SwitchStateMachine<String>()
    _ = machine.innerStarted("a")
    _ = machine.outerCompleted()
    let started = machine.innerStarted("b")
    XCTAssertEqual(started?.previous, "a")
    XCTAssertEqual(machine.innerSent(Event<Int>.completed, from: 2), .wait)
  }

  func testAnErrorOfTheLatestInnerEndsEverything() {
    var machine = SwitchStateMachine<String>()
    _ = machine.innerStarted("a")
    XCTAssertEqual(machine.innerSent(Event<Int>.error(testError), from: 1), .deliver)
    XCTAssertTrue(machine.isFinished)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
    XCTAssertFalse(machine.outerCompleted())
    XCTAssertFalse(machine.fail())
  }

  func testFailSendsTheFirstErrorOnly() {
    var machine = SwitchStateMachine<String>()
    _ = machine.innerStarted("a")
    XCTAssertTrue(machine.fail())
    XCTAssertFalse(machine.fail())
    XCTAssertNil(machine.innerStarted("b"))
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: 1), .ignore)
  }

  func testInnerNumbersWrapAroundInsteadOfTrapping() {
    var machine = SwitchStateMachine<String>()
    machine.state = .idle(latest: .max)
    XCTAssertEqual(machine.innerStarted("a")?.id, .min)
    XCTAssertEqual(machine.innerSent(Event<Int>.next(1), from: .min), .deliver)
  }
}
