import Dispatch
import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class ControlEventTests: ReactiveTestCase {
  func testEventsPassThroughUntilDisposed() {
    assertOperator(
      hot: [.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)],
      sends: [.next(210, 1), .next(220, 2), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { ControlEvent(events: $0).asObservable() }
    assertOperator(
      hot: [.next(210, 1), .next(260, 2)], disposed: 250, sends: [.next(210, 1)],
      subscriptions: [Subscription(200, 250)]
    ) { ControlEvent(events: $0).asObservable() }
  }

  func testSubscribingFromABackgroundThreadSubscribesOnTheMainThread() {
    let subscribedOnMain = LockedValue<Bool?>(nil)
    let taps = Observable<Int>.create { observer in
      subscribedOnMain.set(Thread.isMainThread)
      observer.onNext(1)
      return Disposables.create()
    }
    let recorder = ThreadRecorder<Int>()
    let subscription = DisposableSlot()
    // Subscribing to a control event is thread-safe; the type is not marked Sendable.
    nonisolated(unsafe) let event = ControlEvent(events: taps)
    DispatchQueue.global().async { subscription.set(event.subscribe(recorder)) }
    XCTAssertTrue(recorder.wait { $0.count == 1 })
    XCTAssertEqual(subscribedOnMain.value, true)
    XCTAssertTrue(recorder.deliveredOnTheMainThread)
    subscription.dispose()
  }

  func testAsControlEventAndTheProtocolKeepTheEvents() {
    let relay = PublishRelay<String>()
    var received: [String] = []
    func observe<Event: ControlEventType>(_ event: Event) -> any Disposable
    where Event.Element == String {
      event.asControlEvent().subscribe(onNext: { received.append($0) })
    }
    let subscription = observe(ControlEvent(events: relay))
    relay.accept("tap")
    XCTAssertEqual(received, ["tap"])
    subscription.dispose()
  }
}
