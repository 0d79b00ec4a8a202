import Reactive
import ReactiveTest
import XCTest

final class RepeatElementTests: ReactiveTestCase {
  func testWithASchedulerSendsTheElementEveryTickUntilDisposed() {
    assertMarbles(ticksPerFrame: 1, disposed: 205) { m in
      m.expect("-7777") { Observable.repeatElement(7, scheduler: m.scheduler) }
    }
  }

  func testSynchronousRepetitionStopsWhenDisposed() {
    var received: [Event<String>] = []
    _ = Observable.repeatElement("a").take(3).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next("a"), .next("a"), .next("a"), .completed])
  }

  func testDisposalReleasesTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    weak var released: Token?
    do {
      let token = Token()
      released = token
      _ = scheduler.start(disposed: 203) {
        Observable.repeatElement(token, scheduler: scheduler).map { _ in 1 }
      }
    }
    XCTAssertNil(released)
  }
}
