import Reactive
import ReactiveTest
import XCTest

final class InfallibleWithLatestFromTests: ReactiveTestCase {
  func testElementsCombineWithTheLatestOfTheOther() {
    assertCombinesWithTheLatestOfTheOther { xs, ys in
      xs.asInfallible(onErrorJustReturn: -1).withLatestFrom(ys.asInfallible(onErrorJustReturn: ""))
      { "\($0)\($1)" }
      .asObservable()
    }
  }

  func testWithoutASelectorSendsTheLatestOfTheOther() {
    assertSendsTheLatestOfTheOther { xs, ys in
      xs.asInfallible(onErrorJustReturn: -1).withLatestFrom(ys.asInfallible(onErrorJustReturn: ""))
        .asObservable()
    }
  }
}
