import Dispatch
import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class SharingSchedulerTests: ReactiveTestCase {
  func testMakeReturnsANewMainSchedulerEachTimeByDefault() {
    let first = SharingScheduler.make()
    let second = SharingScheduler.make()
    XCTAssertTrue(first is MainScheduler)
    XCTAssertTrue(second is MainScheduler)
    XCTAssertFalse(first as AnyObject === second as AnyObject)
    XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
    XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)
  }

  func testMockReplacesTheSchedulerOnlyWhileTheActionRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    var inside: [any SchedulerType] = []
    SharingScheduler.mock(scheduler: scheduler) {
      inside = [
        SharingScheduler.make(), DriverSharingStrategy.scheduler, SignalSharingStrategy.scheduler,
      ]
    }
    XCTAssertEqual(inside.map { $0 as AnyObject === scheduler }, [true, true, true])
    XCTAssertTrue(SharingScheduler.make() is MainScheduler)
  }

  func testMockMakeSchedulerIsCalledForEachScheduler() {
    var made = 0
    let makeScheduler = { () -> any SchedulerType in
      made += 1
      return TestScheduler(initialClock: 0)
    }
    SharingScheduler.mock(makeScheduler: makeScheduler) {
      _ = SharingScheduler.make()
      _ = PublishRelay<Int>().asSignal()
      _ = Driver.just(1).debounce(.seconds(1))
    }
    XCTAssertEqual(made, 4, "make, asSignal, just and debounce each make one")
  }

  func testMocksNestAndTheOuterOneIsBackAfterTheInner() {
    let outer = TestScheduler(initialClock: 0)
    let inner = TestScheduler(initialClock: 0)
    var seen: [Bool] = []
    SharingScheduler.mock(scheduler: outer) {
      SharingScheduler.mock(scheduler: inner) {
        seen.append(SharingScheduler.make() as AnyObject === inner)
      }
      seen.append(SharingScheduler.make() as AnyObject === outer)
    }
    XCTAssertEqual(seen, [true, true])
    XCTAssertTrue(SharingScheduler.make() is MainScheduler)
  }

  func testMockEndsWhenTheActionThrows() {
    XCTAssertThrowsError(
      try SharingScheduler.mock(scheduler: TestScheduler(initialClock: 0)) { throw testError }
    ) { XCTAssertEqual($0 as? TestError, testError) }
    XCTAssertTrue(SharingScheduler.make() is MainScheduler)
  }

  func testDriversCreatedInsideTheMockRunInVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(20)) }
      XCTAssertEqual(res.events, [.next(236, 2), .completed(301)])
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
  }

  func testDriveInsideTheMockOnABackgroundThreadSubscribesInPlace() {
    let recorder = ThreadRecorder<Int>()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let scheduler = TestScheduler(initialClock: 0)
      SharingScheduler.mock(scheduler: scheduler) {
        let relay = BehaviorRelay(value: 1)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) { subscription = relay.asDriver().drive(recorder) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
      }
      done.signal()
    }
    done.wait()
    XCTAssertEqual(recorder.events, [.next(1), .next(2)])
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
  }

  func testThreadsMockingAtTheSameTimeEachSeeTheirOwnScheduler() {
    let wrong = LockedValue<[String]>()
    onThreadsAtOnce(4) { worker in
      let own = TestScheduler(initialClock: 0)
      for round in 0..<2_000 {
        SharingScheduler.mock(scheduler: own) {
          if SharingScheduler.make() as AnyObject !== own {
            wrong.append("worker \(worker), round \(round): another mock")
          }
        }
        if !(SharingScheduler.make() is MainScheduler) {
          wrong.append("worker \(worker), round \(round): a mock outside")
        }
      }
    }
    XCTAssertEqual(wrong.value, [])
  }

  func testVirtualTimeDriverTestsRunningInParallelThreadsGetTheirOwnResults() {
    let results = LockedValue<[Int: [Recorded<Event<Int>>]]>([:])
    onThreadsAtOnce(4) { worker in
      for _ in 0..<50 {
        let events = runDebouncedDriver(dueTime: 5 * (worker + 1))
        results.withLock { $0[worker] = events }
      }
    }
    XCTAssertEqual(results.value, debouncedDriverResults)
  }

  func testVirtualTimeDriverTestsRunningInParallelTasksGetTheirOwnResults() async {
    let results = LockedValue<[Int: [Recorded<Event<Int>>]]>([:])
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<4 {
        group.addTask {
          let events = runDebouncedDriver(dueTime: 5 * (worker + 1))
          results.withLock { $0[worker] = events }
        }
      }
    }
    XCTAssertEqual(results.value, debouncedDriverResults)
  }

  func testAnotherThreadStartedInsideTheActionSeesTheDefault() {
    let seen = LockedValue<Bool?>(nil)
    SharingScheduler.mock(scheduler: TestScheduler(initialClock: 0)) {
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        seen.set(SharingScheduler.make() is MainScheduler)
        done.signal()
      }
      done.wait()
    }
    XCTAssertEqual(seen.value, true)
  }

  func testATaskThatRunsOnTheThreadWhileItWaitsInsideTheMockSeesTheDefault() {
    XCTAssertTrue(Thread.isMainThread)
    let taskSaw = LockedValue<Bool?>(nil)
    let blockSaw = LockedValue<Bool?>(nil)
    SharingScheduler.mock(scheduler: TestScheduler(initialClock: 0)) {
      Task.detached { @MainActor in taskSaw.set(SharingScheduler.make() is MainScheduler) }
      DispatchQueue.main.async { blockSaw.set(SharingScheduler.make() is MainScheduler) }
      XCTAssertTrue(spinMainRunLoop { taskSaw.value != nil && blockSaw.value != nil })
    }
    XCTAssertEqual(taskSaw.value, true, "another task, run by the waiting thread")
    XCTAssertEqual(blockSaw.value, false, "plain work of the waiting thread")
  }
}

/// What ``runDebouncedDriver(dueTime:)`` returns for the due times of four workers, 5 to 20.
private var debouncedDriverResults: [Int: [Recorded<Event<Int>>]] {
  [
    0: [.next(216, 1), .next(256, 2), .completed(301)],
    1: [.next(221, 1), .next(261, 2), .completed(301)],
    2: [.next(226, 1), .next(266, 2), .completed(301)],
    3: [.next(231, 1), .next(271, 2), .completed(301)],
  ]
}

/// Runs `asDriver(onErrorJustReturn:).debounce(.seconds(dueTime))` over a hot observable sending
/// 1 at 210 and 2 at 250, under a mock of a test scheduler of its own, and returns what the
/// driver sent; the driver's own scheduler delivers each event one tick later.
private func runDebouncedDriver(dueTime: Int) -> [Recorded<Event<Int>>] {
  let scheduler = TestScheduler(initialClock: 0)
  let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
  var events: [Recorded<Event<Int>>] = []
  SharingScheduler.mock(scheduler: scheduler) {
    events =
      scheduler.start {
        xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(dueTime))
      }.events
  }
  return events
}

/// Runs `body` on `count` new threads, each passed its index, released together once all have
/// started, and returns when all have finished.
private func onThreadsAtOnce(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let started = DispatchSemaphore(value: 0)
  let go = DispatchSemaphore(value: 0)
  let finished = DispatchGroup()
  for index in 0..<count {
    finished.enter()
    Thread.detachNewThread {
      started.signal()
      go.wait()
      body(index)
      finished.leave()
    }
  }
  for _ in 0..<count { started.wait() }
  for _ in 0..<count { go.signal() }
  finished.wait()
}
