import Reactive
import ReactiveTest
import XCTest

final class JustTests: ReactiveTestCase {
  func testSendsTheElementAndCompletesWhileSubscribing() {
    assertMarbles { m in
      m.expect("('42'|)") { Observable.just(42) }
    }
  }

  func testWithASchedulerSendsTheElementAndTheCompletionOneTickApart() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-'42'|") { Observable.just(42, scheduler: m.scheduler) }
    }
  }

  func testWithASchedulerDisposingBeforeTheElementSendsNothing() {
    assertMarbles(disposed: 201) { m in
      m.expect("-") { Observable.just(42, scheduler: m.scheduler) }
    }
  }

  func testWithASchedulerDisposingAfterTheElementPreventsTheCompletion() {
    assertMarbles(ticksPerFrame: 1, disposed: 202) { m in
      m.expect("-'42'") { Observable.just(42, scheduler: m.scheduler) }
    }
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
