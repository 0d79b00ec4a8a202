import Dispatch
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class SignalTests: ReactiveTestCase {
  func testSignalSharesOneSubscriptionAndReplaysNothing() {
    assertSharing(
      .hot([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]),
      subscribers: [(200, 1000), (225, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)],
        [.next(230, 3), .completed(300)],
      ],
      subscriptions: [Subscription(200, 300)]
    ) { $0.asSignal(onErrorJustReturn: -1).asObservable() }
  }

  func testSignalDisconnectsWhenTheLastSubscriberLeaves() {
    assertSharing(
      .cold([.next(10, 1), .next(20, 2)]),
      subscribers: [(200, 250), (300, 1000)],
      receive: [[.next(210, 1), .next(220, 2)], [.next(310, 1), .next(320, 2)]],
      subscriptions: [Subscription(200, 250), Subscription(300, 1000)]
    ) { $0.asSignal(onErrorJustReturn: -1).asObservable() }
  }

  func testSignalSharingStrategySchedulesOnTheMainScheduler() {
    XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)
  }

  func testLateSubscriberFromABackgroundQueueReceivesOnlyLaterElementsOnTheMainThread() {
    let subject = PublishSubject<Int>()
    // Subscribing to a shared sequence is thread-safe; the type is not marked Sendable.
    nonisolated(unsafe) let signal = subject.asSignal(onErrorJustReturn: -1)
    var early: [Int] = []
    let first = signal.emit(onNext: { early.append($0) })
    subject.onNext(1)
    let late = ThreadRecorder<Int>()
    let second = DisposableSlot()
    let subscribed = LockedValue(false)
    DispatchQueue.global().async {
      second.set(signal.emit(to: late))
      // Queued on the main queue after the subscription that `emit` moved there.
      DispatchQueue.main.async { subscribed.withLock { $0 = true } }
    }
    XCTAssertTrue(spinMainRunLoop { subscribed.withLock { $0 } })
    XCTAssertEqual(late.events, [])
    DispatchQueue.global().async { subject.onNext(2) }
    XCTAssertTrue(late.wait { $0.count == 1 })
    XCTAssertEqual(late.events, [.next(2)])
    XCTAssertTrue(late.deliveredOnTheMainThread)
    XCTAssertEqual(early, [1, 2])
    first.dispose()
    second.dispose()
  }

  func testSourceErrorBecomesTheFallbackOnTheMainThread() {
    let subject = PublishSubject<String>()
    let recorder = ThreadRecorder<String>()
    let subscription = subject.asSignal(onErrorJustReturn: "failed").emit(to: recorder)
    DispatchQueue.global().async { subject.onError(testError) }
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next("failed"), .completed])
    XCTAssertTrue(recorder.deliveredOnTheMainThread)
    subscription.dispose()
  }
}
