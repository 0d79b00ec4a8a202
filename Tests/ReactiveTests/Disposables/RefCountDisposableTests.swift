import Dispatch
import Reactive
import TestSupport
import XCTest

final class RefCountDisposableTests: ReactiveTestCase {
  func testDisposingWithNothingRetainedDisposesTheResourceAtOnce() {
    let log = DisposalLog()
    let shared = RefCountDisposable(disposable: log.disposable("resource"))
    XCTAssertFalse(shared.isDisposed)
    shared.dispose()
    XCTAssertTrue(shared.isDisposed)
    XCTAssertEqual(log.disposed, ["resource"])
  }

  func testTheResourceIsDisposedOnlyWhenTheOwnerAndEveryReferenceHaveLetGo() {
    let log = DisposalLog()
    let shared = RefCountDisposable(disposable: log.disposable("resource"))
    let first = shared.retain()
    let second = shared.retain()
    shared.dispose()
    XCTAssertFalse(shared.isDisposed)
    first.dispose()
    XCTAssertEqual(log.disposed, [])
    second.dispose()
    XCTAssertTrue(shared.isDisposed)
    XCTAssertEqual(log.disposed, ["resource"])
  }

  func testReleasingEveryReferenceBeforeTheOwnerDisposesLeavesTheResource() {
    let log = DisposalLog()
    let shared = RefCountDisposable(disposable: log.disposable("resource"))
    shared.retain().dispose()
    shared.retain().dispose()
    XCTAssertFalse(shared.isDisposed)
    XCTAssertEqual(log.disposed, [])
    shared.dispose()
    XCTAssertEqual(log.disposed, ["resource"])
  }

  func testAReferenceReleasesOnceHoweverOftenItIsDisposed() {
    let log = DisposalLog()
    let shared = RefCountDisposable(disposable: log.disposable("resource"))
    let first = shared.retain()
    let second = shared.retain()
    shared.dispose()
    first.dispose()
    first.dispose()
    XCTAssertEqual(log.disposed, [], "the second reference still holds the resource")
    second.dispose()
    XCTAssertEqual(log.disposed, ["resource"])
  }

  func testDisposingTheOwnerTwiceCountsOnce() {
    let log = DisposalLog()
    let shared = RefCountDisposable(disposable: log.disposable("resource"))
    let reference = shared.retain()
    shared.dispose()
    shared.dispose()
    XCTAssertEqual(log.disposed, [])
    reference.dispose()
    XCTAssertEqual(log.disposed, ["resource"])
  }

  func testRetainStillWorksAfterTheOwnerDisposedWhileTheResourceLives() {
    let log = DisposalLog()
    let shared = RefCountDisposable(disposable: log.disposable("resource"))
    let first = shared.retain()
    shared.dispose()
    let late = shared.retain()
    first.dispose()
    XCTAssertEqual(log.disposed, [])
    late.dispose()
    XCTAssertEqual(log.disposed, ["resource"])
  }

  func testRetainAfterTheResourceIsGoneReturnsADisposableThatDoesNothing() {
    let log = DisposalLog()
    let shared = RefCountDisposable(disposable: log.disposable("resource"))
    shared.dispose()
    let late = shared.retain()
    late.dispose()
    XCTAssertEqual(log.disposed, ["resource"])
  }

  func testConcurrentRetainsAndReleasesDisposeTheResourceExactlyOnceAfterTheLast() {
    for _ in 0..<100 {
      let log = DisposalLog()
      let shared = RefCountDisposable(disposable: log.disposable("resource"))
      let references = LockedValue<[any Disposable]>([])
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        let reference = shared.retain()
        references.withLock { $0.append(reference) }
      }
      shared.dispose()
      DispatchQueue.concurrentPerform(iterations: 8) { index in
        XCTAssertEqual(log.disposed, [], "disposed before the last release")
        references.withLock { $0[index] }.dispose()
      }
      XCTAssertEqual(log.disposed, ["resource"])
      XCTAssertTrue(shared.isDisposed)
    }
  }

  func testItIsADisposeBase() {
    let shared: DisposeBase = RefCountDisposable(disposable: Disposables.create())
    XCTAssertTrue(shared is Cancelable)
  }
}
