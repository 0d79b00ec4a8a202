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
    assertMarbles { m in
      let xs = makeSource(m.scheduler, end: .completed(600))
      m.expect(
        "----a------b-----c------d------e------f-(f|)",
        values: ["a": [1, 2, 3], "b": [4], "c": [5, 6, 7], "d": [8], "e": [9], "f": []]
      ) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: m.scheduler) }
      m.expectSubscriptions(
        xs,
        "^---------------------------------------!")
    }
  }

  func testErrorDropsTheCurrentBuffer() {
    assertMarbles { m in
      let xs = makeSource(m.scheduler, end: .error(600, testError))
      m.expect(
        "----a------b-----c------d------e------f-#",
        values: ["a": [1, 2, 3], "b": [4], "c": [5, 6, 7], "d": [8], "e": [9], "f": []]
      ) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: m.scheduler) }
      m.expectSubscriptions(
        xs,
        "^---------------------------------------!")
    }
  }

  func testDisposingEarlyDropsTheCurrentBuffer() {
    assertMarbles(disposed: 370) { m in
      let xs = makeSource(m.scheduler, end: .completed(600))
      m.expect(
        "----a------b-----c", values: ["a": [1, 2, 3], "b": [4], "c": [5, 6, 7]]
      ) {
        xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: m.scheduler)
      }
      m.expectSubscriptions(
        xs,
        "^----------------!")
    }
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

  func testABufferIsSentBeforeTheNextSpansClockStartsSoSameTimeWorkItCausesRunsFirst() {
    // The debounce's timer, started while the buffer is delivered, is due with the next span's
    // clock and runs first, as in RxSwift.
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(50), count: 1, scheduler: scheduler)
        .debounce(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, stride(from: 300, through: 950, by: 50).map { .next($0, []) })
  }
}
