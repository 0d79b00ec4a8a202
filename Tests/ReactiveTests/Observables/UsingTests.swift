import Reactive
import ReactiveTest
import XCTest

final class UsingTests: ReactiveTestCase {
  func testTheResourceIsMadeAtSubscriptionAndDisposedAfterTheSourceOnCompletion() {
    var xs: TestableObservable<Int>!
    let log = assertMarbles { m in
      let log = UsingLog(m.scheduler)
      m.expect("----------1---------|") {
        Observable.using(log.makeResource) { resource in
          log.record("factory got \(resource.name)")
          xs = m.scheduler.createColdObservable([.next(100, 1), .completed(200)])
          return log.recordingDisposal(of: xs)
        }
      }
      return log
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(
      log.entries,
      [
        "200: resource 1 made", "200: factory got resource 1", "400: source disposed",
        "400: resource 1 disposed",
      ])
  }

  func testTheResourceIsDisposedAfterTheSourceOnError() {
    var xs: TestableObservable<Int>!
    let log = assertMarbles { m in
      let log = UsingLog(m.scheduler)
      m.expect("----------1---------#") {
        Observable.using(log.makeResource) { _ in
          xs = m.scheduler.createColdObservable([.next(100, 1), .error(200, testError)])
          return log.recordingDisposal(of: xs)
        }
      }
      return log
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(
      log.entries, ["200: resource 1 made", "400: source disposed", "400: resource 1 disposed"])
  }

  func testNeverSourceKeepsTheResourceUntilDisposal() {
    var xs: TestableObservable<Int>!
    let log = assertMarbles(disposed: 700) { m in
      let log = UsingLog(m.scheduler)
      m.expect("-") {
        Observable.using(log.makeResource) { _ in
          xs = m.scheduler.createColdObservable([Recorded<Event<Int>>]())
          return xs.asObservable()
        }
      }
      return log
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 700)])
    XCTAssertEqual(log.entries, ["200: resource 1 made", "700: resource 1 disposed"])
  }

  func testDisposingEarlyDisposesTheSourceThenTheResource() {
    var xs: TestableObservable<Int>!
    let log = assertMarbles(disposed: 350) { m in
      let log = UsingLog(m.scheduler)
      m.expect("----------1") {
        Observable.using(log.makeResource) { _ in
          xs = m.scheduler.createColdObservable([.next(100, 1), .next(200, 2), .completed(300)])
          return log.recordingDisposal(of: xs)
        }
      }
      return log
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    XCTAssertEqual(
      log.entries, ["200: resource 1 made", "350: source disposed", "350: resource 1 disposed"])
  }

  func testThrowingResourceFactorySendsItsErrorAndCallsNoObservableFactory() {
    var factoryCalls = 0
    assertMarbles { m in
      m.expect("#") {
        Observable.using({ () throws -> LoggedResource in throw testError }) {
          _ -> Observable<Int> in
          factoryCalls += 1
          return .never()
        }
      }
    }
    XCTAssertEqual(factoryCalls, 0)
  }

  func testThrowingObservableFactorySendsItsErrorAndDisposesTheResource() {
    let log = assertMarbles { m in
      let log = UsingLog(m.scheduler)
      m.expect("#") {
        Observable.using(log.makeResource) { _ -> Observable<Int> in throw testError }
      }
      return log
    }
    XCTAssertEqual(log.entries, ["200: resource 1 made", "200: resource 1 disposed"])
  }

  func testEachSubscriptionHasItsOwnResource() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = UsingLog(scheduler)
    let numbers = Observable.using(log.makeResource) { resource in Observable.just(resource.name) }
    var received: [String] = []
    _ = numbers.subscribe(onNext: { received.append($0) })
    _ = numbers.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, ["resource 1", "resource 2"])
    XCTAssertEqual(
      log.entries,
      [
        "0: resource 1 made", "0: resource 1 disposed", "0: resource 2 made",
        "0: resource 2 disposed",
      ])
  }
}

/// Makes numbered resources and records, with the virtual time, when each is made and disposed.
final class UsingLog {
  private let scheduler: TestScheduler
  private(set) var entries: [String] = []
  private var made = 0

  init(_ scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  func record(_ entry: String) {
    entries.append("\(scheduler.clock): \(entry)")
  }

  /// `source`, recording when its subscription is disposed.
  func recordingDisposal(of source: TestableObservable<Int>) -> Observable<Int> {
    Observable.create { [self] observer in
      let subscription = source.subscribe(observer)
      return Disposables.create {
        subscription.dispose()
        self.record("source disposed")
      }
    }
  }

  func makeResource() -> LoggedResource {
    made += 1
    let name = "resource \(made)"
    record("\(name) made")
    return LoggedResource(name: name) { [self] in record("\(name) disposed") }
  }
}

/// A resource that reports its disposal.
struct LoggedResource: Disposable {
  let name: String
  let onDispose: () -> Void

  func dispose() {
    onDispose()
  }
}
