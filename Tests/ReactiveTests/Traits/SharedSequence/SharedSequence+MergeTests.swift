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
}
