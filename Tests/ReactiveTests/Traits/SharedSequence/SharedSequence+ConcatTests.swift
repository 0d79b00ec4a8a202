import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceConcatTests: ReactiveTestCase {
  func testConcatRunsTheDriversOneAfterTheOtherInBothForms() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.cold("--1-|")
      let ys = m.cold("    -2-|")
      // Drivers share their source, so each expectation makes its own.
      let drivers = { [xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)] }
      m.expect("      --1--2-|") { Driver.concat(drivers()) }
      m.expect("      --1--2-|") { Driver.concat(AnySequence(drivers())) }
      m.expectSubscriptions(xs, "^---!", "^---!")
      m.expectSubscriptions(ys, "----^--!", "----^--!")
    }
  }

  func testConcatDisposedDuringTheFirstNeverSubscribesTheSecond() {
    assertMarbles(ticksPerFrame: 5, disposed: 250) { m in
      let xs = m.cold("          --1-----------------|")
      let ys = m.cold("          -2-|")
      m.expect("                 --1") {
        Signal.concat([xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1)])
      }
      m.expectSubscriptions(xs, "^---------!")
      m.expectSubscriptions(ys)
    }
  }
}
