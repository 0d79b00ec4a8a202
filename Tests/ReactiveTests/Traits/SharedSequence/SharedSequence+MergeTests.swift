import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceMergeTests: ReactiveTestCase {
  func testElementsOfBothSourcesAreMerged() {
    assertMergesBoth { xs, ys in
      Driver.merge(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1))
        .asObservable()
    }
  }

  func testArrayAndCollectionFormsMerge() {
    assertMergesBoth { xs, ys in
      Driver.merge([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)])
        .asObservable()
    }
    assertMergesBoth { xs, ys in
      Driver.merge([xs, ys].lazy.map { $0.asDriver(onErrorJustReturn: -1) }).asObservable()
    }
  }

  func testMergeOfASequenceOfDriversSubscribesToEachAsItArrives() {
    assertMarbles(ticksPerFrame: 5) { m in
      let (xs, ys, zs) = nestedDrivers(m.scheduler)
      m.expect("                 ---1-'10'--2-|") {
        xs.asDriver(onErrorDriveWith: .empty()).merge()
      }
      m.expectSubscriptions(xs, "^-----   !")
      m.expectSubscriptions(ys, "--^---   ----!")
      m.expectSubscriptions(zs, "----^-   --!")
    }
  }

  func testMergeWithAMaximumMakesTheOthersWait() {
    assertMarbles(ticksPerFrame: 5) { m in
      let (xs, ys, zs) = nestedDrivers(m.scheduler)
      m.expect("                 ---1----2--'10'--|") {
        xs.asDriver(onErrorDriveWith: .empty()).merge(maxConcurrent: 1)
      }
      m.expectSubscriptions(ys, "--^-------!")
      m.expectSubscriptions(zs, "----------^-   --!")
    }
  }

  func testMergeDisposedEarlyDisposesEveryInner() {
    assertMarbles(ticksPerFrame: 5, disposed: 235) { m in
      let (xs, ys, zs) = nestedDrivers(m.scheduler)
      m.expect("                 ---1-'10'") { xs.asDriver(onErrorDriveWith: .empty()).merge() }
      m.expectSubscriptions(ys, "--^---   -!")
      m.expectSubscriptions(zs, "----^-   -!")
    }
  }
}

/// A hot observable that sends a driver of `ys` at 210 and one of `zs` at 220, then completes at
/// 230; `ys` sends 1 and 2 five and thirty ticks after each subscription and completes at forty,
/// `zs` sends 10 after five ticks and completes at twenty.
func nestedDrivers(_ scheduler: TestScheduler) -> (
  TestableObservable<Driver<Int>>, TestableObservable<Int>, TestableObservable<Int>
) {
  let ys = scheduler.createColdObservable([.next(5, 1), .next(30, 2), .completed(40)])
  let zs = scheduler.createColdObservable([.next(5, 10), .completed(20)])
  let xs = scheduler.createHotObservable([
    .next(210, ys.asDriver(onErrorJustReturn: -1)), .next(220, zs.asDriver(onErrorJustReturn: -1)),
    .completed(230),
  ])
  return (xs, ys, zs)
}
