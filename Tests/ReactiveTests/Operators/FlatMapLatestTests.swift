import Reactive
import ReactiveTest
import XCTest

final class FlatMapLatestTests: ReactiveTestCase {
  private let cases = FlatteningCases { xs, selector in xs.flatMapLatest(selector) }

  func testNeverOuterSendsNothingAndIsDisposedAtTheEnd() {
    cases.assertNeverOuterSendsNothing()
  }

  func testEmptyOuterCompletes() {
    cases.assertEmptyOuterCompletes()
  }

  func testEachElementSwitchesToItsInnerAndDisposesThePreviousOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 0), .next(240, 1), .next(300, 2), .completed(320),
    ])
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(40, 3), .completed(50)]),
      scheduler.createColdObservable([.next(10, 10), .completed(20)]),
      scheduler.createColdObservable([.next(10, 20), .next(30, 21), .completed(40)]),
    ]
    let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
    XCTAssertEqual(
      res.events,
      [
        .next(220, 1), .next(230, 2), .next(250, 10), .next(310, 20), .next(330, 21),
        .completed(340),
      ]
    )
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(240, 260)])
    XCTAssertEqual(ys[2].subscriptions, [Subscription(300, 340)])
  }

  func testThePreviousInnerIsDisposedBeforeTheNextIsSubscribedTo() {
    var log: [String] = []
    func inner(_ name: String) -> Observable<Int> {
      Observable.create { _ in
        log.append("subscribe \(name)")
        return Disposables.create { log.append("dispose \(name)") }
      }
    }
    let outer = PublishSubject<String>()
    let subscription = outer.flatMapLatest { name -> Observable<Int> in
      log.append("select \(name)")
      return inner(name)
    }.subscribe()
    outer.onNext("a")
    outer.onNext("b")
    subscription.dispose()
    XCTAssertEqual(
      log, ["select a", "subscribe a", "select b", "dispose a", "subscribe b", "dispose b"])
  }

  func testCompletionWaitsForTheLatestInner() {
    cases.assertCompletionWaitsForTheInner()
  }

  func testOuterErrorIsSentAndDisposesTheInner() {
    cases.assertOuterErrorDisposesTheInner()
  }

  func testInnerErrorIsSentAndDisposesTheOuter() {
    cases.assertInnerErrorDisposesTheOuter()
  }

  func testDisposingEarlyDisposesTheOuterAndTheInner() {
    cases.assertDisposingEarlyDisposesTheOuterAndTheInner()
  }

  func testThrowingSelectorSendsErrorAndDisposesEverything() {
    cases.assertThrowingSelectorDisposesEverything()
  }

  func testEventsOfASupersededInnerAreIgnored() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let outer = PublishSubject<PublishSubject<Int>>()
    var received: [Event<Int>] = []
    let subscription = outer.flatMapLatest { $0 }.subscribe { received.append($0) }
    outer.onNext(first)
    first.onNext(1)
    outer.onNext(second)
    first.onNext(2)
    first.onError(testError)
    second.onNext(3)
    outer.onCompleted()
    second.onCompleted()
    XCTAssertEqual(received, [.next(1), .next(3), .completed])
    XCTAssertFalse(first.hasObservers)
    subscription.dispose()
  }

  func testElementTheObserverSendsBackSwitchesToItsInnerSequenceNested() {
    assertFeedbackLoop(
      input: [.next(210, 1)],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3)],
      { source, _ in source.flatMapLatest { Observable.just($0) } },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }
}
