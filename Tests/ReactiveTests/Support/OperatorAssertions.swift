import Dispatch
import Reactive
import ReactiveTest
import XCTest

extension ReactiveTestCase {
  /// Runs `operatorUnderTest` over a hot observable that sends `source`, created at 100,
  /// subscribed at 200 and disposed at `disposed`, and asserts every event it sends and the
  /// subscriptions the source saw.
  func assertOperator<Element, Result: Equatable>(
    hot source: [Recorded<Event<Element>>],
    disposed: TestTime = TestScheduler.Defaults.disposed,
    sends expected: [Recorded<Event<Result>>],
    subscriptions: [Subscription],
    file: StaticString = #filePath, line: UInt = #line,
    _ operatorUnderTest: @escaping (Observable<Element>) -> Observable<Result>
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(source)
    let res = scheduler.start(disposed: disposed) { operatorUnderTest(xs.asObservable()) }
    XCTAssertEqual(res.events, expected, "events", file: file, line: line)
    XCTAssertEqual(xs.subscriptions, subscriptions, "source subscriptions", file: file, line: line)
  }

  /// Runs `operatorUnderTest` over two hot observables, a source and another sequence, with
  /// RxTest's default times, and asserts every event it sends and the subscriptions both saw.
  func assertOperator<Element, Other, Result: Equatable>(
    hot source: [Recorded<Event<Element>>], other: [Recorded<Event<Other>>],
    disposed: TestTime = TestScheduler.Defaults.disposed,
    sends expected: [Recorded<Event<Result>>],
    sourceSubscriptions: [Subscription], otherSubscriptions: [Subscription],
    file: StaticString = #filePath, line: UInt = #line,
    _ operatorUnderTest: @escaping (Observable<Element>, Observable<Other>) -> Observable<Result>
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(source)
    let ys = scheduler.createHotObservable(other)
    let res = scheduler.start(disposed: disposed) {
      operatorUnderTest(xs.asObservable(), ys.asObservable())
    }
    XCTAssertEqual(res.events, expected, "events", file: file, line: line)
    XCTAssertEqual(xs.subscriptions, sourceSubscriptions, "source", file: file, line: line)
    XCTAssertEqual(ys.subscriptions, otherSubscriptions, "other", file: file, line: line)
  }

  /// Feeds the source of the two-source `operatorUnderTest` from four threads at once, one of
  /// which sends a single element to the other sequence midway, then completes the source, and
  /// asserts that deliveries never overlapped and that exactly one completion came, last.
  func assertSerializesConcurrentSources(
    file: StaticString = #filePath, line: UInt = #line,
    _ operatorUnderTest: @escaping (Observable<Int>, Observable<Int>) -> Observable<Int>
  ) {
    for _ in 0..<50 {
      let source = PublishSubject<Int>()
      let other = PublishSubject<Int>()
      let recorder = SerialRecorder<Int>()
      let subscription = operatorUnderTest(source.asObservable(), other.asObservable())
        .subscribe(recorder)
      DispatchQueue.concurrentPerform(iterations: 4) { worker in
        for value in 0..<200 {
          if worker == 3 && value == 100 {
            other.onNext(0)
          } else {
            source.onNext(value)
          }
        }
      }
      source.onCompleted()
      subscription.dispose()
      let events = recorder.events
      XCTAssertEqual(recorder.overlaps, 0, "overlapping deliveries", file: file, line: line)
      XCTAssertEqual(events.last?.isCompleted, true, "last event", file: file, line: line)
      XCTAssertEqual(
        events.filter(\.isStopEvent).count, 1, "terminal events", file: file, line: line)
      XCTAssertFalse(other.hasObservers, "other still observed", file: file, line: line)
    }
  }

  /// Subscribes to `operatorUnderTest` over a subject, sends it a ``Token``, ends the
  /// subscription in each way (source completion, source error, disposal) and asserts that the
  /// subject lost its observer, that the subscription's `onDisposed` ran once and that nothing
  /// still holds the token.
  func assertReleasesResources<Result>(
    file: StaticString = #filePath, line: UInt = #line,
    _ operatorUnderTest: @escaping (Observable<Token>) -> Observable<Result>
  ) {
    for ending in SubscriptionEnding.allCases {
      let subject = PublishSubject<Token>()
      weak var sentToken: Token?
      var disposals = 0
      do {
        let token = Token()
        sentToken = token
        let subscription = operatorUnderTest(subject.asObservable())
          .subscribe(onError: { _ in }, onDisposed: { disposals += 1 })
        subject.onNext(token)
        switch ending {
        case .completion: subject.onCompleted()
        case .error: subject.onError(testError)
        case .disposal: subscription.dispose()
        }
      }
      XCTAssertFalse(
        subject.hasObservers, "source still observed after \(ending)", file: file, line: line)
      XCTAssertEqual(disposals, 1, "onDisposed calls after \(ending)", file: file, line: line)
      XCTAssertNil(sentToken, "token still held after \(ending)", file: file, line: line)
    }
  }
}

/// A way a subscription ends.
enum SubscriptionEnding: CaseIterable {
  case completion
  case error
  case disposal
}

/// An element with identity, to prove that operators release the elements they hold.
final class Token: Equatable, CustomStringConvertible {
  static func == (lhs: Token, rhs: Token) -> Bool {
    lhs === rhs
  }

  var description: String { "Token" }
}
