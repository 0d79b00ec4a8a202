import Reactive
import ReactiveTest
import XCTest

final class ReplayRelayTests: ReactiveTestCase {
  func testNewObserversReceiveTheLatestKeptElementsThenLaterOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let results = recordSubscribers(
      scheduler, make: { ReplayRelay<Int>.create(bufferSize: 2) },
      connect: { _ in Disposables.create() }, observers: [(300, 500), (400, 700)],
      actions: [
        (210, { $0.accept(1) }), (220, { $0.accept(2) }), (230, { $0.accept(3) }),
        (350, { $0.accept(4) }), (600, { $0.accept(5) }),
      ])
    XCTAssertEqual(results[0].events, [.next(300, 2), .next(300, 3), .next(350, 4)])
    XCTAssertEqual(results[1].events, [.next(400, 3), .next(400, 4), .next(600, 5)])
  }

  func testUnboundRelayReplaysEveryElementAndNeverCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let results = recordSubscribers(
      scheduler, make: { ReplayRelay<Int>.createUnbound() }, connect: { xs.bind(to: $0) },
      observers: [(300, 800)])
    XCTAssertEqual(results[0].events, [.next(300, 1), .next(300, 2), .next(300, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
  }

  func testConcurrentAcceptsAndSubscribersAreDeliveredOneAtATime() {
    let relay = ReplayRelay<Int>.create(bufferSize: 16)
    assertSerializedDelivery(send: { relay.accept($0) }, subscribe: { relay.subscribe($0) })
  }

  func testObserverReceivingItsReplayMayWaitForAThreadThatAcceptsIntoTheRelay() {
    let relay = ReplayRelay<Int>.create(bufferSize: 1)
    relay.accept(0)
    assertObserverMayWaitForAThreadThatSends(
      to: relay, on: 0, { relay.accept(1) }, receives: [0, 1])
  }

}
