import Reactive
import ReactiveTest
import XCTest

final class FromTests: ReactiveTestCase {
  func testOfSendsItsElementsAndCompletesWhileSubscribing() {
    assertMarbles { m in
      m.expect("(123|)") { Observable.of(1, 2, 3) }
    }
  }

  func testOfNothingCompletes() {
    assertMarbles { m in
      m.expect("|") { Observable<Int>.of() }
    }
  }

  func testOfWithASchedulerSendsOneEventPerTick() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-123|") { Observable.of(1, 2, 3, scheduler: m.scheduler) }
    }
  }

  func testOfWithASchedulerStopsWhenDisposed() {
    assertMarbles(ticksPerFrame: 1, disposed: 203) { m in
      m.expect("-12") { Observable.of(1, 2, 3, scheduler: m.scheduler) }
    }
  }

  func testFromArraySendsItsElements() {
    assertMarbles { m in
      m.expect("(12|)") { Observable.from([1, 2]) }
    }
  }

  func testFromArrayWithASchedulerSendsOneEventPerTick() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-12|") { Observable.from([1, 2], scheduler: m.scheduler) }
    }
  }

  func testFromSequenceSendsItsElements() {
    assertMarbles { m in
      m.expect("(024|)") { Observable.from(stride(from: 0, to: 6, by: 2)) }
    }
  }

  func testFromSequenceWithASchedulerSendsOneEventPerTick() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-7|") { Observable.from(Set([7]), scheduler: m.scheduler) }
    }
  }

  func testFromSequenceIteratesAgainForEachSubscription() {
    let numbers = Observable.from(1...2)
    var received: [Int] = []
    _ = numbers.subscribe(onNext: { received.append($0) })
    _ = numbers.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2, 1, 2])
  }

  func testFromOptionalWithAValueSendsIt() {
    assertMarbles { m in
      m.expect("(5|)") { Observable.from(optional: 5) }
    }
  }

  func testFromOptionalWithoutAValueCompletes() {
    assertMarbles { m in
      m.expect("|") { Observable<Int>.from(optional: nil) }
    }
  }

  func testFromOptionalWithASchedulerSendsOneEventPerTick() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-5|") { Observable.from(optional: 5, scheduler: m.scheduler) }
    }
  }

  func testDisposalWhileSendingStopsTheLoop() {
    var produced: [Int] = []
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2, 3, 4).do(onNext: { produced.append($0) }).take(2)
      .subscribe { received.append($0) }
    XCTAssertEqual(produced, [1, 2])
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testDisposalWhileSendingAsksTheSequenceForNothingMore() {
    var asked = 0
    let numbers = AnySequence { () -> AnyIterator<Int> in
      var next = 0
      return AnyIterator {
        asked += 1
        next += 1
        return next <= 10 ? next : nil
      }
    }
    var received: [Event<Int>] = []
    _ = Observable.from(numbers).take(2).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
    XCTAssertEqual(asked, 2)
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
