import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceDelayTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).delay(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletesLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).delay(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testElementsAreShiftedByTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
    let res = scheduler.start {
      xs.asSignal(onErrorJustReturn: -1).delay(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(260, 1), .next(280, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSourceErrorBecomesTheDelayedFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).delay(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(260, 1), .next(280, -1), .completed(281)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposedEarlyDropsTheWaitingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let res = scheduler.start(disposed: 270) {
      xs.asDriver(onErrorJustReturn: -1).delay(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(260, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
  }

  func testTheDefaultSchedulerDeliversOnTheMainThread() {
    let recorder = ThreadRecorder<Int>()
    let subscription = Driver.just(1).delay(.milliseconds(1)).drive(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    XCTAssertTrue(recorder.deliveredOnTheMainThread)
    subscription.dispose()
  }

  func testTheMockedSharingSchedulerRunsTheClockAsInRxCocoa() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).delay(.seconds(50)) }
      XCTAssertEqual(res.events, [.next(261, 1), .next(281, 2), .completed(301)])
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
