import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceFlatMapTests: ReactiveTestCase {
  func testInnerSequencesAreMerged() {
    assertFlatMapsEveryElement { xs, ys in
      xs.asDriver(onErrorJustReturn: -1)
        .flatMap { x in ys.asDriver(onErrorJustReturn: -1).map { x * 10 + $0 } }
        .asObservable()
    }
  }

  func testInnerSubscriptionsOfOneSharedDriverShareItsConnection() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-   2   -|")
      let ys = m.cold("          -0---1|")
      let inner = ys.asDriver(onErrorJustReturn: -1)
      m.expect("                 ---'10''20'--('11''21')|") {
        xs.asDriver(onErrorJustReturn: -1).flatMap { x in inner.map { x * 10 + $0 } }
      }
      m.expectSubscriptions(ys, "--^-   -   ---         !")
    }
  }

  func testTheResultHasTheInnerSequencesStrategy() {
    assertMarbles { m in
      let xs = m.hot("^1   -|")
      let signal: Signal<Int> = xs.asDriver(onErrorJustReturn: -1).flatMap { Signal.just($0 * 10) }
      m.expect("      -'10'-|") { signal }
    }
  }
}
