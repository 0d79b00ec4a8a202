import Foundation
import Reactive
import ReactiveTest
import XCTest

final class ConnectableObservableTests: ReactiveTestCase {
  func testConnectingTwiceKeepsOneSubscriptionAndReturnsTheSameConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let connectable = xs.publish()
    let res = scheduler.record(connectable, from: 200)
    var first: (any Disposable)?
    var second: (any Disposable)?
    scheduler.scheduleAt(205) { first = connectable.connect() }
    scheduler.scheduleAt(220) { second = connectable.connect() }
    scheduler.scheduleAt(230) { second?.dispose() }
    scheduler.start()
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertTrue(first.map { $0 as AnyObject } === second.map { $0 as AnyObject })
    XCTAssertEqual(xs.subscriptions, [Subscription(205, 230)])
  }

  func testDisposingTheConnectionDisconnectsAndConnectingAgainResubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(240, 2), .next(270, 3), .next(330, 4), .next(340, 5), .completed(400),
    ])
    let connectable = xs.multicast(PublishSubject())
    let res = scheduler.record(connectable, from: 200)
    scheduler.connect(connectable, at: 220, until: 250)
    scheduler.connect(connectable, at: 320, until: 350)
    scheduler.start()
    XCTAssertEqual(res.events, [.next(240, 2), .next(330, 4), .next(340, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(220, 250), Subscription(320, 350)])
  }

  func testConcurrentConnectsMakeOneConnectionToOneSubject() {
    let source = PublishSubject<Int>()
    let subscriptions = LockedValue<[Int]>()
    // Connecting is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let connectable = Observable<Int>.deferred {
      subscriptions.append(1)
      return source.asObservable()
    }
    .multicast(makeSubject: { PublishSubject<Int>() })
    let received = LockedValue<[Int]>()
    let connections = LockedValue<[ObjectIdentifier]>()
    let disposables = LockedValue<[any Disposable]>()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      if index % 2 == 0 {
        disposables.append(connectable.subscribe(onNext: { received.append($0) }))
      } else {
        let connection = connectable.connect()
        connections.append(ObjectIdentifier(connection as AnyObject))
        disposables.append(connection)
      }
    }
    source.onNext(1)
    XCTAssertEqual(subscriptions.value.count, 1)
    XCTAssertEqual(Set(connections.value).count, 1)
    XCTAssertEqual(received.value, [1, 1, 1, 1])
    for disposable in disposables.value { disposable.dispose() }
    XCTAssertFalse(source.hasObservers)
  }

  func testCustomConnectableTypeWorksWithRefCount() {
    let custom = CountingConnectable(Observable.of(1, 2).publish())
    let shared = custom.refCount()
    var received: [Event<Int>] = []
    _ = shared.subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
    XCTAssertEqual(custom.connections, 1)
  }
}

/// A connectable sequence written outside the library, counting its connections.
private final class CountingConnectable: ConnectableObservableType {
  typealias Element = Int

  private let base: ConnectableObservable<Int>
  private(set) var connections = 0

  init(_ base: ConnectableObservable<Int>) {
    self.base = base
  }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Int {
    base.subscribe(observer)
  }

  func connect() -> any Disposable {
    connections += 1
    return base.connect()
  }
}
