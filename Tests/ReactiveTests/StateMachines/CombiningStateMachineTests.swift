import XCTest

@testable import RxSwift

final class CombiningStateMachineTests: ReactiveTestCase {
  func testLatestWaitsUntilEverySourceHasSentThenCombinesOnEveryElement() {
    var machine = CombiningStateMachine(.latest, arity: 3)
    XCTAssertEqual(machine.elementStored(at: 0), .ignore)
    XCTAssertEqual(machine.elementStored(at: 0), .ignore)
    XCTAssertEqual(machine.elementStored(at: 1), .ignore)
    XCTAssertEqual(machine.elementStored(at: 2), .combine)
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertEqual(machine.held, [1, 1, 1])
    XCTAssertFalse(machine.isFinished)
  }

  func testZipCombinesWhenEveryQueueHoldsAnElementAndCountsDropBeforeCombining() {
    var machine = CombiningStateMachine(.zip, arity: 2)
    XCTAssertEqual(machine.elementStored(at: 0), .ignore)
    XCTAssertEqual(machine.elementStored(at: 0), .ignore)
    XCTAssertEqual(machine.held, [2, 0])
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertEqual(machine.held, [1, 0])
    XCTAssertEqual(machine.holding, 1)
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertEqual(machine.held, [0, 0])
    XCTAssertEqual(machine.holding, 0)
    XCTAssertEqual(machine.elementStored(at: 1), .ignore)
  }

  func testCompletesOnlyWhenEverySourceHasCompleted() {
    var machine = CombiningStateMachine(.latest, arity: 2)
    XCTAssertEqual(machine.elementStored(at: 0), .ignore)
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertEqual(machine.completed(at: 0), .ignore)
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertEqual(machine.completed(at: 1), .finish)
    XCTAssertTrue(machine.isFinished)
  }

  func testACompletionRepeatedBySourceCountsOnce() {
    var machine = CombiningStateMachine(.latest, arity: 2)
    XCTAssertEqual(machine.completed(at: 0), .ignore)
    XCTAssertEqual(machine.completed(at: 0), .ignore)
    XCTAssertEqual(machine.doneCount, 1)
    XCTAssertEqual(machine.completed(at: 1), .finish)
  }

  func testASourceCompletingEmptyDoesNotEndTheOthers() {
    var machine = CombiningStateMachine(.latest, arity: 3)
    XCTAssertEqual(machine.completed(at: 0), .ignore)
    XCTAssertEqual(machine.elementStored(at: 1), .ignore)
    XCTAssertFalse(machine.isFinished)
  }

  func testAnElementThatCanNeverBeCombinedCompletes() {
    var machine = CombiningStateMachine(.latest, arity: 3)
    XCTAssertEqual(machine.completed(at: 0), .ignore)
    XCTAssertEqual(machine.completed(at: 1), .ignore)
    XCTAssertEqual(machine.elementStored(at: 2), .complete)
    XCTAssertTrue(machine.isFinished)
  }

  func testAZipElementLeftAloneAfterTheOthersCompletedCompletes() {
    var machine = CombiningStateMachine(.zip, arity: 2)
    XCTAssertEqual(machine.elementStored(at: 0), .ignore)
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertEqual(machine.completed(at: 1), .ignore)
    XCTAssertEqual(machine.elementStored(at: 0), .complete)
  }

  func testFinishSendsOneTerminalEventAndAfterItEverythingIsIgnored() {
    var machine = CombiningStateMachine(.latest, arity: 2)
    XCTAssertEqual(machine.elementStored(at: 0), .ignore)
    XCTAssertEqual(machine.failed(), .finish)
    XCTAssertEqual(machine.failed(), .ignore)
    XCTAssertEqual(machine.elementStored(at: 1), .ignore)
    XCTAssertEqual(machine.completed(at: 0), .ignore)
    XCTAssertEqual(machine.completed(at: 1), .ignore)
  }

  func testAfterCompletingNothingElseIsSent() {
    var machine = CombiningStateMachine(.zip, arity: 1)
    XCTAssertEqual(machine.completed(at: 0), .finish)
    XCTAssertEqual(machine.failed(), .ignore)
    XCTAssertEqual(machine.elementStored(at: 0), .ignore)
  }

  func testWithNoSourcesTheMachineStillFinishesOnce() {
    var machine = CombiningStateMachine(.latest, arity: 0)
    XCTAssertEqual(machine.failed(), .finish)
    XCTAssertEqual(machine.failed(), .ignore)
  }
}
