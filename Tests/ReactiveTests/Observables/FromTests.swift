import Reactive
import ReactiveTest
import XCTest

final class FromTests: ReactiveTestCase {
  func testOfSendsItsElementsAndCompletesWhileSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2, 3) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }

  func testOfNothingCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.of() }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testOfWithASchedulerSendsOneEventPerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
  }

  func testOfWithASchedulerStopsWhenDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 203) { Observable.of(1, 2, 3, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2)])
  }

  func testFromArraySendsItsElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from([1, 2]) }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
  }

  func testFromArrayWithASchedulerSendsOneEventPerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from([1, 2], scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
  }

  func testFromSequenceSendsItsElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(stride(from: 0, to: 6, by: 2)) }
    XCTAssertEqual(res.events, [.next(200, 0), .next(200, 2), .next(200, 4), .completed(200)])
  }

  func testFromSequenceWithASchedulerSendsOneEventPerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(Set([7]), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
  }

  func testFromSequenceIteratesAgainForEachSubscription() {
    let numbers = Observable.from(1...2)
    var received: [Int] = []
    _ = numbers.subscribe(onNext: { received.append($0) })
    _ = numbers.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2, 1, 2])
  }

  func testFromOptionalWithAValueSendsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(optional: 5) }
    XCTAssertEqual(res.events, [.next(200, 5), .completed(200)])
  }

  func testFromOptionalWithoutAValueCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.from(optional: nil) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testFromOptionalWithASchedulerSendsOneEventPerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(optional: 5, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 5), .completed(202)])
  }

  func testDisposalWhileSendingStopsTheLoop() {
    var produced: [Int] = []
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2, 3, 4).do(onNext: { produced.append($0) }).take(2)
      .subscribe { received.append($0) }
    XCTAssertEqual(produced, [1, 2])
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testCompletionReleasesTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    weak var released: Token?
    do {
      let token = Token()
      released = token
      _ = scheduler.start { Observable.of(token, scheduler: scheduler).map { _ in 1 } }
    }
    XCTAssertNil(released)
  }
}
