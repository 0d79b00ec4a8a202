import Reactive
import Synchronization
import XCTest

final class DisposablesTests: ReactiveTestCase {
  func testActionRunsOnceOnTheFirstDispose() {
    var runs = 0
    let disposable = Disposables.create { runs += 1 }
    XCTAssertFalse(disposable.isDisposed)
    XCTAssertEqual(runs, 0)
    disposable.dispose()
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(runs, 1)
  }

  func testActionIsReleasedOnceItHasRun() {
    final class Owner {}
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    let disposable = Disposables.create { [owner] in _ = owner }
    owner = nil
    XCTAssertNotNil(weakOwner)
    disposable.dispose()
    XCTAssertNil(weakOwner)
  }

  func testConcurrentDisposeRunsTheActionOnce() {
    for _ in 0..<50 {
      let runs = Atomic<Int>(0)
      // nonisolated(unsafe): the disposable is documented as thread-safe, which this test checks.
      nonisolated(unsafe) let disposable = Disposables.create { runs.add(1, ordering: .relaxed) }
      runAtOnce(Array(repeating: { disposable.dispose() }, count: 4))
      XCTAssertEqual(runs.load(ordering: .relaxed), 1)
    }
  }

  func testTwoDisposablesAreDisposedInOrderOnce() {
    let log = DisposalLog()
    let both = Disposables.create(log.disposable("a"), log.disposable("b"))
    XCTAssertFalse(both.isDisposed)
    both.dispose()
    both.dispose()
    XCTAssertTrue(both.isDisposed)
    XCTAssertEqual(log.disposed, ["a", "b"])
  }

  func testThreeDisposablesAreDisposedInOrderOnce() {
    let log = DisposalLog()
    let all = Disposables.create(log.disposable("a"), log.disposable("b"), log.disposable("c"))
    all.dispose()
    all.dispose()
    XCTAssertEqual(log.disposed, ["a", "b", "c"])
  }

  func testManyDisposablesAreDisposedInOrderOnce() {
    let log = DisposalLog()
    let listed = Disposables.create(
      log.disposable("a"), log.disposable("b"), log.disposable("c"), log.disposable("d"))
    let array = Disposables.create([log.disposable("e"), log.disposable("f")])
    let five = Disposables.create(
      log.disposable("g"), log.disposable("h"), log.disposable("i"), log.disposable("j"),
      log.disposable("k"))
    listed.dispose()
    array.dispose()
    five.dispose()
    listed.dispose()
    array.dispose()
    five.dispose()
    XCTAssertEqual(log.disposed, ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"])
  }

  func testEmptyDisposableDisposesNothingWhenGrouped() {
    let log = DisposalLog()
    let group = Disposables.create(Disposables.create(), log.disposable("a"))
    group.dispose()
    XCTAssertEqual(log.disposed, ["a"])
  }
}
