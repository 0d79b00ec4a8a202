import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceScanTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertNeverSourceSendsNothing {
      $0.asDriver(onErrorJustReturn: -1).scan(0, accumulator: +).asObservable()
    }
  }

  func testEmptySourceCompletesWithoutTheSeed() {
    assertEmptySourceCompletes {
      $0.asDriver(onErrorJustReturn: -1).scan(0, accumulator: +).asObservable()
    }
  }

  func testEachElementSendsTheNextAccumulatorUntilDisposed() {
    assertSendsRunningSums {
      $0.asDriver(onErrorJustReturn: -1).scan(0, accumulator: +).asObservable()
    }
  }

  func testScanIntoUpdatesTheAccumulatorInPlace() {
    assertSendsGrowingArrays {
      $0.asDriver(onErrorJustReturn: -1).scan(into: [Int]()) { $0.append($1) }.asObservable()
    }
  }
}
