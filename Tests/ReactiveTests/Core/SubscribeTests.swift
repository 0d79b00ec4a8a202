import Reactive
import ReactiveTest
import XCTest

final class SubscribeTests: ReactiveTestCase {
  func testOnDisposedRunsAfterOnCompletedAndBeforeTheChainAboveIsDisposed() {
    var calls: [String] = []
    _ = Observable.just(1)
      .do(onDispose: { calls.append("upstream disposed") })
      .subscribe(
        onNext: { calls.append("next \($0)") },
        onCompleted: { calls.append("completed") },
        onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["next 1", "completed", "disposed", "upstream disposed"])
  }

  func testOnDisposedRunsAfterOnErrorOnce() {
    var calls: [String] = []
    let subscription = Observable<Int>.error(testError)
      .subscribe(onError: { calls.append("error \($0)") }, onDisposed: { calls.append("disposed") })
    subscription.dispose()
    XCTAssertEqual(calls, ["error test error", "disposed"])
  }

  func testDisposingFromOutsideDisposesTheChainAboveBeforeOnDisposed() {
    var calls: [String] = []
    let subject = PublishSubject<Int>()
    let subscription =
      subject
      .do(onDispose: { calls.append("upstream disposed") })
      .subscribe(onDisposed: { calls.append("disposed") })
    subscription.dispose()
    subscription.dispose()
    XCTAssertEqual(calls, ["upstream disposed", "disposed"])
    XCTAssertFalse(subject.hasObservers)
  }

  func testSubscribeWithObjectPassesTheObjectAndStopsOnceItIsReleased() {
    final class Owner {
      var received: [Int] = []
    }
    let subject = PublishSubject<Int>()
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    let subscription = subject.subscribe(with: owner!, onNext: { $0.received.append($1) })
    subject.onNext(1)
    XCTAssertEqual(owner?.received, [1])
    owner = nil
    XCTAssertNil(weakOwner, "subscribe(with:) must not retain the object")
    subject.onNext(2)
    subscription.dispose()
  }

  func testSubscribingAnObserverDeliversEveryEventAndDisposesAfterTheTerminalOne() {
    var events: [Event<Int>] = []
    let subscription = Observable.of(1, 2).subscribe(AnyObserver { events.append($0) })
    XCTAssertEqual(events, [.next(1), .next(2), .completed])
    XCTAssertEqual((subscription as? any Cancelable)?.isDisposed, true)
  }
}
