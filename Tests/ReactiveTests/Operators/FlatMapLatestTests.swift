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
    assertMarbles { m in
      let xs = m.hot("              ^0--1-   ----2-   |")
      let ys = [
        m.cold("                    -12-3|"),
        m.cold("                    -'10'|"),
        m.cold("                    -'20'-'21'|"),
      ]
      m.expect("                    --12-'10'-----'20'-'21'|") { xs.flatMapLatest { ys[$0] } }
      m.expectSubscriptions(xs, "   ^-----   ------   !")
      m.expectSubscriptions(ys[0], "-^--!")
      m.expectSubscriptions(ys[1], "----^-   !")
      m.expectSubscriptions(ys[2], "------   ----^-   --   !")
    }
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
