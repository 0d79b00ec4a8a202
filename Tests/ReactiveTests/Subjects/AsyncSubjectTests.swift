import Reactive
import ReactiveTest
import XCTest

final class AsyncSubjectTests: ReactiveTestCase {
  func testObserversReceiveOnlyTheLastElementAndTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(320, 2), .next(430, 3), .completed(500), .next(510, 9),
    ])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { AsyncSubject<Int>() },
      observers: [(300, 800), (400, 450), (600, 800)])
    XCTAssertEqual(results[0].events, [.next(500, 3), .completed(500)])
    XCTAssertEqual(results[1].events, [])
    XCTAssertEqual(results[2].events, [.next(600, 3), .completed(600)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testCompletionWithoutElementsSendsOnlyTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { AsyncSubject<Int>() }, observers: [(300, 800), (600, 800)])
    XCTAssertEqual(results[0].events, [.completed(500)])
    XCTAssertEqual(results[1].events, [.completed(600)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testErrorIsSentWithoutTheLastElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(500, testError)])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { AsyncSubject<Int>() }, observers: [(300, 800), (600, 800)])
    XCTAssertEqual(results[0].events, [.error(500, testError)])
    XCTAssertEqual(results[1].events, [.error(600, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testSubjectThatNeverTerminatesSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
    var samples: [Bool] = []
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { AsyncSubject<Int>() }, observers: [(300, 800)],
      actions: [
        (250, { samples.append($0.hasObservers) }), (350, { samples.append($0.hasObservers) }),
        (850, { samples.append($0.hasObservers) }),
      ])
    XCTAssertEqual(results[0].events, [])
    XCTAssertEqual(samples, [false, true, false])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testObserverSubscribedWhileTheLastElementIsDeliveredReceivesItAtOnce() {
    let subject = AsyncSubject<Int>()
    var log: [String] = []
    var lateSubscription: (any Disposable)?
    _ = subject.subscribe(
      onNext: { element in
        log.append("outer \(element)")
        lateSubscription = subject.subscribe(
          onNext: { log.append("late \($0)") }, onCompleted: { log.append("late done") })
      },
      onCompleted: { log.append("outer done") })
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(log, ["outer 1", "late 1", "late done", "outer done"])
    lateSubscription?.dispose()
  }

  func testCompletionDuringConcurrentSendsReachesEveryObserverOnce() {
    let subject = AsyncSubject<Int>()
    assertSerializedDelivery(
      send: { subject.onNext($0) }, subscribe: { subject.subscribe($0) },
      terminate: { subject.onCompleted() })
  }
}
