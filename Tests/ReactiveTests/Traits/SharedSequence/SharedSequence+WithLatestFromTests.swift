import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceWithLatestFromTests: ReactiveTestCase {
  func testElementsCombineWithTheLatestOfTheOther() {
    assertCombinesWithTheLatestOfTheOther { xs, ys in
      xs.asDriver(onErrorJustReturn: -1).withLatestFrom(ys.asDriver(onErrorJustReturn: "")) {
        "\($0)\($1)"
      }
      .asObservable()
    }
  }

  func testWithoutASelectorSendsTheLatestOfTheOther() {
    assertSendsTheLatestOfTheOther { xs, ys in
      xs.asDriver(onErrorJustReturn: -1).withLatestFrom(ys.asDriver(onErrorJustReturn: ""))
        .asObservable()
    }
  }
}
