import Reactive
import XCTest

final class BooleanDisposableTests: ReactiveTestCase {
  func testStartsNotDisposedAndStaysDisposedAfterDispose() {
    let disposable = BooleanDisposable()
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
  }

  func testCanBeCreatedInEitherState() {
    XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    XCTAssertFalse(BooleanDisposable(isDisposed: false).isDisposed)
  }

  func testDisposeOnOneThreadIsSeenOnAnother() {
    let disposable = BooleanDisposable()
    runAtOnce([
      { disposable.dispose() },
      { while !disposable.isDisposed {} },
    ])
    XCTAssertTrue(disposable.isDisposed)
  }
}
