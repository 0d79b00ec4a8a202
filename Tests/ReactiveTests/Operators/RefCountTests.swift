import Foundation
import Reactive
import ReactiveTest
import XCTest

final class RefCountTests: ReactiveTestCase {
  func testNeverSourceIsConnectedFromTheFirstSubscriberToTheLastDeparture() {
    assertSharing(
      .hot([.next(150, 1)]), subscribers: [(200, 400), (300, 500)],
      receive: [[], []], subscriptions: [Subscription(200, 500)]
    ) { $0.publish().refCount() }
  }

  func testEmptySourceCompletesEverySubscriber() {
    assertSharing(
      .hot([.next(150, 1), .completed(300)]), subscribers: [(200, 1000), (250, 1000)],
      receive: [[.completed(300)], [.completed(300)]], subscriptions: [Subscription(200, 300)]
    ) { $0.publish().refCount() }
  }

  func testValuesAreSharedFromTheMomentEachSubscriberJoins() {
    assertSharing(
      .hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]),
      subscribers: [(200, 1000), (225, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)],
        [.next(230, 3), .completed(300)],
      ],
      subscriptions: [Subscription(200, 300)]
    ) { $0.publish().refCount() }
  }

  func testErrorIsSentToEverySubscriber() {
    assertSharing(
      .hot([.next(210, 1), .error(250, testError)]), subscribers: [(200, 1000), (220, 1000)],
      receive: [[.next(210, 1), .error(250, testError)], [.error(250, testError)]],
      subscriptions: [Subscription(200, 250)]
    ) { $0.publish().refCount() }
  }

  func testDisposingTheOnlySubscriberEarlyDisconnects() {
    assertSharing(
      .hot([.next(210, 1), .next(240, 2), .completed(300)]), subscribers: [(200, 230)],
      receive: [[.next(210, 1)]], subscriptions: [Subscription(200, 230)]
    ) { $0.publish().refCount() }
  }

  func testANewFirstSubscriberReconnects() {
    assertSharing(
      .hot([.next(210, 1), .next(260, 2), .next(310, 3)]), subscribers: [(200, 250), (300, 400)],
      receive: [[.next(210, 1)], [.next(310, 3)]],
      subscriptions: [Subscription(200, 250), Subscription(300, 400)]
    ) { $0.publish().refCount() }
  }

  func testAfterCompletionOfAPublishedSourceLateSubscribersReconnect() {
    assertSharing(
      .cold([.next(10, 1), .completed(20)]), subscribers: [(200, 1000), (400, 1000)],
      receive: [[.next(210, 1), .completed(220)], [.next(410, 1), .completed(420)]],
      subscriptions: [Subscription(200, 220), Subscription(400, 420)]
    ) { $0.publish().refCount() }
  }

  func testAfterCompletionOfAGivenSubjectLateSubscribersGetTheTerminalEventOnly() {
    assertSharing(
      .cold([.next(10, 1), .completed(20)]), subscribers: [(200, 1000), (400, 1000)],
      receive: [[.next(210, 1), .completed(220)], [.completed(400)]],
      subscriptions: [Subscription(200, 220)]
    ) { $0.multicast(PublishSubject()).refCount() }
  }

  func testWithAFreshSubjectPerConnectionLateSubscribersReconnectAfterCompletion() {
    assertSharing(
      .cold([.next(10, 1), .completed(20)]), subscribers: [(200, 1000), (400, 1000)],
      receive: [[.next(210, 1), .completed(220)], [.next(410, 1), .completed(420)]],
      subscriptions: [Subscription(200, 220), Subscription(400, 420)]
    ) { $0.multicast(makeSubject: { PublishSubject<Int>() }).refCount() }
  }

  func testSubscriberThatResubscribesFromOnCompletedStartsANewConnection() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return Observable.of(1, 2)
    }
    let shared = source.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
    var first: [Event<Int>] = []
    var second: [Event<Int>] = []
    var secondSubscription: (any Disposable)?
    let firstSubscription = shared.subscribe { event in
      first.append(event)
      if event.isCompleted {
        secondSubscription = shared.subscribe { second.append($0) }
      }
    }
    XCTAssertEqual(first, [.next(1), .next(2), .completed])
    XCTAssertEqual(second, [.next(1), .next(2), .completed])
    XCTAssertEqual(subscriptions, 2)
    firstSubscription.dispose()
    secondSubscription?.dispose()
  }

  func testSubscriberOfATerminatedSubjectDoesNotReconnect() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return Observable.of(1)
    }
    let shared = source.multicast(PublishSubject()).refCount()
    var received: [Event<Int>] = []
    _ = shared.subscribe { received.append($0) }
    _ = shared.subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .completed, .completed])
    XCTAssertEqual(subscriptions, 1)
  }

  // MARK: - Real threads

  func testConcurrentFirstSubscribersConnectOnce() {
    let source = PublishSubject<Int>()
    let connections = LockedValue<[Int]>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = Observable<Int>.deferred {
      connections.append(1)
      return source.asObservable()
    }
    .publish().refCount()
    let subscriptions = LockedValue<[any Disposable]>()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      subscriptions.append(shared.subscribe())
    }
    XCTAssertEqual(connections.value.count, 1)
    XCTAssertTrue(source.hasObservers)
    for subscription in subscriptions.value { subscription.dispose() }
    XCTAssertFalse(source.hasObservers)
  }

  func testSubscriberArrivingWhileTheLastOneLeavesEndsUpConnected() {
    // With one subject for every connection; `publish()` makes a subject per connection, and a
    // subscriber that joins the ending connection's subject stays there, as in RxSwift.
    assertSubscriberArrivingWhileTheLastOneLeavesEndsUpConnected {
      $0.multicast(PublishSubject()).refCount()
    }
  }

  func testConcurrentSubscribeAndDisposeLeavesTheSourceDisconnected() {
    // A subscriber may join the subject while the previous connection is ending, so it can miss
    // elements before its own connection starts, but never receives one twice or late.
    assertConcurrentSubscribeAndDisposeLeavesTheSourceDisconnected(
      sharing: { $0.publish().refCount() }, elementsAreValid: { isIncreasing($0) })
  }
}
