import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceTests: ReactiveTestCase {
  func testJustSendsTheElementAndCompletesAtOnceOnTheMainThread() {
    let recorder = ThreadRecorder<Int>()
    _ = Driver.just(1).drive(recorder)
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    XCTAssertTrue(recorder.deliveredOnTheMainThread)
  }

  func testOfAndFromSendTheFirstElementAtOnceAndTheRestThroughTheMainQueue() {
    // Each element and the completion are a step on the sharing scheduler, a main scheduler that
    // runs the first step at once on the main thread and queues the next ones, as RxCocoa's.
    var received: [Event<Int>] = []
    _ = Driver.of(1, 2).asObservable().subscribe { received.append($0) }
    _ = Signal.from([3, 4]).asObservable().subscribe { received.append($0) }
    _ = Driver.from(5...6).asObservable().subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(3), .next(5)])
    XCTAssertTrue(spinMainRunLoop { received.count == 9 })
    XCTAssertEqual(
      received,
      [
        .next(1), .next(3), .next(5), .next(2), .next(4), .next(6), .completed, .completed,
        .completed,
      ])
  }

  func testFromOptionalSendsTheValueOrNothingThenCompletesThroughTheMainQueue() {
    var received: [Event<Int>] = []
    _ = Driver.from(optional: 1).asObservable().subscribe { received.append($0) }
    _ = Driver.from(optional: nil).asObservable().subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .completed])
    XCTAssertTrue(spinMainRunLoop { received.count == 3 })
    XCTAssertEqual(received, [.next(1), .completed, .completed])
  }

  func testEmptyCompletesAndNeverSendsNothing() {
    var received: [Event<Int>] = []
    _ = Signal<Int>.empty().asObservable().subscribe { received.append($0) }
    let never = Driver<Int>.never().asObservable().subscribe { received.append($0) }
    XCTAssertEqual(received, [.completed])
    never.dispose()
  }

  func testDeferredCallsTheFactoryOnEachSubscription() {
    var calls = 0
    let deferred = Driver<Int>.deferred {
      calls += 1
      return Driver.just(calls)
    }
    var received: [Int] = []
    _ = deferred.drive(onNext: { received.append($0) })
    _ = deferred.drive(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
    XCTAssertEqual(calls, 2)
  }

  func testJustSubscribedFromABackgroundQueueSendsOnTheMainThread() {
    let recorder = ThreadRecorder<Int>()
    let subscription = DisposableSlot()
    DispatchQueue.global().async {
      subscription.set(Driver.just(1).asObservable().subscribe(recorder))
    }
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    XCTAssertTrue(recorder.deliveredOnTheMainThread)
    subscription.dispose()
  }

  func testAsSharedSequenceAsDriverAndAsSignalKeepTheSequence() {
    var received: [Int] = []
    let driver = Driver.just(1)
    let signal = Signal.just(2)
    _ = driver.asSharedSequence().asDriver().drive(onNext: { received.append($0) })
    _ = signal.asSharedSequence().asSignal().emit(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
  }

  func testCreationFunctionsSubscribeOnTheMockedScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let just = scheduler.start { Driver.just(1) }
      XCTAssertEqual(just.events, [.next(201, 1), .completed(201)])
    }
    let other = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: other) {
      let of = other.start { Signal.of(1, 2) }
      XCTAssertEqual(of.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }
  }

  func testFromCompletesAsAStepOfItsOwnOneTickAfterTheLastElement() {
    for (made, expected) in [
      ({ Driver.from([1, 2]) }, [.next(201, 1), .next(202, 2), .completed(203)]),
      ({ Driver.from(1...2) }, [.next(201, 1), .next(202, 2), .completed(203)]),
      ({ Driver.from(optional: 1) }, [.next(201, 1), .completed(202)]),
      ({ Driver.from(optional: nil) }, [.completed(201)]),
    ] as [(() -> Driver<Int>, [Recorded<Event<Int>>])] {
      let scheduler = TestScheduler(initialClock: 0)
      SharingScheduler.mock(scheduler: scheduler) {
        XCTAssertEqual(scheduler.start { made() }.events, expected)
      }
    }
  }
}
