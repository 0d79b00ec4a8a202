import Reactive
import ReactiveTest
import XCTest

final class InfallibleConcatTests: ReactiveTestCase {
  func testConcatSubscribesToTheSecondWhenTheFirstCompletes() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.cold("          --1-|")
      let ys = m.cold("          -2-|")
      m.expect("                 --1--2-|") {
        xs.asInfallible(onErrorJustReturn: -1).concat(ys.asInfallible(onErrorJustReturn: -1))
      }
      m.expectSubscriptions(xs, "^---!")
      m.expectSubscriptions(ys, "----^--!")
    }
  }

  func testConcatOfANeverFirstNeverSubscribesTheSecond() {
    assertMarbles(ticksPerFrame: 5, disposed: 300) { m in
      let xs = m.cold("          --1")
      let ys = m.cold("          -2-|")
      m.expect("                 --1") {
        xs.asInfallible(onErrorJustReturn: -1).concat(ys.asInfallible(onErrorJustReturn: -1))
      }
      m.expectSubscriptions(xs, "^-------------------!")
      m.expectSubscriptions(ys)
    }
  }

  func testConcatDisposedDuringTheSecondUnsubscribesIt() {
    assertMarbles(ticksPerFrame: 5, disposed: 250) { m in
      let xs = m.cold("          ----|")
      let ys = m.cold("          -2--------3-|")
      m.expect("                 -----2") {
        xs.asInfallible(onErrorJustReturn: -1).concat(ys.asInfallible(onErrorJustReturn: -1))
      }
      m.expectSubscriptions(ys, "----^-----!")
    }
  }

  func testConcatWithAFallibleSecondSendsItsErrorAsRxSwiftDoes() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.cold("          --1-|")
      let ys = m.cold("          -#")
      m.expect("                 --1--#") { xs.asInfallible(onErrorJustReturn: -1).concat(ys) }
      m.expectSubscriptions(ys, "----^!")
    }
  }

  func testStaticConcatRunsTheSequencesOneAfterTheOtherInEachForm() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.cold("--1-|")
      let ys = m.cold("    -2-|")
      let first = xs.asInfallible(onErrorJustReturn: -1)
      let second = ys.asInfallible(onErrorJustReturn: -1)
      m.expect("      --1--2-|") { Infallible.concat(first, second) }
      m.expect("      --1--2-|") { Infallible.concat([first, second]) }
      m.expect("      --1--2-|") { Infallible.concat(AnySequence([first, second])) }
      m.expectSubscriptions(xs, "^---!", "^---!", "^---!")
      m.expectSubscriptions(ys, "----^--!", "----^--!", "----^--!")
    }
  }

  func testStaticConcatOfNothingCompletesAtOnce() {
    assertMarbles { m in
      m.expect("|") { Infallible<Int>.concat([]) }
    }
  }
}
