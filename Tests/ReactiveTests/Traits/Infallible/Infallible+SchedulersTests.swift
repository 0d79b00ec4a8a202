import Dispatch
import Reactive
import ReactiveTest
import XCTest

final class InfallibleSchedulersTests: ReactiveTestCase {
  func testObserveOnDeliversTheEventsOnTheScheduler() {
    let recorder = ThreadRecorder<Int>()
    let subscription = Infallible.of(1, 2).observe(on: backgroundScheduler).asObservable()
      .subscribe(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
    subscription.dispose()
  }

  func testObserveOnInVirtualTimeDeliversOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).observe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(211, 1), .completed(251)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSubscribeOnSubscribesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).subscribe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
    // The unsubscription is scheduled too, one tick after the completion.
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 222)])
  }
}
