import Reactive
import ReactiveTest
import XCTest

final class JustTests: ReactiveTestCase {
  func testSendsTheElementAndCompletesWhileSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(42) }
    XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
  }

  func testWithASchedulerSendsTheElementAndTheCompletionOneTickApart() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
  }

  func testWithASchedulerDisposingBeforeTheElementSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 201) { Observable.just(42, scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
  }

  func testWithASchedulerDisposingAfterTheElementPreventsTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 42)])
  }

  func testDisposalByTheElementPreventsTheCompletion() {
    var sourceCompleted = false
    var received: [Event<Int>] = []
    _ = Observable.just(1).do(onCompleted: { sourceCompleted = true }).take(1)
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .completed])
    XCTAssertFalse(sourceCompleted)
  }

  func testEverySubscriptionGetsTheElement() {
    let answer = Observable.just(42)
    var received: [Int] = []
    _ = answer.subscribe(onNext: { received.append($0) })
    _ = answer.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [42, 42])
  }

  func testCompletionReleasesTheSubscription() {
    weak var released: Token?
    do {
      let token = Token()
      released = token
      _ = Observable.just(token).subscribe()
    }
    XCTAssertNil(released)
  }
}
