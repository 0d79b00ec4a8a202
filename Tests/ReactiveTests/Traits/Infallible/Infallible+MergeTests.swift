import Reactive
import ReactiveTest
import XCTest

final class InfallibleMergeTests: ReactiveTestCase {
  func testElementsOfBothSourcesAreMerged() {
    assertMergesBoth { xs, ys in
      Infallible.merge(
        xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: -1)
      ).asObservable()
    }
  }

  func testArrayAndCollectionFormsMerge() {
    assertMergesBoth { xs, ys in
      Infallible.merge([
        xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: -1),
      ]).asObservable()
    }
    assertMergesBoth { xs, ys in
      Infallible.merge([xs, ys].lazy.map { $0.asInfallible(onErrorJustReturn: -1) }).asObservable()
    }
  }
}
