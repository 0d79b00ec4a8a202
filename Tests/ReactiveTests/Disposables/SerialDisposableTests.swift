import Reactive
import XCTest

final class SerialDisposableTests: ReactiveTestCase {
  func testAssigningDisposesThePreviousDisposable() {
    let log = DisposalLog()
    let serial = SerialDisposable()
    serial.disposable = log.disposable("a")
    XCTAssertEqual(log.disposed, [])
    serial.disposable = log.disposable("b")
    XCTAssertEqual(log.disposed, ["a"])
    XCTAssertEqual((serial.disposable as? LoggedDisposable)?.name, "b")
  }

  func testDisposeDisposesTheCurrentAndEveryLaterAssignment() {
    let log = DisposalLog()
    let serial = SerialDisposable()
    serial.disposable = log.disposable("a")
    XCTAssertFalse(serial.isDisposed)
    serial.dispose()
    serial.dispose()
    XCTAssertTrue(serial.isDisposed)
    XCTAssertEqual(log.disposed, ["a"])
    serial.disposable = log.disposable("b")
    XCTAssertEqual(log.disposed, ["a", "b"])
  }

  func testEmptySerialDisposableHoldsADisposableThatDoesNothing() {
    let serial = SerialDisposable()
    XCTAssertFalse(serial.disposable is LoggedDisposable)
    serial.dispose()
    XCTAssertTrue(serial.isDisposed)
  }

  func testConcurrentAssignmentsAndDisposeDisposeEveryAssignmentExactlyOnce() {
    let log = DisposalLog()
    let serial = SerialDisposable()
    let assigners = (0..<3).map { thread in
      { @Sendable in
        for index in 0..<1_000 { serial.disposable = log.disposable("\(thread).\(index)") }
      }
    }
    runAtOnce(assigners + [{ serial.dispose() }])
    XCTAssertEqual(log.disposed.count, 3_000)
    XCTAssertEqual(Set(log.disposed).count, 3_000)
  }
}
