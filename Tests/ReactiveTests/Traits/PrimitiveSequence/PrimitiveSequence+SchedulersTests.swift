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
    assertMarbles { m in
      let xs = m.hot("           ^----#", values: [String: Never]())
      m.expect("                 ------ @251 #") { xs.asCompletable().observe(on: m.scheduler) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSubscribeOnSubscribesOnTheScheduler() {
    assertMarbles(ticksPerFrame: 1) { m in
      let xs = m.cold("          ----------(1|)")
      m.expect("                 -----------(1|)") { xs.asMaybe().subscribe(on: m.scheduler) }
      m.expectSubscriptions(xs, "-^---------   !")
    }
  }

  func testSubscribeOnDisposedBeforeTheSubscriptionNeverSubscribes() {
    assertMarbles(disposed: 200) { m in
      let xs = m.cold("-(1|)")
      m.expect("       -") { xs.asSingle().subscribe(on: m.scheduler) }
      m.expectSubscriptions(xs)
    }
  }
}
