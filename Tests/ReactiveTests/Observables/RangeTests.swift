import Reactive
import ReactiveTest
import XCTest

final class RangeTests: ReactiveTestCase {
  func testSendsConsecutiveIntegersWhileSubscribing() {
    assertMarbles { m in
      m.expect("(567|)") { Observable.range(start: 5, count: 3) }
    }
  }

  func testCountZeroCompletes() {
    assertMarbles { m in
      m.expect("|") { Observable.range(start: 5, count: 0) }
    }
  }

  func testReachesTheLargestValueOfTheTypeWithoutOverflow() {
    assertMarbles { m in
      m.expect("('126''127'|)") { Observable<Int8>.range(start: 126, count: 2) }
    }
  }

  func testWithASchedulerSendsOneEventPerTick() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-567|") { Observable.range(start: 5, count: 3, scheduler: m.scheduler) }
    }
  }

  func testWithASchedulerStopsWhenDisposed() {
    assertMarbles(ticksPerFrame: 1, disposed: 203) { m in
      m.expect("-56") {
        Observable.range(start: 5, count: 3, scheduler: m.scheduler)
      }
    }
  }

  func testDisposalWhileSendingStopsTheLoop() {
    var produced: [Int] = []
    _ = Observable.range(start: 1, count: 1_000).do(onNext: { produced.append($0) }).take(3)
      .subscribe()
    XCTAssertEqual(produced, [1, 2, 3])
  }
}
