import XCTest

@testable import RxSwift

final class CombiningStateMachineTests: ReactiveTestCase {
  func testLatestWaitsUntilEverySourceHasSentThenCombinesOnEveryElement() {
    var machine = CombiningStateMachine(.latest, arity: 3)
    XCTAssertEqual(machine.elementStored(at: 0), .none)
    XCTAssertEqual(machine.elementStored(at: 0), .none)
    XCTAssertEqual(machine.elementStored(at: 1), .none)
    XCTAssertEqual(machine.elementStored(at: 2), .combine)
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertEqual(machine.held, [1, 1, 1])
    XCTAssertFalse(machine.isFinished)
  }

  func testZipCombinesWhenEveryQueueHoldsAnElementAndCountsDropBeforeCombining() {
    var machine = CombiningStateMachine(.zip, arity: 2)
    XCTAssertEqual(machine.elementStored(at: 0), .none)
    XCTAssertEqual(machine.elementStored(at: 0), .none)
    XCTAssertEqual(machine.held, [2, 0])
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertEqual(machine.held, [1, 0])
    XCTAssertEqual(machine.holding, 1)
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertEqual(machine.held, [0, 0])
    XCTAssertEqual(machine.holding, 0)
    XCTAssertEqual(machine.elementStored(at: 1), .none)
  }

  func testCompletesOnlyWhenEverySourceHasCompleted() {
    var machine = CombiningStateMachine(.latest, arity: 2)
    XCTAssertEqual(machine.elementStored(at: 0), .none)
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertFalse(machine.completed(at: 0))
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertTrue(machine.completed(at: 1))
    XCTAssertTrue(machine.isFinished)
  }

  func testACompletionRepeatedBySourceCountsOnce() {
    var machine = CombiningStateMachine(.latest, arity: 2)
    XCTAssertFalse(machine.completed(at: 0))
    XCTAssertFalse(machine.completed(at: 0))
    XCTAssertEqual(machine.doneCount, 1)
    XCTAssertTrue(machine.completed(at: 1))
  }

  func testASourceCompletingEmptyDoesNotEndTheOthers() {
    var machine = CombiningStateMachine(.latest, arity: 3)
    XCTAssertFalse(machine.completed(at: 0))
    XCTAssertEqual(machine.elementStored(at: 1), .none)
    XCTAssertFalse(machine.isFinished)
  }

  func testAnElementThatCanNeverBeCombinedCompletes() {
    var machine = CombiningStateMachine(.latest, arity: 3)
    XCTAssertFalse(machine.completed(at: 0))
    XCTAssertFalse(machine.completed(at: 1))
    XCTAssertEqual(machine.elementStored(at: 2), .complete)
    XCTAssertTrue(machine.isFinished)
  }

  func testAZipElementLeftAloneAfterTheOthersCompletedCompletes() {
    var machine = CombiningStateMachine(.zip, arity: 2)
    XCTAssertEqual(machine.elementStored(at: 0), .none)
    XCTAssertEqual(machine.elementStored(at: 1), .combine)
    XCTAssertFalse(machine.completed(at: 1))
    XCTAssertEqual(machine.elementStored(at: 0), .complete)
  }

  func testFinishSendsOneTerminalEventAndAfterItEverythingIsIgnored() {
    var machine = CombiningStateMachine(.latest, arity: 2)
    XCTAssertEqual(machine.elementStored(at: 0), .none)
    XCTAssertTrue(machine.finish())
    XCTAssertFalse(machine.finish())
    XCTAssertEqual(machine.elementStored(at: 1), .none)
    XCTAssertFalse(machine.completed(at: 0))
    XCTAssertFalse(machine.completed(at: 1))
  }

  func testAfterCompletingNothingElseIsSent() {
    var machine = CombiningStateMachine(.zip, arity: 1)
    XCTAssertTrue(machine.completed(at: 0))
    XCTAssertFalse(machine.finish())
    XCTAssertEqual(machine.elementStored(at: 0), .none)
  }

  func testWithNoSourcesTheMachineStillFinishesOnce() {
    var machine = CombiningStateMachine(.latest, arity: 0)
    XCTAssertTrue(machine.finish())
    XCTAssertFalse(machine.finish())
  }
}
