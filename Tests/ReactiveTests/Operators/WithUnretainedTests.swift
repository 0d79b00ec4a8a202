import Reactive
import ReactiveTest
import XCTest

final class WithUnretainedTests: ReactiveTestCase {
  private final class Owner {
    let name: String

    init(_ name: String) {
      self.name = name
    }
  }

  func testNeverSourceSendsNothingAndIsDisposedAtTheEnd() {
    let owner = Owner("o")
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletes() {
    let owner = Owner("o")
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testValuesAreCombinedWithTheObjectWhileItLives() {
    let owner = Owner("o")
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
    XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSourceErrorIsForwarded() {
    let owner = Owner("o")
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(300, testError)])
    let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
    XCTAssertEqual(res.events, [.next(210, "o1"), .error(300, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    let owner = Owner("o")
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.withUnretained(owner) { "\($0.name)\($1)" } }
    XCTAssertEqual(res.events, [.next(210, "o1")])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTheFirstElementAfterTheObjectIsGoneCompletesAndUnsubscribes() {
    var owner: Owner? = Owner("o")
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .next(240, 3), .completed(300),
    ])
    scheduler.scheduleAt(220) { owner = nil }
    let res = scheduler.start { xs.withUnretained(owner!) { "\($0.name)\($1)" } }
    XCTAssertEqual(res.events, [.next(210, "o1"), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testTheObjectIsHeldWeakly() {
    var owner: Owner? = Owner("o")
    weak let released = owner
    let subject = PublishSubject<Int>()
    var events: [Event<String>] = []
    let subscription = subject.withUnretained(owner!).map { $0.0.name + "\($0.1)" }
      .subscribe { events.append($0) }
    subject.onNext(1)
    owner = nil
    XCTAssertNil(released)
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertEqual(events, [.next("o1"), .completed])
    XCTAssertFalse(subject.hasObservers)
    subscription.dispose()
  }

  func testTheTupleFormPairsTheObjectWithEachElement() {
    let owner = Owner("o")
    var received: [String] = []
    _ = Observable.of(1, 2).withUnretained(owner)
      .subscribe(onNext: { object, element in received.append("\(object.name)\(element)") })
    XCTAssertEqual(received, ["o1", "o2"])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    let owner = Owner("o")
    assertReleasesResources { $0.withUnretained(owner) }
  }
}
