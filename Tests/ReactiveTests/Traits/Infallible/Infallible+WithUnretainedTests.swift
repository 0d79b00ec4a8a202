import Reactive
import ReactiveTest
import XCTest

final class InfallibleWithUnretainedTests: ReactiveTestCase {
  func testElementsArePairedWithTheObjectUntilItIsReleased() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(240, 3), .completed(300),
    ])
    var owner: Owner? = Owner(name: "view")
    scheduler.scheduleAt(230) { owner = nil }
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).withUnretained(owner!) { "\($0.name) \($1)" }
    }
    XCTAssertEqual(res.events, [.next(210, "view 1"), .next(220, "view 2"), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
  }

  func testTheTupleFormPairsTheObjectAndCompletesWithTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let owner = Owner(name: "view")
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).withUnretained(owner).map { "\($0.name) \($1)" }
    }
    XCTAssertEqual(res.events, [.next(210, "view 1"), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTheObjectIsNotRetained() {
    weak var released: Owner?
    let subject = PublishSubject<Int>()
    var subscription: (any Disposable)?
    do {
      let owner = Owner(name: "view")
      released = owner
      subscription = subject.asInfallible(onErrorJustReturn: -1).withUnretained(owner).subscribe()
    }
    XCTAssertNil(released)
    subscription?.dispose()
  }
}

private final class Owner {
  let name: String

  init(name: String) {
    self.name = name
  }
}
