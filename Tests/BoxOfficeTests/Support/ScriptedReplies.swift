import BoxOffice
import BoxOfficeTestSupport
import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// A stand-in for one service of the client: answers its n-th request with `replies[n]` (cold
/// test observables, so each subscription is recorded) and writes down every request and when.
final class ScriptedReplies<Request: Equatable & Sendable, Value> {
  /// One request, its cache policy, and the virtual time it was made at.
  struct Call: Equatable, Sendable {
    var request: Request
    var cachePolicy: CachePolicy
    var time: TestTime
  }

  let replies: [TestableObservable<Value>]
  private let recorded = LockedValue<[Call]>([])
  private let scheduler: TestScheduler

  init(_ scheduler: TestScheduler, _ replies: [TestableObservable<Value>]) {
    self.scheduler = scheduler
    self.replies = replies
  }

  var calls: [Call] {
    recorded.value
  }

  /// The service's closure.
  var service: @Sendable (Request, CachePolicy) -> Single<Value> {
    // Safe: virtual-time tests run on the test's thread only.
    nonisolated(unsafe) let script = self
    return { request, cachePolicy in
      let index = script.recorded.withLock { calls in
        calls.append(Call(request: request, cachePolicy: cachePolicy, time: script.scheduler.clock))
        return calls.count - 1
      }
      guard index < script.replies.count else {
        XCTFail("unexpected request \(index + 1): \(request)")
        return .never()
      }
      return script.replies[index].asObservable().asSingle()
    }
  }
}

extension TestScheduler {
  /// A scheduler whose tick is a millisecond, so that `debounce(.milliseconds(300))` waits 300
  /// ticks.
  static func milliseconds() -> TestScheduler {
    TestScheduler(initialClock: 0, resolution: 0.001)
  }

  /// Records `driver`'s elements from `subscribed` until `disposed`.
  func record<Element>(
    _ driver: Driver<Element>, subscribed: TestTime = 200, disposed: TestTime = 100_000
  ) -> TestableObserver<Element> {
    record(driver.asObservable(), subscribed: subscribed, disposed: disposed)
  }

  /// Records `signal`'s elements from `subscribed` until `disposed`.
  func record<Element>(
    _ signal: Signal<Element>, subscribed: TestTime = 200, disposed: TestTime = 100_000
  ) -> TestableObserver<Element> {
    record(signal.asObservable(), subscribed: subscribed, disposed: disposed)
  }

  private func record<Element>(
    _ observable: Observable<Element>, subscribed: TestTime, disposed: TestTime
  ) -> TestableObserver<Element> {
    let observer = createObserver(Element.self)
    let subscription = SingleAssignmentDisposable()
    scheduleAt(subscribed) { subscription.setDisposable(observable.subscribe(observer)) }
    scheduleAt(disposed) { subscription.dispose() }
    return observer
  }
}
