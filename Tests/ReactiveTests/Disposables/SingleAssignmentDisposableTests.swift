import Reactive
import XCTest

final class SingleAssignmentDisposableTests: ReactiveTestCase {
  func testDisposeDisposesTheAssignedDisposableOnce() {
    let log = DisposalLog()
    let single = SingleAssignmentDisposable()
    single.setDisposable(log.disposable("a"))
    XCTAssertFalse(single.isDisposed)
    XCTAssertEqual(log.disposed, [])
    single.dispose()
    single.dispose()
    XCTAssertTrue(single.isDisposed)
    XCTAssertEqual(log.disposed, ["a"])
  }

  func testDisposableAssignedAfterDisposeIsDisposedAtOnce() {
    let log = DisposalLog()
    let single = SingleAssignmentDisposable()
    single.dispose()
    XCTAssertTrue(single.isDisposed)
    single.setDisposable(log.disposable("late"))
    XCTAssertEqual(log.disposed, ["late"])
  }

  func testRacingAssignmentAndDisposeDisposeTheDisposableExactlyOnce() {
    for round in 0..<200 {
      let log = DisposalLog()
      let single = SingleAssignmentDisposable()
      runAtOnce([
        { single.setDisposable(log.disposable("\(round)")) },
        { single.dispose() },
        { single.dispose() },
      ])
      XCTAssertEqual(log.disposed, ["\(round)"])
    }
  }
}
