import Reactive
import ReactiveTest
import XCTest

final class IntervalTests: ReactiveTestCase {
  func testSendsCountsEveryPeriodUntilDisposed() {
    assertMarbles { m in
      m.expect("----------0---------1---------2---------3---------4---------5---------6") {
        Observable<Int64>.interval(.seconds(100), scheduler: m.scheduler)
      }
    }
  }

  func testDisposingEarlyStopsTheTicks() {
    assertMarbles(disposed: 350) { m in
      m.expect("----------0") {
        Observable<Int>.interval(.seconds(100), scheduler: m.scheduler)
      }
    }
  }

  func testDisposingBeforeTheFirstTickSendsNothing() {
    assertMarbles(disposed: 250) { m in
      m.expect("-") {
        Observable<Int>.interval(.seconds(100), scheduler: m.scheduler)
      }
    }
  }

  func testCountsWrapAroundAtTheEndOfTheirType() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 460) {
      Observable<UInt8>.interval(.seconds(1), scheduler: scheduler)
    }
    XCTAssertEqual(res.events.count, 259)
    XCTAssertEqual(
      Array(res.events.suffix(4)), [.next(456, 255), .next(457, 0), .next(458, 1), .next(459, 2)]
    )
  }

  func testTicksInOrderOnADispatchScheduler() {
    let recorder = ThreadRecorder<Int>()
    let subscription = Observable<Int>.interval(.milliseconds(10), scheduler: backgroundScheduler)
      .subscribe(recorder)
    XCTAssertTrue(recorder.wait { $0.count >= 3 })
    subscription.dispose()
    XCTAssertEqual(Array(recorder.elements.prefix(3)), [0, 1, 2])
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
  }

  func testDisposingFromInsideATickStopsTheTimer() {
    let recorder = ThreadRecorder<Int>()
    let slot = DisposableSlot()
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "interval-test")
    slot.set(
      Observable<Int>.interval(.milliseconds(10), scheduler: scheduler)
        .subscribe { event in
          recorder.on(event)
          if event.element == 2 { slot.dispose() }
        })
    XCTAssertTrue(recorder.wait { $0.count >= 3 })
    // Two more periods: a tick after the disposal would show up here.
    XCTAssertFalse(recorder.wait(timeout: 0.05) { $0.count > 3 })
    XCTAssertEqual(recorder.elements, [0, 1, 2])
  }
}
