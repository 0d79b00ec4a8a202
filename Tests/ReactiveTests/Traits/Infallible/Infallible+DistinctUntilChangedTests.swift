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

  func testThrowingKeySelectorOrComparerSendsTheErrorAndUnsubscribesAsRxSwiftDoes() {
    let source: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(250)]
    let expected: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, testError)]
    func key(_ element: Int) throws -> Int {
      if element == 2 { throw testError }
      return element
    }
    assertOperator(hot: source, sends: expected, subscriptions: [Subscription(200, 220)]) {
      $0.asInfallible(onErrorJustReturn: -1).distinctUntilChanged(key).asObservable()
    }
    assertOperator(hot: source, sends: expected, subscriptions: [Subscription(200, 220)]) {
      $0.asInfallible(onErrorJustReturn: -1)
        .distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw testError }
        .asObservable()
    }
    assertOperator(hot: source, sends: expected, subscriptions: [Subscription(200, 220)]) {
      $0.asInfallible(onErrorJustReturn: -1)
        .distinctUntilChanged({ $0 }, comparer: { _, _ in throw testError })
        .asObservable()
    }
  }
}
