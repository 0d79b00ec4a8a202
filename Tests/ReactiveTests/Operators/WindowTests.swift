import Reactive
import ReactiveTest
import XCTest

final class WindowTests: ReactiveTestCase {
  /// Subscribes to the windows at 200 and to each window as it opens, and records one marble
  /// per event: `"open 1"`, `"1: 4"`, `"1 completed"`, then the terminal event of the windows.
  private final class WindowRecorder {
    let observer: TestableObserver<String>
    var outer: (any Disposable)?
    var windows: [any Disposable] = []

    init(
      _ scheduler: TestScheduler, disposeOuterAt outerEnd: TestTime = 1000,
      disposeWindowsAt windowsEnd: TestTime = 1000,
      _ windowsOf: @escaping () -> Observable<Observable<Int>>
    ) {
      observer = scheduler.createObserver(String.self)
      scheduler.scheduleAt(200) { [self] in
        var index = 0
        outer = windowsOf().subscribe { [self] event in
          switch event {
          case .next(let window):
            let number = index
            index += 1
            observer.onNext("open \(number)")
            windows.append(
              window.subscribe { [self] event in
                switch event {
                case .next(let element): observer.onNext("\(number): \(element)")
                case .error(let error): observer.onNext("\(number) failed: \(error)")
                case .completed: observer.onNext("\(number) completed")
                }
              })
          case .error(let error): observer.onError(error)
          case .completed: observer.onCompleted()
          }
        }
      }
      scheduler.scheduleAt(outerEnd) { [self] in outer?.dispose() }
      scheduler.scheduleAt(windowsEnd) { [self] in
        for window in windows { window.dispose() }
        windows = []
      }
    }
  }

  private func makeSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
      .next(370, 7), .next(420, 8), .next(470, 9), end,
    ])
  }

  func testNeverSourceOpensAWindowEveryTimeSpan() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let recorder = WindowRecorder(scheduler, disposeOuterAt: 400, disposeWindowsAt: 400) {
      xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    scheduler.start()
    XCTAssertEqual(
      recorder.observer.events,
      [
        .next(200, "open 0"),
        .next(270, "0 completed"), .next(270, "open 1"),
        .next(340, "1 completed"), .next(340, "open 2"),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testEmptySourceCompletesTheFirstWindowAndTheWindows() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let recorder = WindowRecorder(scheduler) {
      xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    scheduler.start()
    XCTAssertEqual(
      recorder.observer.events,
      [.next(200, "open 0"), .next(250, "0 completed"), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testWindowsEndByCountOrByTimeWhicheverComesFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler, end: .completed(600))
    let recorder = WindowRecorder(scheduler) {
      xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    scheduler.start()
    XCTAssertEqual(
      recorder.observer.events,
      [
        .next(200, "open 0"), .next(205, "0: 1"), .next(210, "0: 2"), .next(240, "0: 3"),
        .next(240, "0 completed"), .next(240, "open 1"), .next(280, "1: 4"),
        .next(310, "1 completed"), .next(310, "open 2"), .next(320, "2: 5"), .next(350, "2: 6"),
        .next(370, "2: 7"), .next(370, "2 completed"), .next(370, "open 3"), .next(420, "3: 8"),
        .next(440, "3 completed"), .next(440, "open 4"), .next(470, "4: 9"),
        .next(510, "4 completed"), .next(510, "open 5"),
        .next(580, "5 completed"), .next(580, "open 6"),
        .next(600, "6 completed"), .completed(600),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testErrorFailsTheCurrentWindowAndTheWindows() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler, end: .error(300, testError))
    let recorder = WindowRecorder(scheduler) {
      xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    scheduler.start()
    XCTAssertEqual(
      recorder.observer.events,
      [
        .next(200, "open 0"), .next(205, "0: 1"), .next(210, "0: 2"), .next(240, "0: 3"),
        .next(240, "0 completed"), .next(240, "open 1"), .next(280, "1: 4"),
        .next(300, "1 failed: test error"), .error(300, testError),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDisposingEverythingEarlyUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler, end: .completed(600))
    let recorder = WindowRecorder(scheduler, disposeOuterAt: 290, disposeWindowsAt: 290) {
      xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    scheduler.start()
    XCTAssertEqual(
      recorder.observer.events,
      [
        .next(200, "open 0"), .next(205, "0: 1"), .next(210, "0: 2"), .next(240, "0: 3"),
        .next(240, "0 completed"), .next(240, "open 1"), .next(280, "1: 4"),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
  }

  func testSubscribedWindowKeepsTheSourceUntilItEndsAfterTheWindowsAreDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler, end: .completed(600))
    let recorder = WindowRecorder(scheduler, disposeOuterAt: 290) {
      xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    }
    scheduler.start()
    XCTAssertEqual(
      recorder.observer.events,
      [
        .next(200, "open 0"), .next(205, "0: 1"), .next(210, "0: 2"), .next(240, "0: 3"),
        .next(240, "0 completed"), .next(240, "open 1"), .next(280, "1: 4"),
        .next(310, "1 completed"),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
  }

  func testWindowSubscribedAfterItEndedCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    var windows: [Observable<Int>] = []
    let res = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) {
      subscriptions.append(
        xs.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
          .subscribe(onNext: { windows.append($0) }))
    }
    scheduler.scheduleAt(250) { subscriptions.append(windows[0].subscribe(res)) }
    scheduler.start()
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    windows = []
  }

  func testWindowsByCountOnADispatchScheduler() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<[Int]>()
    let subscription = subject.window(
      timeSpan: .seconds(10), count: 2, scheduler: backgroundScheduler
    )
    .subscribe { event in
      guard case .next(let window) = event else { return }
      var elements: [Int] = []
      _ = window.subscribe(
        onNext: { elements.append($0) }, onCompleted: { recorder.onNext(elements) })
    }
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onCompleted()
    XCTAssertTrue(recorder.wait { $0.count == 2 })
    XCTAssertEqual(recorder.elements, [[1, 2], [3]])
    subscription.dispose()
  }

  func testWindowsByTimeOnADispatchScheduler() {
    let recorder = ThreadRecorder<Int>()
    let subject = PublishSubject<Int>()
    let subscription = subject.window(
      timeSpan: .milliseconds(20), count: 100, scheduler: backgroundScheduler
    )
    .subscribe(onNext: { _ in recorder.onNext(0) })
    XCTAssertTrue(recorder.wait { $0.count >= 3 })
    subscription.dispose()
  }

  func testElementsAWindowsObserverSendsBackGoToThatWindowUntilItIsFull() {
    assertFeedbackLoop(
      input: [.next(210, 1), .completed(400)],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3), .completed(400)],
      { source, scheduler in
        source.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler).flatMap { $0 }
      },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }

  func testAWindowIsSentBeforeTheNextSpansClockStartsSoSameTimeWorkItCausesRunsFirst() {
    // The debounce's timer, started while the window is delivered, is due with the next span's
    // clock and runs first, as in RxSwift.
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start {
      xs.window(timeSpan: .seconds(50), count: 1, scheduler: scheduler)
        .debounce(.seconds(50), scheduler: scheduler)
        .map { _ in "window" }
    }
    XCTAssertEqual(res.events, stride(from: 250, through: 950, by: 50).map { .next($0, "window") })
  }
}
