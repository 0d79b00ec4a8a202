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
    assertMarbles(ticksPerFrame: 1) { m in
      let xs = m.hot("           ^---------1- @250 |")
      m.expect("                 -----------1 @250 -|") {
        xs.asInfallible(onErrorJustReturn: -1).observe(on: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----------- @250 !")
    }
  }

  func testSubscribeOnSubscribesOnTheScheduler() {
    assertMarbles(ticksPerFrame: 1) { m in
      let xs = m.cold("          ----------1---------|")
      m.expect("                 -----------1---------|") {
        xs.asInfallible(onErrorJustReturn: -1).subscribe(on: m.scheduler)
      }
      m.expectSubscriptions(xs, "-^-------------------!")
    }
  }
}
