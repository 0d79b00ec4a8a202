import Dispatch
import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceSchedulersTests: ReactiveTestCase {
  func testObserveOnDeliversTheEventOnTheScheduler() {
    let recorder = ThreadRecorder<Int>()
    let subscription = Single.just(1).observe(on: backgroundScheduler).asObservable()
      .subscribe(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
    subscription.dispose()
  }

  func testObserveOnInVirtualTimeDeliversOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Never>>])
    let res = scheduler.start { xs.asCompletable().observe(on: scheduler) }
    XCTAssertEqual(res.events, [.error(251, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSubscribeOnSubscribesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start { xs.asMaybe().subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 1), .completed(211)])
    // The unsubscription is scheduled too, one tick after the completion.
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 212)])
  }

  func testSubscribeOnDisposedBeforeTheSubscriptionNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start(disposed: 200) { xs.asSingle().subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [])
  }
}
