import Reactive
import ReactiveTest
import XCTest

final class InfallibleDistinctUntilChangedTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertNeverSourceSendsNothing {
      $0.asInfallible(onErrorJustReturn: -1).distinctUntilChanged().asObservable()
    }
  }

  func testEmptySourceCompletes() {
    assertEmptySourceCompletes {
      $0.asInfallible(onErrorJustReturn: -1).distinctUntilChanged().asObservable()
    }
  }

  func testConsecutiveDuplicatesAreDroppedUntilDisposed() {
    assertDropsConsecutiveDuplicates {
      $0.asInfallible(onErrorJustReturn: -1).distinctUntilChanged().asObservable()
    }
  }

  func testKeySelectorComparesKeys() {
    assertDropsElementsOfTheSameParity {
      $0.asInfallible(onErrorJustReturn: -1).distinctUntilChanged { $0 % 2 }.asObservable()
    }
  }

  func testComparerDecidesEquality() {
    assertDropsNearNeighbours {
      $0.asInfallible(onErrorJustReturn: -1).distinctUntilChanged { (lhs: Int, rhs: Int) in
        abs(lhs - rhs) < 2
      }
      .asObservable()
    }
  }

  func testKeySelectorWithComparerComparesKeys() {
    assertDropsTheSameWordInAnotherCase {
      $0.asInfallible(onErrorJustReturn: "").distinctUntilChanged(
        { $0.lowercased() }, comparer: { $0 == $1 }
      )
      .asObservable()
    }
  }

  func testKeyPathComparesTheProperty() {
    assertDropsWordsOfTheSameLength {
      $0.asInfallible(onErrorJustReturn: "").distinctUntilChanged(at: \.count).asObservable()
    }
  }
}
