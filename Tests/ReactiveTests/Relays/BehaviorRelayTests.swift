import Reactive
import ReactiveTest
import XCTest

final class BehaviorRelayTests: ReactiveTestCase {
  func testEachObserverReceivesTheCurrentValueThenLaterElements() {
    let scheduler = TestScheduler(initialClock: 0)
    var values: [Int] = []
    let results = recordSubscribers(
      scheduler, make: { BehaviorRelay(value: 0) }, connect: { _ in Disposables.create() },
      observers: [(300, 500), (400, 700)],
      actions: [
        (150, { values.append($0.value) }), (250, { $0.accept(1) }), (350, { $0.accept(2) }),
        (450, { $0.accept(3) }), (600, { $0.accept(4) }), (650, { values.append($0.value) }),
      ])
    XCTAssertEqual(results[0].events, [.next(300, 1), .next(350, 2), .next(450, 3)])
    XCTAssertEqual(results[1].events, [.next(400, 2), .next(450, 3), .next(600, 4)])
    XCTAssertEqual(values, [0, 4])
  }

  func testRelayBoundToACompletingSourceKeepsItsLastValueAndNeverCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(400)])
    var values: [Int] = []
    let results = recordSubscribers(
      scheduler, make: { BehaviorRelay(value: 0) }, connect: { xs.bind(to: $0) },
      observers: [(300, 800), (500, 800)], actions: [(450, { values.append($0.value) })])
    XCTAssertEqual(results[0].events, [.next(300, 1), .next(320, 2)])
    XCTAssertEqual(results[1].events, [.next(500, 2)])
    XCTAssertEqual(values, [2])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testAcceptFromInsideOnNextUpdatesTheValueNested() {
    let relay = BehaviorRelay(value: 0)
    var received: [Int] = []
    let subscription = relay.subscribe(onNext: { element in
      received.append(element)
      if element < 3 { relay.accept(relay.value + 1) }
    })
    XCTAssertEqual(received, [0, 1, 2, 3])
    XCTAssertEqual(relay.value, 3)
    subscription.dispose()
  }

  func testRelayOfVoidSendsTheCurrentValueAndEveryAcceptedOne() {
    let relay = BehaviorRelay<Void>(value: ())
    var count = 0
    let subscription = relay.subscribe(onNext: { count += 1 })
    relay.accept(())
    relay.accept(())
    XCTAssertEqual(count, 3)
    subscription.dispose()
  }

  func testConcurrentAcceptsAndSubscribersAreDeliveredOneAtATime() {
    let relay = BehaviorRelay(value: -1)
    assertSerializedDelivery(
      replayedFirst: [-1], send: { relay.accept($0) }, subscribe: { relay.subscribe($0) })
  }

  func testObserverReceivingItsReplayMayWaitForAThreadThatAcceptsIntoTheRelay() {
    let relay = BehaviorRelay(value: 0)
    assertObserverMayWaitForAThreadThatSends(
      to: relay, on: 0, { relay.accept(1) }, receives: [0, 1])
  }

}
