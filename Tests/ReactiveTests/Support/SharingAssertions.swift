import Dispatch
import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// The test observable that a sharing test shares.
enum SharedTestSource {
  /// A hot observable sending these events at their times.
  case hot([Recorded<Event<Int>>])
  /// A cold observable sending these events at their times after each subscription.
  case cold([Recorded<Event<Int>>])
}

extension ReactiveTestCase {
  /// Shares `source` with `share`, subscribes one recording observer for each `(from, until)`
  /// interval of `subscribers`, runs a test scheduler and asserts the events each observer
  /// received and the subscriptions the source saw.
  func assertSharing(
    _ source: SharedTestSource, subscribers: [(from: TestTime, until: TestTime)],
    receive expected: [[Recorded<Event<Int>>]], subscriptions: [Subscription],
    file: StaticString = #filePath, line: UInt = #line,
    _ share: (Observable<Int>) -> Observable<Int>
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<Int>
    switch source {
    case .hot(let events): xs = scheduler.createHotObservable(events)
    case .cold(let events): xs = scheduler.createColdObservable(events)
    }
    let shared = share(xs.asObservable())
    let observers = subscribers.map { scheduler.record(shared, from: $0.from, until: $0.until) }
    scheduler.start()
    XCTAssertEqual(observers.count, expected.count, "subscribers", file: file, line: line)
    for (index, (observer, events)) in zip(observers, expected).enumerated() {
      XCTAssertEqual(observer.events, events, "subscriber \(index)", file: file, line: line)
    }
    XCTAssertEqual(xs.subscriptions, subscriptions, "source subscriptions", file: file, line: line)
  }

  /// Repeatedly lets one subscriber of `share(source)` leave while another subscribes on another
  /// thread, and asserts that the newcomer always ends up connected: it receives the next element,
  /// and its departure disconnects the source.
  func assertSubscriberArrivingWhileTheLastOneLeavesEndsUpConnected(
    rounds: Int = 1_000, file: StaticString = #filePath, line: UInt = #line,
    _ share: (Observable<Int>) -> Observable<Int>
  ) {
    let source = PublishSubject<Int>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = share(source.asObservable())
    for round in 0..<rounds {
      // Disposing is thread-safe; `Disposable` is not marked Sendable.
      nonisolated(unsafe) let leaving = shared.subscribe()
      let recorder = LockedValue<[Int]>()
      let arriving = LockedValue<[any Disposable]>()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          leaving.dispose()
        } else {
          arriving.append(shared.subscribe(onNext: { recorder.append($0) }))
        }
      }
      source.onNext(round)
      XCTAssertEqual(recorder.value, [round], "round \(round)", file: file, line: line)
      arriving.value[0].dispose()
      XCTAssertFalse(source.hasObservers, "round \(round)", file: file, line: line)
    }
  }

  /// Lets four threads subscribe to `share(source)` and dispose 500 times each while another
  /// thread sends consecutive integers, asserts that each subscriber's elements satisfy
  /// `isValid`, and that the source is disconnected at the end.
  func assertConcurrentSubscribeAndDisposeLeavesTheSourceDisconnected(
    sharing share: (Observable<Int>) -> Observable<Int>,
    elementsAreValid isValid: @escaping @Sendable ([Int]) -> Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let source = PublishSubject<Int>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = share(source.asObservable())
    let stop = LockedValue(false)
    let sender = DispatchGroup()
    DispatchQueue.global().async(group: sender) {
      var value = 0
      while !stop.value {
        source.onNext(value)
        value += 1
      }
    }
    let invalid = LockedValue<[[Int]]>()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<500 {
        let recorder = LockedValue<[Int]>()
        let subscription = shared.subscribe(onNext: { recorder.append($0) })
        subscription.dispose()
        if !isValid(recorder.value) { invalid.append(recorder.value) }
      }
    }
    stop.set(true)
    sender.wait()
    XCTAssertEqual(invalid.value, [], "invalid element sequences", file: file, line: line)
    XCTAssertFalse(source.hasObservers, "source still observed", file: file, line: line)
  }
}

/// Whether each value is one more than the one before it.
func isConsecutive(_ values: some Collection<Int>) -> Bool {
  zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 }
}

/// Whether each value is greater than the one before it.
func isIncreasing(_ values: some Collection<Int>) -> Bool {
  zip(values, values.dropFirst()).allSatisfy { $1 > $0 }
}

extension ReactiveTestCase {
  /// Asserts that `share` shares one connection to a hot source as a driver does when
  /// `replaysTheLatest` (a subscriber arriving at 215 first receives the latest element, 1), or as
  /// a signal does otherwise (it receives only the later elements).
  func assertSharesOneConnection(
    replaysTheLatest: Bool, file: StaticString = #filePath, line: UInt = #line,
    _ share: (Observable<Int>) -> Observable<Int>
  ) {
    let replayed: [Recorded<Event<Int>>] = replaysTheLatest ? [.next(215, 1)] : []
    assertSharing(
      .hot([.next(210, 1), .next(220, 2), .completed(300)]),
      subscribers: [(200, 1000), (215, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2), .completed(300)],
        replayed + [.next(220, 2), .completed(300)],
      ],
      subscriptions: [Subscription(200, 300)], file: file, line: line, share)
  }
}
