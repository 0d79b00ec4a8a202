import Reactive
import ReactiveTest
import XCTest

final class PublishRelayTests: ReactiveTestCase {
  func testObserversReceiveTheElementsAcceptedWhileTheyAreSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let results = recordSubscribers(
      scheduler, make: { PublishRelay<Int>() }, connect: { _ in Disposables.create() },
      observers: [(300, 500), (400, 700)],
      actions: [
        (250, { $0.accept(1) }), (350, { $0.accept(2) }), (450, { $0.accept(3) }),
        (600, { $0.accept(4) }),
      ])
    XCTAssertEqual(results[0].events, [.next(350, 2), .next(450, 3)])
    XCTAssertEqual(results[1].events, [.next(450, 3), .next(600, 4)])
  }

  func testRelayBoundToACompletingSourceNeverCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(400)])
    let results = recordSubscribers(
      scheduler, make: { PublishRelay<Int>() }, connect: { xs.bind(to: $0) },
      observers: [(300, 800), (500, 800)])
    XCTAssertEqual(results[0].events, [.next(320, 2)])
    XCTAssertEqual(results[1].events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testAsObservableSendsTheAcceptedElementsThroughOperators() {
    let relay = PublishRelay<Int>()
    var received: [Int] = []
    let subscription = relay.asObservable().map { $0 * 10 }.subscribe(onNext: {
      received.append($0)
    })
    relay.accept(1)
    relay.accept(2)
    XCTAssertEqual(received, [10, 20])
    subscription.dispose()
  }

  func testConcurrentAcceptsAndSubscribersAreDeliveredOneAtATime() {
    let relay = PublishRelay<Int>()
    assertSerializedDelivery(send: { relay.accept($0) }, subscribe: { relay.subscribe($0) })
  }
}
