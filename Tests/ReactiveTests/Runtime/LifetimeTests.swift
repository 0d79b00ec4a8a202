import Foundation
import Reactive
import Synchronization
import TestSupport
import XCTest

final class LifetimeTests: ReactiveTestCase {
  func testDisposingFromAnotherThreadWhileEventsFlowStopsDeliveryAtOnce() {
    for _ in 0..<20 {
      let subject = PublishSubject<Int>()
      let recorder = SerialRecorder<Int>()
      // Disposing is thread-safe; the protocol is not marked Sendable.
      nonisolated(unsafe) let subscription = subject.subscribe(recorder)
      let receivedWhenDisposed = Atomic<Int>(-1)
      runAtOnce([
        { for value in 0..<5_000 { subject.onNext(value) } },
        { for value in 5_000..<10_000 { subject.onNext(value) } },
        {
          while recorder.elements.count < 100 { sched_yield() }
          subscription.dispose()
          receivedWhenDisposed.store(recorder.events.count, ordering: .relaxed)
        },
      ])
      let atDisposal = receivedWhenDisposed.load(ordering: .relaxed)
      XCTAssertEqual(recorder.overlaps, 0)
      XCTAssertEqual(recorder.terminalCount, 0)
      // A delivery already under way when `dispose()` returned may still finish; no more start.
      XCTAssertLessThanOrEqual(recorder.events.count, atDisposal + 1)
      XCTAssertFalse(subject.hasObservers)
    }
  }

  func testDisposingFromSeveralThreadsAtOnceDisposesOnce() {
    for _ in 0..<500 {
      let sourceDisposals = Atomic<Int>(0)
      let onDisposedCalls = Atomic<Int>(0)
      // Disposing is thread-safe; the protocol is not marked Sendable.
      nonisolated(unsafe) let subscription = Observable<Int>.create { _ in
        Disposables.create { sourceDisposals.add(1, ordering: .relaxed) }
      }
      .subscribe(onDisposed: { onDisposedCalls.add(1, ordering: .relaxed) })
      runAtOnce(Array(repeating: { subscription.dispose() }, count: 4))
      XCTAssertEqual(sourceDisposals.load(ordering: .relaxed), 1)
      XCTAssertEqual(onDisposedCalls.load(ordering: .relaxed), 1)
    }
  }

  func testObserverThatDisposesItselfInsideOnNextWhileThreadsSendReceivesOneElement() {
    for _ in 0..<50 {
      let subject = PublishSubject<Int>()
      let received = LockedValue<[Int]>()
      let slot = DisposableSlot()
      slot.set(
        subject.subscribe(onNext: { value in
          received.append(value)
          slot.dispose()
        }))
      runConcurrently(threads: 4) { thread in
        for value in 0..<1_000 { subject.onNext(thread * 1_000 + value) }
      }
      XCTAssertEqual(received.value.count, 1)
      XCTAssertFalse(subject.hasObservers)
    }
  }

  func testBagsReleasedOnBackgroundThreadsWhileEventsFlowDisposeEverySubscriptionOnce() {
    let subject = PublishSubject<Int>()
    let disposals = Atomic<Int>(0)
    let bags = (0..<8).map { _ in
      let bag = DisposeBag()
      for _ in 0..<50 {
        subject.subscribe(onDisposed: { disposals.add(1, ordering: .relaxed) }).disposed(by: bag)
      }
      return LockedValue<DisposeBag?>(bag)
    }
    var work: [@Sendable () -> Void] = (0..<2).map { sender in
      { for value in 0..<5_000 { subject.onNext(sender * 5_000 + value) } }
    }
    work += bags.map { bag in
      {
        usleep(500)
        bag.set(nil)
      }
    }
    runAtOnce(work)
    XCTAssertEqual(disposals.load(ordering: .relaxed), 400)
    XCTAssertFalse(subject.hasObservers)
  }
}
