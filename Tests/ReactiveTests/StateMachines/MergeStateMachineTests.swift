import XCTest

@testable import RxSwift

/// The merging machine, transition by transition; inner sequences are strings, and actions and
/// phases are compared through their descriptions, since pulling carries a closure.
final class MergeStateMachineTests: ReactiveTestCase {
  typealias Machine = MergeStateMachine<String>

  func testUnboundedSubscribesToEveryInnerAtOnce() {
    var machine = Machine(.unbounded)
    XCTAssertEqual(machine.outerElementArrived(), .makeInner)
    XCTAssertEqual(describe(machine.innerMade("a")), "subscribe(a)")
    XCTAssertEqual(machine.outerElementArrived(), .makeInner)
    XCTAssertEqual(describe(machine.innerMade("b")), "subscribe(b)")
    XCTAssertEqual(describe(machine.phase), "merging(2)")
  }

  func testCompletesWhenTheOuterAndEveryInnerHaveCompleted() {
    var machine = Machine(.unbounded)
    _ = machine.innerMade("a")
    _ = machine.innerMade("b")
    XCTAssertEqual(machine.outerCompleted(), .wait)
    XCTAssertEqual(describe(machine.phase), "draining(2)")
    XCTAssertEqual(describe(machine.innerCompleted()), "ignore")
    XCTAssertEqual(describe(machine.innerCompleted()), "complete")
    XCTAssertTrue(machine.isFinished)
  }

  func testTheOuterCompletingWithNoInnerCompletesAtOnce() {
    var machine = Machine(.unbounded)
    XCTAssertEqual(machine.outerCompleted(), .complete)
    XCTAssertTrue(machine.isFinished)
    XCTAssertEqual(machine.outerElementArrived(), .ignore)
  }

  func testInnersCompletingBeforeTheOuterDoNotComplete() {
    var machine = Machine(.unbounded)
    _ = machine.innerMade("a")
    XCTAssertEqual(describe(machine.innerCompleted()), "ignore")
    XCTAssertEqual(describe(machine.phase), "merging(0)")
    XCTAssertEqual(machine.outerCompleted(), .complete)
  }

  func testALimitQueuesInnersAndSchedulesTheOldestInAReleasedSlot() {
    var machine = Machine(.limited(2))
    XCTAssertEqual(describe(machine.innerMade("a")), "subscribeInSlot(a)")
    XCTAssertEqual(describe(machine.innerMade("b")), "subscribeInSlot(b)")
    XCTAssertEqual(machine.outerElementArrived(), .makeInner)
    XCTAssertEqual(describe(machine.innerMade("c")), "wait")
    XCTAssertEqual(describe(machine.innerMade("d")), "wait")
    XCTAssertEqual(describe(machine.phase), "queueing([c, d])")
    var subscription = MergeInnerPhase.subscribed
    XCTAssertEqual(describe(machine.innerCompleted(&subscription)), "schedule(c)")
    XCTAssertEqual(describe(machine.phase), "queueing([d])")
    XCTAssertEqual(describe(machine.innerCompleted(&subscription)), "schedule(d)")
    XCTAssertEqual(describe(machine.phase), "merging(2)")
    XCTAssertEqual(machine.outerCompleted(), .wait)
    XCTAssertEqual(describe(machine.innerCompleted(&subscription)), "ignore")
    XCTAssertEqual(describe(machine.innerCompleted(&subscription)), "complete")
  }

  func testInnersWaitingWhenTheOuterCompletesStillRunAndCompletionWaitsForThem() {
    var machine = Machine(.limited(1))
    _ = machine.innerMade("a")
    _ = machine.innerMade("b")
    _ = machine.innerMade("c")
    XCTAssertEqual(machine.outerCompleted(), .wait)
    XCTAssertEqual(describe(machine.phase), "drainingQueue([b, c])")
    XCTAssertEqual(describe(machine.innerCompleted()), "schedule(b)")
    XCTAssertEqual(describe(machine.innerCompleted()), "schedule(c)")
    XCTAssertEqual(describe(machine.phase), "draining(1)")
    XCTAssertFalse(machine.isFinished)
    XCTAssertEqual(describe(machine.innerCompleted()), "complete")
    XCTAssertTrue(machine.isFinished)
  }

  func testALimitOfZeroRunsNothingAndCompletesWithTheOuter() {
    var machine = Machine(.limited(0))
    XCTAssertEqual(describe(machine.innerMade("a")), "wait")
    XCTAssertEqual(describe(machine.innerMade("b")), "wait")
    XCTAssertEqual(machine.outerCompleted(), .complete)
    XCTAssertTrue(machine.isFinished)
  }

  func testAnInnerCompletingWhileBeingSubscribedLeavesTheSlotToTheSubscribingCall() {
    var machine = Machine(.limited(1))
    _ = machine.innerMade("a")
    XCTAssertEqual(describe(machine.innerMade("b")), "wait")
    var subscription = MergeInnerPhase.subscribing
    XCTAssertEqual(describe(machine.innerCompleted(&subscription)), "ignore")
    XCTAssertEqual(subscription, .completedWhileSubscribing)
    XCTAssertEqual(describe(machine.phase), "queueing([b])")
    XCTAssertEqual(describe(machine.innerReturned(&subscription)), "schedule(b)")
    XCTAssertEqual(subscription, .subscribed)
    XCTAssertEqual(describe(machine.phase), "merging(1)")
  }

  func testAnInnerCompletingAfterItsSubscriptionReturnedReleasesItsSlotItself() {
    var machine = Machine(.limited(1))
    _ = machine.innerMade("a")
    XCTAssertEqual(describe(machine.innerMade("b")), "wait")
    var subscription = MergeInnerPhase.subscribing
    XCTAssertEqual(describe(machine.innerReturned(&subscription)), "ignore")
    XCTAssertEqual(subscription, .subscribed)
    XCTAssertEqual(describe(machine.innerCompleted(&subscription)), "schedule(b)")
  }

  func testTheLastInnerCompletingDuringItsSubscriptionCompletesWhenTheCallReturns() {
    var machine = Machine(.limited(1))
    _ = machine.innerMade("a")
    XCTAssertEqual(machine.outerCompleted(), .wait)
    var subscription = MergeInnerPhase.subscribing
    XCTAssertEqual(describe(machine.innerCompleted(&subscription)), "ignore")
    XCTAssertFalse(machine.isFinished)
    XCTAssertEqual(describe(machine.innerReturned(&subscription)), "complete")
    XCTAssertTrue(machine.isFinished)
  }

  func testDropWhileBusyRefusesElementsWhileAnInnerRuns() {
    var machine = Machine(.dropWhileBusy)
    XCTAssertEqual(machine.outerElementArrived(), .makeInner)
    XCTAssertEqual(describe(machine.innerMade("a")), "subscribe(a)")
    XCTAssertEqual(machine.outerElementArrived(), .ignore)
    XCTAssertEqual(describe(machine.innerCompleted()), "ignore")
    XCTAssertEqual(machine.outerElementArrived(), .makeInner)
  }

  func testDropWhileBusyStillCompletesWhenTheOuterCompletesBeforeTheInner() {
    var machine = Machine(.dropWhileBusy)
    _ = machine.innerMade("a")
    XCTAssertEqual(machine.outerCompleted(), .wait)
    XCTAssertEqual(describe(machine.innerCompleted()), "complete")
  }

  func testPullingAsksForTheFirstInnerAtOnce() {
    var machine = Machine(.limited(1))
    let sources = Sources(["a"])
    let first = machine.pullingStarted(sources.next)
    XCTAssertEqual(describe(first), "pull")
    XCTAssertEqual(describe(machine.phase), "pulling")
    XCTAssertEqual(sources.pulls, 0)
    XCTAssertEqual(describe(pull(&machine, first)), "subscribe(a)")
    XCTAssertEqual(sources.pulls, 1)
  }

  func testPullingAsksForTheNextInnerWhenOneCompletesAndCompletesWhenTheSourceRunsDry() {
    var machine = Machine(.limited(1))
    let sources = Sources(["a", "b"])
    let first = machine.pullingStarted(sources.next)
    XCTAssertEqual(describe(pull(&machine, first)), "subscribe(a)")
    var subscription = MergeInnerPhase.subscribed
    let afterA = machine.innerCompleted(&subscription)
    XCTAssertEqual(sources.pulls, 1, "the source is pulled only when the sink asks")
    XCTAssertEqual(describe(pull(&machine, afterA)), "subscribe(b)")
    subscription = .subscribing
    XCTAssertEqual(describe(machine.innerCompleted(&subscription)), "ignore")
    let afterB = machine.innerReturned(&subscription)
    XCTAssertEqual(describe(pull(&machine, afterB)), "complete")
    XCTAssertEqual(sources.pulls, 3)
    XCTAssertTrue(machine.isFinished)
  }

  func testPullingFromAnEmptySourceCompletesAtOnce() {
    var machine = Machine(.limited(1))
    let sources = Sources([])
    let first = machine.pullingStarted(sources.next)
    XCTAssertEqual(describe(pull(&machine, first)), "complete")
    XCTAssertTrue(machine.isFinished)
  }

  func testAnErrorEndsEverythingAndDropsTheWaitingInners() {
    var machine = Machine(.limited(1))
    _ = machine.innerMade("a")
    XCTAssertEqual(describe(machine.innerMade("b")), "wait")
    XCTAssertEqual(machine.failed(), .fail)
    XCTAssertEqual(describe(machine.phase), "finished")
    XCTAssertEqual(machine.failed(), .ignore)
    XCTAssertEqual(machine.outerElementArrived(), .ignore)
    XCTAssertEqual(describe(machine.innerMade("c")), "ignore")
    XCTAssertEqual(describe(machine.innerCompleted()), "ignore")
    XCTAssertEqual(machine.outerCompleted(), .ignore)
  }

  func testAnErrorWhileDrainingEndsEverything() {
    var machine = Machine(.unbounded)
    _ = machine.innerMade("a")
    _ = machine.outerCompleted()
    XCTAssertEqual(machine.failed(), .fail)
    XCTAssertEqual(describe(machine.innerCompleted()), "ignore")
  }

  func testAnErrorWhilePullingStopsThePulling() {
    var machine = Machine(.limited(1))
    let sources = Sources(["a", "b"])
    let first = machine.pullingStarted(sources.next)
    _ = pull(&machine, first)
    XCTAssertEqual(machine.failed(), .fail)
    var subscription = MergeInnerPhase.completedWhileSubscribing
    XCTAssertEqual(describe(machine.innerReturned(&subscription)), "ignore")
    XCTAssertEqual(describe(machine.pulled("b")), "ignore")
    XCTAssertEqual(sources.pulls, 1)
  }

  func testDisposalDropsTheWaitingInnersAndEndsEverythingWithoutAnEvent() {
    var machine = Machine(.limited(1))
    _ = machine.innerMade("a")
    _ = machine.innerMade("b")
    machine.disposed()
    XCTAssertEqual(describe(machine.phase), "finished")
    XCTAssertEqual(describe(machine.innerCompleted()), "ignore")
    XCTAssertEqual(describe(machine.innerMade("c")), "ignore")
    XCTAssertEqual(machine.outerCompleted(), .ignore)
    XCTAssertEqual(machine.failed(), .ignore)
  }

  /// Performs `action` as the sink does under its gate: a pull calls `next` and reports its
  /// result.
  private func pull(_ machine: inout Machine, _ action: Machine.SlotAction) -> Machine.SlotAction {
    guard case .pull(let next) = action else { return action }
    let inner = next()
    return machine.pulled(inner)
  }

  private func describe(_ action: Machine.StartAction) -> String {
    switch action {
    case .subscribe(let inner): "subscribe(\(inner))"
    case .subscribeInSlot(let inner): "subscribeInSlot(\(inner))"
    case .wait: "wait"
    case .ignore: "ignore"
    }
  }

  private func describe(_ action: Machine.SlotAction) -> String {
    switch action {
    case .ignore: "ignore"
    case .subscribe(let inner): "subscribe(\(inner))"
    case .schedule(let inner): "schedule(\(inner))"
    case .pull: "pull"
    case .complete: "complete"
    }
  }

  private func describe(_ phase: Machine.Phase) -> String {
    switch phase {
    case .merging(let running): "merging(\(running))"
    case .queueing(let waiting): "queueing(\(elements(of: waiting)))"
    case .draining(let running): "draining(\(running))"
    case .drainingQueue(let waiting): "drainingQueue(\(elements(of: waiting)))"
    case .pulling: "pulling"
    case .finished: "finished"
    }
  }

  private func elements(of queue: FIFO<String>) -> String {
    var queue = queue
    var elements: [String] = []
    while let element = queue.popFirst() { elements.append(element) }
    return "[\(elements.joined(separator: ", "))]"
  }
}

/// Inner sequences to pull, counting the pulls, the last of which finds none left.
private final class Sources {
  var remaining: [String]
  var pulls = 0

  init(_ sources: [String]) {
    remaining = sources
  }

  func next() -> String? {
    pulls += 1
    return remaining.isEmpty ? nil : remaining.removeFirst()
  }
}
