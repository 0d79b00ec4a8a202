import Reactive
import ReactiveTest
import XCTest

final class InfallibleConcatMapTests: ReactiveTestCase {
  func testInnersRunOneAfterTheOtherInTheOrderOfTheirElements() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot(
        "^-1-   2-|")
      let ys = m.cold(
        "-0--1|")
      m.expect(
        "---'10'--'11'-'20'--'21'|"
      ) {
        xs.asInfallible(onErrorJustReturn: -1).concatMap { x in
          ys.asInfallible(onErrorJustReturn: -1).map { x * 10 + $0 }
        }
      }
      m.expectSubscriptions(
        xs,
        "^---   --!")
      m.expectSubscriptions(
        ys,
        "--^-   ---   !",
        "----   ---   ^-   ---   !")
    }
  }

  func testNeverOuterSendsNothingAndDisposingEarlyDisposesTheRunningInner() {
    assertMarbles(ticksPerFrame: 5, disposed: 250) { m in
      let xs = m.hot("           ^-1")
      let ys = m.cold("          -0------------------1")
      m.expect("                 ---0") {
        xs.asInfallible(onErrorJustReturn: -1).concatMap { _ in
          ys.asInfallible(onErrorJustReturn: -1)
        }
      }
      m.expectSubscriptions(xs, "^---------!")
      m.expectSubscriptions(ys, "--^-------!")
    }
  }

  func testAFallibleInnerSendsItsErrorAsRxSwiftDoes() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-2---------------|")
      let ys = m.cold("          -#")
      m.expect("                 ---#") {
        xs.asInfallible(onErrorJustReturn: -1).concatMap { _ in ys }
      }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "--^!")
    }
  }
}
