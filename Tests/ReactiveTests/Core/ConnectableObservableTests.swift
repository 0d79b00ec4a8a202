import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class ConnectableObservableTests: ReactiveTestCase {
  func testConnectingTwiceKeepsOneSubscriptionAndReturnsTheSameConnection() {
    var first: (any Disposable)?
    var second: (any Disposable)?
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-----2")
      let connectable = xs.publish()
      m.expect("                 --1") { connectable }
      m.scheduler.scheduleAt(205) { first = connectable.connect() }
      m.scheduler.scheduleAt(220) { second = connectable.connect() }
      m.scheduler.scheduleAt(230) { second?.dispose() }
      m.expectSubscriptions(xs, "-^----!")
    }
    XCTAssertTrue(first.map { $0 as AnyObject } === second.map { $0 as AnyObject })
  }

  func testDisposingTheConnectionDisconnectsAndConnectingAgainResubscribes() {
    assertMarbles { m in
      let xs = m.hot(
        "^1--2--3-----45-----|")
      let connectable = xs.multicast(PublishSubject())
      m.expect(
        "----2--------45"
      ) { connectable }
      m.scheduler.connect(connectable, at: 220, until: 250)
      m.scheduler.connect(connectable, at: 320, until: 350)
      m.expectSubscriptions(
        xs,
        "--^--!",
        "------------^--!")
    }
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
