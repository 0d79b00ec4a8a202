import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceSwitchLatestTests: ReactiveTestCase {
  func testANewInnerDriverReplacesThePreviousOne() {
    assertMarbles(ticksPerFrame: 5) { m in
      let (xs, ys, zs) = nestedDrivers(m.scheduler)
      m.expect("                 ---1-'10'--|") {
        xs.asDriver(onErrorDriveWith: .empty()).switchLatest()
      }
      m.expectSubscriptions(xs, "^-----   !")
      m.expectSubscriptions(ys, "--^-!")
      m.expectSubscriptions(zs, "----^-   --!")
    }
  }

  func testDisposingEarlyDisposesTheLatestInner() {
    assertMarbles(ticksPerFrame: 1, disposed: 217) { m in
      let (xs, ys, zs) = nestedDrivers(m.scheduler)
      m.expect("                 ---------------1") {
        xs.asDriver(onErrorDriveWith: .empty()).switchLatest()
      }
      m.expectSubscriptions(ys, "----------^------!")
      m.expectSubscriptions(zs)
    }
  }
}
