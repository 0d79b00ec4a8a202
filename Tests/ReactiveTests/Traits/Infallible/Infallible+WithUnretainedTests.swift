import Reactive
import ReactiveTest
import XCTest

final class InfallibleWithUnretainedTests: ReactiveTestCase {
  func testElementsArePairedWithTheObjectUntilItIsReleased() {
    var owner: Owner? = Owner(name: "view")
    assertMarbles { m in
      let xs = m.hot("           ^1       2       -3-----|")
      m.scheduler.scheduleAt(230) { owner = nil }
      m.expect("                 -'view 1''view 2'-|") {
        xs.asInfallible(onErrorJustReturn: -1).withUnretained(owner!) { "\($0.name) \($1)" }
      }
      m.expectSubscriptions(xs, "^-       -       -!")
    }
  }

  func testTheTupleFormPairsTheObjectAndCompletesWithTheSource() {
    let owner = Owner(name: "view")
    assertMarbles { m in
      let xs = m.hot("           ^1       ---|")
      m.expect("                 -'view 1'---|") {
        xs.asInfallible(onErrorJustReturn: -1).withUnretained(owner).map { "\($0.name) \($1)" }
      }
      m.expectSubscriptions(xs, "^-       ---!")
    }
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
