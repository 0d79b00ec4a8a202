import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceDistinctUntilChangedTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertNeverSourceSendsNothing {
      $0.asDriver(onErrorJustReturn: -1).distinctUntilChanged().asObservable()
    }
  }

  func testEmptySourceCompletes() {
    assertEmptySourceCompletes {
      $0.asDriver(onErrorJustReturn: -1).distinctUntilChanged().asObservable()
    }
  }

  func testConsecutiveDuplicatesAreDroppedUntilDisposed() {
    assertDropsConsecutiveDuplicates {
      $0.asDriver(onErrorJustReturn: -1).distinctUntilChanged().asObservable()
    }
  }

  func testKeySelectorComparesKeys() {
    assertDropsElementsOfTheSameParity {
      $0.asDriver(onErrorJustReturn: -1).distinctUntilChanged { $0 % 2 }.asObservable()
    }
  }

  func testComparerDecidesEquality() {
    assertDropsNearNeighbours {
      $0.asDriver(onErrorJustReturn: -1).distinctUntilChanged { (lhs: Int, rhs: Int) in
        abs(lhs - rhs) < 2
      }
      .asObservable()
    }
  }

  func testKeySelectorWithComparerComparesKeys() {
    assertDropsTheSameWordInAnotherCase {
      $0.asDriver(onErrorJustReturn: "").distinctUntilChanged(
        { $0.lowercased() }, comparer: { $0 == $1 }
      )
      .asObservable()
    }
  }

  func testKeyPathComparesTheProperty() {
    assertDropsWordsOfTheSameLength {
      $0.asDriver(onErrorJustReturn: "").distinctUntilChanged(at: \.count).asObservable()
    }
  }
}
