import Reactive
import ReactiveTest
import XCTest

final class SkipForDurationTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletesInsideTheDuration() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(230)])
    let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testElementsAfterTheDurationPass() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(220, 3), .next(230, 4), .completed(240),
    ])
    let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(220, 3), .next(230, 4), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
  }

  func testZeroDurationSkipsOnlyWhatArrivesBeforeTheNextTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testErrorInsideTheDurationIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposingEarlyUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
    let res = scheduler.start(disposed: 270) { xs.skip(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(260, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
  }

  func testOpensFromADispatchScheduler() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let subscription = subject.skip(.milliseconds(20), scheduler: backgroundScheduler)
      .subscribe(recorder)
    subject.onNext(1)
    _ = backgroundScheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
      subject.onNext(2)
      subject.onCompleted()
      return Disposables.create()
    }
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(2), .completed])
    subscription.dispose()
  }

  func testTheForSpellingSkipsTheSameElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(220, 3), .completed(240),
    ])
    let res = scheduler.start { xs.skip(for: .seconds(15), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(220, 3), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
  }
}
