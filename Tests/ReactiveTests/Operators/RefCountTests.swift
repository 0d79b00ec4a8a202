import Foundation
import Reactive
import ReactiveTest
import TestSupport
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

  func testObserverOfASynchronousConnectionMayWaitForAThreadThatSubscribesAndDisposes() {
    // The source sends inside connect(), which refCount runs without holding a lock.
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = Observable.of(1, 2).publish().refCount()
    let received = LockedValue<[Event<Int>]>()
    let joined = LockedValue<[Event<Int>]>()
    let otherThreadReturned = LockedValue<[Bool]>()
    let subscription = shared.subscribe { event in
      received.append(event)
      guard event == .next(1) else { return }
      otherThreadReturned.append(
        returnsWhileTheCallerWaits {
          shared.subscribe().dispose()
          _ = shared.subscribe { joined.append($0) }
        })
    }
    XCTAssertEqual(otherThreadReturned.value, [true], "the other thread waited for the observer")
    XCTAssertEqual(received.value, [.next(1), .next(2), .completed])
    XCTAssertEqual(joined.value, [.next(2), .completed], "joins the connection being made")
    subscription.dispose()
  }

  func testDisconnectionMayWaitForAThreadThatSubscribesWhichIsConnectedRightAfter() {
    let subject = PublishSubject<Int>()
    let connections = LockedValue(0)
    let otherThreadReturned = LockedValue<[Bool]>()
    let arriving = LockedValue<[any Disposable]>()
    let received = LockedValue<[Int]>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) var shared: Observable<Int>?
    let source = Observable<Int>.create { observer in
      let connection = connections.withLock {
        $0 += 1
        return $0
      }
      let inner = subject.subscribe(observer)
      return Disposables.create {
        inner.dispose()
        // The source's dispose handler runs inside the disconnection.
        guard connection == 1 else { return }
        otherThreadReturned.append(
          returnsWhileTheCallerWaits {
            arriving.append(shared!.subscribe(onNext: { received.append($0) }))
          })
      }
    }
    shared = source.publish().refCount()
    shared!.subscribe().dispose()
    XCTAssertEqual(otherThreadReturned.value, [true], "the other thread waited for the disposal")
    XCTAssertEqual(connections.value, 2, "the newcomer is connected once the disposal is over")
    subject.onNext(1)
    XCTAssertEqual(received.value, [1])
    arriving.value.first?.dispose()
    XCTAssertFalse(subject.hasObservers)
    shared = nil  // The source's dispose handler refers to it.
  }

  func testResubscriptionFromATerminalHandlerReceivesTheSourceOnceTheHandlerReturns() {
    // The thread connecting may re-enter, as under RxSwift's recursive lock; the new connection's
    // source sends its elements as trampoline steps after the handler's.
    let shared = Observable.of(1, 2).publish().refCount()
    var log: [String] = []
    var second: (any Disposable)?
    let first = shared.subscribe(
      onNext: { log.append("first \($0)") },
      onCompleted: {
        second = shared.subscribe(onNext: { log.append("second \($0)") })
        log.append("first handler returns")
      })
    XCTAssertEqual(
      log, ["first 1", "first 2", "first handler returns", "second 1", "second 2"])
    first.dispose()
    second?.dispose()
  }

  func testSubscribingAndDisposingFromInsideOnNextDuringConnectJoinsTheConnectionBeingMade() {
    var connections = 0
    let source = Observable<Int>.deferred {
      connections += 1
      return Observable.of(1, 2, 3)
    }
    let shared = source.publish().refCount()
    var first: [Event<Int>] = []
    var joined: [Event<Int>] = []
    var left: [Event<Int>] = []
    var joinedSubscription: (any Disposable)?
    let firstSubscription = shared.subscribe { event in
      first.append(event)
      guard event == .next(1) else { return }
      shared.subscribe { left.append($0) }.dispose()
      joinedSubscription = shared.subscribe { joined.append($0) }
    }
    XCTAssertEqual(first, [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(joined, [.next(2), .next(3), .completed])
    XCTAssertEqual(left, [])
    XCTAssertEqual(connections, 1)
    firstSubscription.dispose()
    joinedSubscription?.dispose()
    _ = shared.subscribe()
    XCTAssertEqual(connections, 2, "a subscriber after completion reconnects")
  }

  func testEverySubscriberLeavingDuringConnectDisconnectsOnceConnectReturns() {
    let subject = PublishSubject<Int>()
    let counter = ConnectionCounter()
    let shared = counter.source(sending: 0, then: subject).publish().refCount()
    var received: [Event<Int>] = []
    // take(1) leaves on the element sent inside connect(), before the connection exists.
    _ = shared.take(1).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(0), .completed])
    XCTAssertEqual(counter.connections, 1)
    XCTAssertEqual(counter.disconnections, 1, "disconnected once connect() returned")
    XCTAssertFalse(subject.hasObservers)
    let again = shared.subscribe()
    XCTAssertEqual(counter.connections, 2, "the next subscriber reconnects")
    again.dispose()
    XCTAssertEqual(counter.disconnections, 2)
  }

  func testSubscriberArrivingAfterEveryoneLeftDuringConnectKeepsTheConnectionBeingMade() {
    let subject = PublishSubject<Int>()
    let counter = ConnectionCounter()
    let shared = counter.source(sending: 0, then: subject).publish().refCount()
    let stop = PublishSubject<Void>()
    var second: [Int] = []
    var secondSubscription: (any Disposable)?
    _ = shared.take(until: stop).subscribe(onNext: { _ in
      stop.onNext(())
      // The count fell to zero inside connect(); this subscriber connects again, and is handed
      // the connection still being made, which must then stay connected.
      secondSubscription = shared.subscribe(onNext: { second.append($0) })
    })
    XCTAssertEqual(counter.connections, 1)
    XCTAssertEqual(counter.disconnections, 0)
    subject.onNext(5)
    XCTAssertEqual(second, [5])
    secondSubscription?.dispose()
    XCTAssertEqual(counter.disconnections, 1)
    XCTAssertFalse(subject.hasObservers)
  }

  func testConcurrentSubscribersAroundOneThatStaysShareOneConnection() {
    let subject = PublishSubject<Int>()
    let counter = ConnectionCounter()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = counter.source(then: subject).publish().refCount()
    let staying = shared.subscribe()
    let received = LockedValue(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<250 {
        let subscription = shared.subscribe(onNext: { _ in received.withLock { $0 += 1 } })
        subject.onNext(1)
        subscription.dispose()
      }
    }
    XCTAssertEqual(counter.connections, 1)
    XCTAssertEqual(counter.disconnections, 0)
    XCTAssertGreaterThanOrEqual(received.value, 2_000, "each subscriber saw its own element")
    staying.dispose()
    XCTAssertEqual(counter.connections, 1)
    XCTAssertEqual(counter.disconnections, 1)
    XCTAssertFalse(subject.hasObservers)
  }

  func testConcurrentSubscribeAndDisposeNeverOverlapsConnections() {
    let counts = LockedValue((active: 0, maximum: 0, connections: 0, disconnections: 0))
    let source = Observable<Int>.create { observer in
      counts.withLock {
        $0.active += 1
        $0.connections += 1
        $0.maximum = max($0.maximum, $0.active)
      }
      observer.onNext(1)
      return Disposables.create {
        counts.withLock {
          $0.active -= 1
          $0.disconnections += 1
        }
      }
    }
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = source.publish().refCount()
    let subscriptions = LockedValue(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<250 {
        shared.subscribe().dispose()
        subscriptions.withLock { $0 += 1 }
      }
    }
    let final = counts.value
    XCTAssertEqual(subscriptions.value, 2_000)
    XCTAssertEqual(final.maximum, 1, "one connection at a time")
    XCTAssertEqual(final.active, 0, "the last departure disconnected")
    XCTAssertEqual(final.connections, final.disconnections)
    XCTAssertGreaterThanOrEqual(final.connections, 1)
  }
}

/// Counts the connections and disconnections of a source made for a `refCount()` test.
private final class ConnectionCounter: Sendable {
  private let counts = LockedValue((connections: 0, disconnections: 0))

  var connections: Int { counts.value.connections }
  var disconnections: Int { counts.value.disconnections }

  /// A source that counts each subscription and its disposal, sends `first` (if any) at once and
  /// then relays `subject`.
  func source(sending first: Int? = nil, then subject: PublishSubject<Int>) -> Observable<Int> {
    Observable.create { [counts] observer in
      counts.withLock { $0.connections += 1 }
      if let first { observer.onNext(first) }
      let inner = subject.subscribe(observer)
      return Disposables.create {
        counts.withLock { $0.disconnections += 1 }
        inner.dispose()
      }
    }
  }
}
