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
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.withUnretained(owner) { "\($0.name)\($1)" } }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testEmptySourceCompletes() {
    let owner = Owner("o")
    assertMarbles { m in
      let xs = m.hot("           1----^---------|")
      m.expect("                      ----------|") {
        xs.withUnretained(owner) { "\($0.name)\($1)" }
      }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testValuesAreCombinedWithTheObjectWhileItLives() {
    let owner = Owner("o")
    assertMarbles { m in
      let xs = m.hot("           ^1   2   -------|")
      m.expect("                 -'o1''o2'-------|") {
        xs.withUnretained(owner) { "\($0.name)\($1)" }
      }
      m.expectSubscriptions(xs, "^-   -   -------!")
    }
  }

  func testSourceErrorIsForwarded() {
    let owner = Owner("o")
    assertMarbles { m in
      let xs = m.hot("           ^1   --------#")
      m.expect("                 -'o1'--------#") { xs.withUnretained(owner) { "\($0.name)\($1)" } }
      m.expectSubscriptions(xs, "^-   --------!")
    }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    let owner = Owner("o")
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1   -------2|")
      m.expect("                 -'o1'") { xs.withUnretained(owner) { "\($0.name)\($1)" } }
      m.expectSubscriptions(xs, "^-   ---!")
    }
  }

  func testTheFirstElementAfterTheObjectIsGoneCompletesAndUnsubscribes() {
    var owner: Owner? = Owner("o")
    assertMarbles { m in
      let xs = m.hot("           ^1   -23-----|")
      m.scheduler.scheduleAt(220) { owner = nil }
      m.expect("                 -'o1'-|") { xs.withUnretained(owner!) { "\($0.name)\($1)" } }
      m.expectSubscriptions(xs, "^-   -!")
    }
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
