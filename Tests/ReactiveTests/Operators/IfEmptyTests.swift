import Reactive
import ReactiveTest
import XCTest

final class IfEmptyTests: ReactiveTestCase {
  // MARK: ifEmpty(default:)

  func testDefaultNeverSourceSendsNothingAndIsDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.ifEmpty(default: -1) }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testDefaultEmptySourceSendsTheDefaultAndCompletesAtItsCompletion() {
    assertMarbles { m in
      let xs = m.hot("           1----^---------|")
      m.expect("                      ----------('-1'|)") { xs.ifEmpty(default: -1) }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testDefaultSourceWithElementsIsForwardedUnchanged() {
    assertMarbles { m in
      let xs = m.hot("           ^12-------|")
      m.expect("                 -12-------|") { xs.ifEmpty(default: -1) }
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testDefaultSourceErrorIsForwardedWithoutTheDefault() {
    assertMarbles { m in
      let xs = m.hot("           ^---------#")
      m.expect("                 ----------#") { xs.ifEmpty(default: -1) }
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testDefaultDisposingEarlyUnsubscribesTheSource() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^---------|")
      m.expect("                 -") { xs.ifEmpty(default: -1) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  // MARK: ifEmpty(switchTo:)

  func testSwitchNeverSourceNeverSubscribesTheOther() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      let ys = m.cold("          -0|")
      m.expect("                 -") { xs.ifEmpty(switchTo: ys.asObservable()) }
      m.expectSubscriptions(xs, "^ @1000 !")
      m.expectSubscriptions(ys)
    }
  }

  func testSwitchEmptySourceSwitchesToTheOtherAtItsCompletion() {
    assertMarbles { m in
      let xs = m.hot("           1----^|")
      let ys = m.cold("               -012|")
      m.expect("                      --012|") { xs.ifEmpty(switchTo: ys.asObservable()) }
      m.expectSubscriptions(xs, "     ^!")
      m.expectSubscriptions(ys, "     -^---!")
    }
  }

  func testSwitchSourceWithElementsNeverSubscribesTheOther() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^1|")
      let ys = m.cold("          --0-----|")
      m.expect("                 -1|") { xs.ifEmpty(switchTo: ys.asObservable()) }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys)
    }
  }

  func testSwitchSourceErrorIsForwardedWithoutSwitching() {
    assertMarbles { m in
      let xs = m.hot("           ^#")
      let ys = m.cold("          -0--|")
      m.expect("                 -#") { xs.ifEmpty(switchTo: ys.asObservable()) }
      m.expectSubscriptions(xs, "^!")
      m.expectSubscriptions(ys)
    }
  }

  func testSwitchOthersErrorIsForwarded() {
    assertMarbles { m in
      let xs = m.hot("           ^|")
      let ys = m.cold("          -0#")
      m.expect("                 --0#") { xs.ifEmpty(switchTo: ys.asObservable()) }
      m.expectSubscriptions(ys, "-^-!")
    }
  }

  func testSwitchDisposingEarlyUnsubscribesTheOther() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^|")
      let ys = m.cold("          -0--------1---------|")
      m.expect("                 --0") { xs.ifEmpty(switchTo: ys.asObservable()) }
      m.expectSubscriptions(xs, "^!")
      m.expectSubscriptions(ys, "-^---!")
    }
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.ifEmpty(switchTo: .never()) }
  }
}
