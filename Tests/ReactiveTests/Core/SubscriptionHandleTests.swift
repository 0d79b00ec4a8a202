import TestSupport
import XCTest

@testable import RxSwift

final class SubscriptionHandleTests: XCTestCase {
  func testDisposalFromOutsideDisposesTheSubscriptionThenRunsTheHandlerOnce() {
    let log = DisposalLog()
    let lifetime = Lifetime()
    lifetime.add(log.disposable("resource"))
    let handle = SubscriptionHandle(lifetime: lifetime) { log.disposable("onDisposed").dispose() }
    XCTAssertFalse(handle.isDisposed)
    handle.dispose()
    XCTAssertTrue(handle.isDisposed)
    handle.dispose()
    handle.runOnDisposed()
    XCTAssertEqual(log.disposed, ["resource", "onDisposed"])
  }

  func testTheHandlerRunBeforeADisposalRunsNoMore() {
    let log = DisposalLog()
    let lifetime = Lifetime()
    lifetime.add(log.disposable("resource"))
    let handle = SubscriptionHandle(lifetime: lifetime) { log.disposable("onDisposed").dispose() }
    handle.runOnDisposed()
    handle.dispose()
    XCTAssertEqual(log.disposed, ["onDisposed", "resource"])
  }

  func testTheHandlerRunsOnceWhenItsLifetimeWasDisposedByAnother() {
    let log = DisposalLog()
    let lifetime = Lifetime()
    let handle = SubscriptionHandle(lifetime: lifetime) { log.disposable("onDisposed").dispose() }
    lifetime.dispose()
    XCTAssertEqual(log.disposed, [], "only the handle runs its handler")
    handle.dispose()
    handle.dispose()
    XCTAssertEqual(log.disposed, ["onDisposed"])
  }

  func testASubscriberWithAnOnDisposedHandlerHearsOfItAfterItsCompletionAndAfterItsDisposal() {
    var calls: [String] = []
    _ = Observable.of(1).subscribe(
      onNext: { calls.append("next \($0)") }, onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["next 1", "completed", "disposed"])
    calls = []
    let subscription = Observable<Int>.never()
      .do(onDispose: { calls.append("source disposed") })
      .subscribe(onDisposed: { calls.append("disposed") })
    subscription.dispose()
    XCTAssertEqual(calls, ["source disposed", "disposed"], "after the chain, as in RxSwift")
  }

  func testATraitsOnDisposedHandlerRunsAfterTheChainWhenDisposedFromOutside() {
    var calls: [String] = []
    let single = Single<Int>.never().do(onDispose: { calls.append("source disposed") })
    single.subscribe(onDisposed: { calls.append("disposed") }).dispose()
    XCTAssertEqual(calls, ["source disposed", "disposed"], "as in RxSwift")
    calls = []
    _ = Single.just(1).subscribe(
      onSuccess: { calls.append("success \($0)") }, onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["success 1", "disposed"])
  }
}
