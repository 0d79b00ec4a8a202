import Reactive
import ReactiveTest
import XCTest

final class BufferTests: ReactiveTestCase {
  private func makeSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
      .next(370, 7), .next(420, 8), .next(470, 9), end,
    ])
  }

  func testNeverSourceSendsAnEmptyBufferEveryTimeSpan() {
    assertMarbles(disposed: 500) { m in
      let xs = m.hot("           1----^")
      m.expect("                      -------a------a------a------a", values: ["a": []]) {
        xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^-----------------------------!")
    }
  }

  func testEmptySourceSendsTheEmptyBufferAndCompletes() {
    assertMarbles { m in
      let xs = m.hot("           1----^----|")
      m.expect("                      -----(a|)", values: ["a": []]) {
        xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^----!")
    }
  }

  func testBuffersEndByCountOrByTimeWhicheverComesFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler, end: .completed(600))
    let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
        .next(510, [9]), .next(580, []), .next(600, []), .completed(600),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testErrorDropsTheCurrentBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler, end: .error(600, testError))
    let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
        .next(510, [9]), .next(580, []), .error(600, testError),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testDisposingEarlyDropsTheCurrentBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler, end: .completed(600))
    let res = scheduler.start(disposed: 370) {
      xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
  }

  func testCompletionSendsTheFilledPartOfTheBuffer() {
    assertMarbles { m in
      let xs = m.hot("           ^12|")
      m.expect("                 ---(a|)", values: ["a": [1, 2]]) {
        xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testCountAndTimeOnADispatchScheduler() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<[Int]>()
    let subscription = subject.buffer(
      timeSpan: .milliseconds(50), count: 2, scheduler: backgroundScheduler
    )
    .subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(recorder.events, [.next([1, 2])])
    subject.onNext(3)
    XCTAssertTrue(recorder.wait { $0.count == 2 })
    subject.onCompleted()
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(Array(recorder.elements.prefix(2)), [[1, 2], [3]])
    XCTAssertEqual(recorder.events.last, .completed)
    subscription.dispose()
  }

  func testElementsTheObserverSendsBackFillTheNextBufferAndItsClockEndsIt() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1), .next(220, 2), .completed(400)]],
      sends: [
        .next(220, [1, 2]), .next(220, [3, 4]), .next(320, []), .next(400, []), .completed(400),
      ],
      { sources, scheduler in
        sources[0].buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
      },
      feedback: { buffer, subjects in
        if buffer == [1, 2] {
          subjects[0].onNext(3)
          subjects[0].onNext(4)
        }
      })
  }
}
