import XCTest

@testable import RxSwift

final class MergeStateMachineTests: ReactiveTestCase {
  func testUnboundedSubscribesToEveryInnerAtOnce() {
    var machine = MergeStateMachine<String>(.unbounded)
    XCTAssertTrue(machine.acceptsInner())
    XCTAssertEqual(machine.innerMade("a"), "a")
    XCTAssertTrue(machine.acceptsInner())
    XCTAssertEqual(machine.innerMade("b"), "b")
    XCTAssertEqual(machine.active, 2)
  }

  func testCompletesWhenTheOuterAndEveryInnerHaveCompleted() {
    var machine = MergeStateMachine<String>(.unbounded)
    _ = machine.innerMade("a")
    _ = machine.innerMade("b")
    XCTAssertFalse(machine.outerCompleted())
    XCTAssertEqual(machine.innerCompleted(), .none)
    XCTAssertEqual(machine.innerCompleted(), .complete)
    XCTAssertTrue(machine.isFinished)
  }

  func testTheOuterCompletingWithNoInnerCompletesAtOnce() {
    var machine = MergeStateMachine<String>(.unbounded)
    XCTAssertTrue(machine.outerCompleted())
    XCTAssertFalse(machine.outerCompleted())
  }

  func testInnersCompletingBeforeTheOuterDoNotComplete() {
    var machine = MergeStateMachine<String>(.unbounded)
    _ = machine.innerMade("a")
    XCTAssertEqual(machine.innerCompleted(), .none)
    XCTAssertEqual(machine.active, 0)
    XCTAssertTrue(machine.outerCompleted())
  }

  func testALimitQueuesInnersAndSchedulesTheOldestInAReleasedSlot() {
    var machine = MergeStateMachine<String>(.limited(2))
    XCTAssertEqual(machine.innerMade("a"), "a")
    XCTAssertEqual(machine.innerMade("b"), "b")
    XCTAssertNil(machine.innerMade("c"))
    XCTAssertNil(machine.innerMade("d"))
    XCTAssertEqual(machine.innerCompleted(), .schedule("c"))
    XCTAssertEqual(machine.innerCompleted(), .schedule("d"))
    XCTAssertEqual(machine.active, 2)
    XCTAssertFalse(machine.outerCompleted())
    XCTAssertEqual(machine.innerCompleted(), .none)
    XCTAssertEqual(machine.innerCompleted(), .complete)
  }

  func testAnInnerCompletingWhileBeingSubscribedLeavesTheSlotToTheSubscribingCall() {
    var machine = MergeStateMachine<String>(.limited(1))
    _ = machine.innerMade("a")
    XCTAssertNil(machine.innerMade("b"))
    var phase = MergeInnerPhase.subscribing
    XCTAssertEqual(machine.innerCompleted(&phase), .none)
    XCTAssertEqual(phase, .completedWhileSubscribing)
    XCTAssertEqual(machine.innerReturned(&phase), .schedule("b"))
    XCTAssertEqual(phase, .subscribed)
  }

  func testAnInnerCompletingAfterItsSubscriptionReturnedReleasesItsSlotItself() {
    var machine = MergeStateMachine<String>(.limited(1))
    _ = machine.innerMade("a")
    XCTAssertNil(machine.innerMade("b"))
    var phase = MergeInnerPhase.subscribing
    XCTAssertEqual(machine.innerReturned(&phase), .none)
    XCTAssertEqual(phase, .subscribed)
    XCTAssertEqual(machine.innerCompleted(&phase), .schedule("b"))
  }

  func testTheLastInnerCompletingDuringItsSubscriptionCompletesWhenTheCallReturns() {
    var machine = MergeStateMachine<String>(.limited(1))
    _ = machine.innerMade("a")
    XCTAssertFalse(machine.outerCompleted())
    var phase = MergeInnerPhase.subscribing
    XCTAssertEqual(machine.innerCompleted(&phase), .none)
    XCTAssertFalse(machine.isFinished)
    XCTAssertEqual(machine.innerReturned(&phase), .complete)
    XCTAssertTrue(machine.isFinished)
  }

  func testDropWhileBusyRefusesInnersWhileOneRuns() {
    var machine = MergeStateMachine<String>(.dropWhileBusy)
    XCTAssertTrue(machine.acceptsInner())
    XCTAssertEqual(machine.innerMade("a"), "a")
    XCTAssertFalse(machine.acceptsInner())
    XCTAssertEqual(machine.innerCompleted(), .none)
    XCTAssertTrue(machine.acceptsInner())
  }

  func testSourcesOfACollectionAreAddedWhateverThePolicy() {
    var machine = MergeStateMachine<String>(.limited(1))
    XCTAssertTrue(machine.sourceAdded())
    XCTAssertTrue(machine.sourceAdded())
    XCTAssertEqual(machine.active, 2)
    XCTAssertFalse(machine.outerCompleted())
    XCTAssertEqual(machine.innerCompleted(), .none)
    XCTAssertEqual(machine.innerCompleted(), .complete)
    XCTAssertFalse(machine.sourceAdded())
  }

  func testPullingAsksForTheFirstInnerAtOnce() {
    var machine = MergeStateMachine<String>(.limited(1))
    XCTAssertEqual(machine.startPulling(), .pull)
    XCTAssertEqual(machine.pulled("a"), .subscribe("a"))
    XCTAssertEqual(machine.state, .draining)
  }

  func testPullingAsksForTheNextInnerWhenOneCompletesAndCompletesWhenTheSourceRunsDry() {
    var machine = MergeStateMachine<String>(.limited(1))
    _ = machine.startPulling()
    _ = machine.pulled("a")
    XCTAssertEqual(machine.innerCompleted(), .pull)
    XCTAssertEqual(machine.pulled("b"), .subscribe("b"))
    XCTAssertEqual(machine.innerCompleted(), .pull)
    XCTAssertEqual(machine.pulled(nil), .complete)
    XCTAssertTrue(machine.isFinished)
    XCTAssertFalse(machine.isPulling)
  }

  func testPullingFromAnEmptySourceCompletesAtOnce() {
    var machine = MergeStateMachine<String>(.limited(1))
    XCTAssertEqual(machine.startPulling(), .pull)
    XCTAssertEqual(machine.pulled(nil), .complete)
  }

  func testAnErrorEndsEverythingAndDropsTheWaitingInners() {
    var machine = MergeStateMachine<String>(.limited(1))
    _ = machine.innerMade("a")
    XCTAssertNil(machine.innerMade("b"))
    XCTAssertTrue(machine.fail())
    XCTAssertTrue(machine.waiting.isEmpty)
    XCTAssertFalse(machine.fail())
    XCTAssertFalse(machine.acceptsInner())
    XCTAssertNil(machine.innerMade("c"))
    XCTAssertEqual(machine.innerCompleted(), .none)
    XCTAssertFalse(machine.outerCompleted())
    XCTAssertFalse(machine.sourceAdded())
    XCTAssertEqual(machine.startPulling(), .none)
    XCTAssertEqual(machine.pulled("d"), .none)
  }

  func testAnErrorWhilePullingStopsThePulling() {
    var machine = MergeStateMachine<String>(.limited(1))
    _ = machine.startPulling()
    _ = machine.pulled("a")
    XCTAssertTrue(machine.fail())
    XCTAssertFalse(machine.isPulling)
    var phase = MergeInnerPhase.completedWhileSubscribing
    XCTAssertEqual(machine.innerReturned(&phase), .none)
  }
}
