import Reactive
import ReactiveTest
import XCTest

/// A `just` inner sequence of `flatMapLatest` is sent by the switching sink itself: each
/// scenario runs once with `just` and once with a `create` that sends the same two events during
/// its subscription, and both must log exactly what RxSwift's subscription to the `just` does.
final class SinkSwitchJustTests: ReactiveTestCase {
  private typealias Inner = (Int) -> Observable<Int>

  private final class Log {
    var entries: [String] = []

    func callAsFunction(_ entry: String) { entries.append(entry) }

    func event(_ event: Event<Int>) {
      switch event {
      case .next(let value): entries.append("next \(value)")
      case .error: entries.append("error")
      case .completed: entries.append("completed")
      }
    }
  }

  private func assertLikeASubscribedJust(
    _ expected: [String], file: StaticString = #filePath, line: UInt = #line,
    _ scenario: (_ inner: @escaping Inner, _ log: Log) -> Void
  ) {
    let inners: [(name: String, make: Inner)] = [
      ("just", { Observable.just($0) }),
      (
        "create",
        { value in
          Observable.create { observer in
            observer.onNext(value)
            observer.onCompleted()
            return Disposables.create()
          }
        }
      ),
    ]
    for inner in inners {
      let log = Log()
      scenario(inner.make, log)
      XCTAssertEqual(log.entries, expected, inner.name, file: file, line: line)
    }
  }

  func testJustInnersSwitchAsRxSwiftsDo() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let ys = scheduler.createColdObservable([.next(5, 20), .next(15, 21), .completed(20)])
    let res = scheduler.start {
      xs.flatMapLatest { $0 == 2 ? ys.asObservable() : Observable.just($0 * 10) }
    }
    XCTAssertEqual(
      res.events, [.next(210, 10), .next(225, 20), .next(230, 30), .next(240, 40), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
  }

  func testAJustOnASchedulerIsSubscribedToAndReplacedLikeAnyInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(221, 3), .completed(230),
    ])
    let res = scheduler.start {
      xs.flatMapLatest { Observable.just($0, scheduler: scheduler) }
    }
    XCTAssertEqual(res.events, [.next(211, 1), .next(222, 3), .completed(230)])
  }

  func testThePreviousInnerIsDisposedBeforeTheJustSends() {
    assertLikeASubscribedJust(["next 1", "dispose 1", "next 2", "dispose 2", "next 3"]) {
      inner, log in
      let outer = PublishSubject<Int>()
      let subscription = outer.flatMapLatest { value in
        value == 3
          ? inner(value)
          : Observable<Int>.never().do(onDispose: { log("dispose \(value)") })
            .startWith(value)
      }
      .subscribe(log.event)
      for value in 1...3 { outer.onNext(value) }
      subscription.dispose()
    }
  }

  func testOuterElementsSentFromInsideTheJustsElementSwitchNested() {
    let expected = ["next 1", "next 2", "next 30", "next 31", "completed"]
    assertLikeASubscribedJust(expected) { inner, log in
      let outer = PublishSubject<Int>()
      let live = PublishSubject<Int>()
      let subscription = outer.flatMapLatest { $0 == 3 ? live.asObservable() : inner($0) }
        .subscribe { event in
          log.event(event)
          if let value = event.element, value < 3 { outer.onNext(value + 1) }
        }
      outer.onNext(1)
      outer.onCompleted()
      live.onNext(30)
      live.onNext(31)
      live.onCompleted()
      subscription.dispose()
    }
  }

  func testAnOuterElementSentWhileThePreviousInnerIsDisposedWins() {
    assertLikeASubscribedJust(["next 3", "completed"]) { inner, log in
      let outer = PublishSubject<Int>()
      let subscription = outer.flatMapLatest { value in
        value == 1
          ? Observable<Int>.never().do(onDispose: { outer.onNext(3) }) : inner(value)
      }
      .subscribe(log.event)
      outer.onNext(1)
      outer.onNext(2)
      outer.onCompleted()
      subscription.dispose()
    }
  }

  func testTheOuterCompletingFromInsideTheJustsElementCompletesAfterTheJust() {
    assertLikeASubscribedJust(["next 1", "outer completed", "completed"]) { inner, log in
      let outer = PublishSubject<Int>()
      let subscription = outer.flatMapLatest(inner)
        .subscribe { event in
          log.event(event)
          if event.element == 1 {
            outer.onCompleted()
            log("outer completed")
          }
        }
      outer.onNext(1)
      subscription.dispose()
    }
  }

  func testDisposingFromInsideTheJustsElementSendsNoCompletion() {
    assertLikeASubscribedJust(["next 1", "disposed"]) { inner, log in
      let outer = PublishSubject<Int>()
      var subscription: Disposable?
      subscription = outer.flatMapLatest(inner)
        .subscribe(
          onNext: { value in
            log("next \(value)")
            subscription?.dispose()
          }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
      outer.onNext(1)
      outer.onCompleted()
      XCTAssertFalse(outer.hasObservers)
    }
  }

  func testAThrowingSelectorAfterAJustFailsAndDisposesEverything() {
    assertLikeASubscribedJust(["next 1", "error", "disposed"]) { inner, log in
      let outer = PublishSubject<Int>()
      let subscription = outer.flatMapLatest { value -> Observable<Int> in
        if value == 2 { throw TestError() }
        return inner(value)
      }
      .subscribe(
        onNext: { log("next \($0)") }, onError: { _ in log("error") },
        onDisposed: { log("disposed") })
      outer.onNext(1)
      outer.onNext(2)
      outer.onNext(3)
      XCTAssertFalse(outer.hasObservers)
      subscription.dispose()
    }
  }
}
