import XCTest

@testable import RxSwift

final class DisposableStoreTests: ReactiveTestCase {
  /// A store whose first inline slot was emptied and taken again: "c" there, after "b" in the
  /// second slot.
  private func storeWithTheFirstSlotTakenAgain(_ log: DisposalLog) -> DisposableStore {
    var store = DisposableStore()
    let a = store.insert(log.disposable("a"))
    _ = store.insert(log.disposable("b"))
    _ = store.remove(a)
    _ = store.insert(log.disposable("c"))
    return store
  }

  func testDisposeAllDisposesInInsertionOrderWhateverSlotsTheEntriesTook() {
    let log = DisposalLog()
    var store = storeWithTheFirstSlotTakenAgain(log)
    // "d" and "e" go beyond the inline slots.
    _ = store.insert(log.disposable("d"))
    _ = store.insert(log.disposable("e"))
    XCTAssertEqual(store.count, 4)
    store.removeAll().disposeAll()
    XCTAssertEqual(log.disposed, ["b", "c", "d", "e"])
    XCTAssertTrue(store.isEmpty)
  }

  func testAKeyFromBeforeRemoveAllDoesNotRemoveALaterEntry() {
    let log = DisposalLog()
    var store = DisposableStore()
    let old = store.insert(log.disposable("a"))
    store.removeAll().disposeAll()
    _ = store.insert(log.disposable("b"))
    XCTAssertNil(store.remove(old))
    XCTAssertEqual(store.count, 1)
    store.removeAll().disposeAll()
    XCTAssertEqual(log.disposed, ["a", "b"])
  }

  func testTwoInlineEntriesAreDisposedInInsertionOrderAfterTheFirstSlotWasReused() {
    let log = DisposalLog()
    storeWithTheFirstSlotTakenAgain(log).disposeAll()
    XCTAssertEqual(log.disposed, ["b", "c"])
  }

  func testRemoveReturnsTheEntryOfEachSlotOnceWithoutDisposingIt() {
    let log = DisposalLog()
    var store = DisposableStore()
    let keys = ["a", "b", "c"].map { store.insert(log.disposable($0)) }
    for key in keys.reversed() {
      XCTAssertNotNil(store.remove(key))
      XCTAssertNil(store.remove(key))
    }
    XCTAssertTrue(store.isEmpty)
    XCTAssertEqual(store.count, 0)
    XCTAssertEqual(log.disposed, [])
  }
}
