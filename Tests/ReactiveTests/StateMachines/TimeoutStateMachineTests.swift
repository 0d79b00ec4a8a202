import XCTest

@testable import RxSwift

final class TimeoutStateMachineTests: ReactiveTestCase {
  func testTheFirstClockWinsWhenNothingArrives() {
    var machine = TimeoutStateMachine()
    XCTAssertEqual(machine.timerFired(0), .switchToOther)
    XCTAssertEqual(machine, .decided)
    XCTAssertEqual(machine.elementArrived(), .drop, "the source lost the race")
    XCTAssertEqual(machine.sourceTerminated(), .drop)
    XCTAssertEqual(machine.timerFired(0), .ignore, "switched once")
  }

  func testEachElementStartsTheClockOfANewGenerationOnceDelivered() {
    var machine = TimeoutStateMachine()
    XCTAssertEqual(machine.elementArrived(), .deliver)
    XCTAssertEqual(machine.timerFired(0), .ignore, "the clock before the element lost")
    XCTAssertEqual(machine.elementDelivered(), .startTimer(generation: 1))
    XCTAssertEqual(machine.elementArrived(), .deliver)
    XCTAssertEqual(machine.elementDelivered(), .startTimer(generation: 2))
    XCTAssertEqual(machine.timerFired(1), .ignore)
    XCTAssertEqual(machine.timerFired(2), .switchToOther)
  }

  func testAClockStartedBeforeAnElementCannotWinWhileItIsDelivered() {
    var machine = TimeoutStateMachine()
    XCTAssertEqual(machine.elementArrived(), .deliver)
    // The clock of generation 0 runs out while the observer handles the element.
    XCTAssertEqual(machine.timerFired(0), .ignore)
    XCTAssertEqual(machine.elementDelivered(), .startTimer(generation: 1))
  }

  func testAnElementSentBackNestedMovesTheClockTheOuterDeliveryStarts() {
    var machine = TimeoutStateMachine()
    XCTAssertEqual(machine.elementArrived(), .deliver)
    // The observer sends into the source; the nested element is delivered and starts its clock.
    XCTAssertEqual(machine.elementArrived(), .deliver)
    XCTAssertEqual(machine.elementDelivered(), .startTimer(generation: 2))
    // The outer delivery returns and starts the clock of the generation current now.
    XCTAssertEqual(machine.elementDelivered(), .startTimer(generation: 2))
  }

  func testATerminalEventDecidesTheRace() {
    var machine = TimeoutStateMachine()
    XCTAssertEqual(machine.elementArrived(), .deliver)
    XCTAssertEqual(machine.sourceTerminated(), .deliver)
    XCTAssertEqual(machine.timerFired(1), .ignore, "no switch after the source ended")
    XCTAssertEqual(machine.elementDelivered(), .ignore, "no clock after the source ended")
    XCTAssertEqual(machine.sourceTerminated(), .drop)
  }
}
