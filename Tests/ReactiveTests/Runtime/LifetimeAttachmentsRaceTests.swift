import Reactive
import TestSupport
import XCTest

/// Subscriptions that keep an `onDisposed` handler, a recorded call stack and resources apart from
/// themselves reach them from whichever thread ends them: an error reported on one thread while
/// two others dispose and release bags still ends each subscription once, with its stack.
final class LifetimeAttachmentsRaceTests: HooksTestCase {
  func testAnErrorADisposalAndReleasedBagsOnThreeThreadsEndEverySubscriptionOnce() {
    let start = Resources.total
    let reports = LockedValue<[[String]]>([])
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = { ["subscribed here"] }
    Hooks.defaultErrorHandler = { callStack, _ in reports.append(callStack) }
    let subscriptionsPerRound = 20
    for round in 0..<300 {
      let subject = PublishSubject<Int>()
      let onDisposedCalls = LockedValue([Int](repeating: 0, count: subscriptionsPerRound))
      let sourceDisposals = LockedValue([Int](repeating: 0, count: subscriptionsPerRound))
      let bags = LockedValue<[DisposeBag]>([])
      let subscriptions = LockedValue<[any Disposable]>([])
      for index in 0..<subscriptionsPerRound {
        let subscription = Observable<Int>.create { observer in
          Disposables.create(
            subject.subscribe(observer),
            Disposables.create { sourceDisposals.withLock { $0[index] += 1 } })
        }.subscribe(onDisposed: { onDisposedCalls.withLock { $0[index] += 1 } })
        let bag = DisposeBag()
        subscription.disposed(by: bag)
        bags.append(bag)
        subscriptions.append(subscription)
      }
      let reportsBefore = reports.value.count
      runAtOnce([
        { subject.onError(testError) },
        { for subscription in subscriptions.value.reversed() { subscription.dispose() } },
        { bags.set([]) },
      ])
      XCTAssertEqual(
        onDisposedCalls.value, Array(repeating: 1, count: subscriptionsPerRound),
        "round \(round)")
      XCTAssertEqual(
        sourceDisposals.value, Array(repeating: 1, count: subscriptionsPerRound),
        "round \(round)")
      XCTAssertFalse(subject.hasObservers, "round \(round)")
      let newReports = reports.value.dropFirst(reportsBefore)
      XCTAssertLessThanOrEqual(newReports.count, subscriptionsPerRound, "round \(round)")
      XCTAssertTrue(newReports.allSatisfy { $0 == ["subscribed here"] }, "round \(round)")
    }
    XCTAssertEqual(Resources.total, start)
  }
}
