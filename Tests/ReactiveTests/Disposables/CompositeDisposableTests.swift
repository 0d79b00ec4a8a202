import Reactive
import Synchronization
import XCTest

final class CompositeDisposableTests: ReactiveTestCase {
  func testDisposeDisposesEveryMemberInInsertionOrderOnce() {
    let log = DisposalLog()
    let group = CompositeDisposable(disposables: [log.disposable("a"), log.disposable("b")])
    _ = group.insert(log.disposable("c"))
    XCTAssertFalse(group.isDisposed)
    group.dispose()
    group.dispose()
    XCTAssertTrue(group.isDisposed)
    XCTAssertEqual(log.disposed, ["a", "b", "c"])
  }

  func testInitializersKeepTheirMembersInOrder() {
    let log = DisposalLog()
    CompositeDisposable(log.disposable("a"), log.disposable("b")).dispose()
    CompositeDisposable(log.disposable("c"), log.disposable("d"), log.disposable("e")).dispose()
    CompositeDisposable(
      log.disposable("f"), log.disposable("g"), log.disposable("h"), log.disposable("i")
    ).dispose()
    CompositeDisposable(
      log.disposable("j"), log.disposable("k"), log.disposable("l"), log.disposable("m"),
      log.disposable("n"), log.disposable("o")
    ).dispose()
    XCTAssertEqual(
      log.disposed, ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o"])
  }

  func testRemoveDisposesThatMemberOnceAndForgetsIt() {
    let log = DisposalLog()
    let group = CompositeDisposable()
    let first = group.insert(log.disposable("a"))
    let second = group.insert(log.disposable("b"))
    _ = group.insert(log.disposable("c"))
    group.remove(for: second!)
    group.remove(for: second!)
    XCTAssertEqual(log.disposed, ["b"])
    XCTAssertEqual(group.count, 2)
    group.remove(for: first!)
    group.dispose()
    XCTAssertEqual(log.disposed, ["b", "a", "c"])
  }

  func testCountFollowsInsertRemoveAndDispose() {
    let log = DisposalLog()
    let group = CompositeDisposable(log.disposable("a"), log.disposable("b"))
    XCTAssertEqual(group.count, 2)
    let key = group.insert(log.disposable("c"))
    XCTAssertEqual(group.count, 3)
    group.remove(for: key!)
    XCTAssertEqual(group.count, 2)
    group.dispose()
    XCTAssertEqual(group.count, 0)
  }

  func testInsertAfterDisposeDisposesAtOnceAndReturnsNoKey() {
    let log = DisposalLog()
    let group = CompositeDisposable()
    group.dispose()
    let key = group.insert(log.disposable("late"))
    XCTAssertNil(key)
    XCTAssertEqual(log.disposed, ["late"])
    XCTAssertEqual(group.count, 0)
  }

  func testConcurrentInsertsAndDisposeDisposeEveryMemberExactlyOnce() {
    let log = DisposalLog()
    let group = CompositeDisposable()
    let inserters = (0..<3).map { thread in
      { @Sendable in
        for index in 0..<1_000 { _ = group.insert(log.disposable("\(thread).\(index)")) }
      }
    }
    runAtOnce(inserters + [{ group.dispose() }])
    let disposed = log.disposed
    XCTAssertEqual(disposed.count, 3_000)
    XCTAssertEqual(Set(disposed).count, 3_000)
    XCTAssertEqual(group.count, 0)
  }

  func testConcurrentRemovesAndDisposeDisposeEveryMemberExactlyOnce() {
    let log = DisposalLog()
    let group = CompositeDisposable()
    let keys = (0..<2_000).map { group.insert(log.disposable("\($0)"))! }
    let removers = [keys[..<1_000], keys[1_000...]].map { slice in
      { @Sendable in
        for key in slice { group.remove(for: key) }
      }
    }
    runAtOnce(removers + [{ group.dispose() }])
    XCTAssertEqual(log.disposed.count, 2_000)
    XCTAssertEqual(Set(log.disposed).count, 2_000)
  }
}
