import XCTest

@testable import RxSwift

final class ObserverBagTests: ReactiveTestCase {
  /// What the observers of a bag received, each event tagged with the observer's name.
  private final class Deliveries {
    var log: [String] = []

    func observer(_ name: String) -> EventHandler<Int> {
      { [unowned self] event in log.append("\(name) \(event)") }
    }
  }

  /// Inserts observers named after `names`, each with a lifetime of its own, and returns their
  /// keys and lifetimes.
  private func insert(
    _ names: [String], into bag: inout ObserverBag<Int>, deliveries: Deliveries
  ) -> [(key: Int, lifetime: Lifetime)] {
    names.map { name in
      let lifetime = Lifetime()
      return (bag.insert(deliveries.observer(name), lifetime), lifetime)
    }
  }

  func testANewBagIsEmptyAndDeliversToNobody() {
    var bag = ObserverBag<Int>()
    XCTAssertTrue(bag.isEmpty)
    XCTAssertTrue(bag.snapshot().isEmpty)
  }

  func testEveryInsertionGetsAKeyOfItsOwnAndDeliveryFollowsSubscriptionOrder() {
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    let names = (0..<40).map { "o\($0)" }
    let inserted = insert(names, into: &bag, deliveries: deliveries)
    XCTAssertEqual(Set(inserted.map(\.key)).count, names.count)
    XCTAssertFalse(bag.isEmpty)
    ObserverBag.deliver(.next(1), to: bag.snapshot())
    XCTAssertEqual(deliveries.log, names.map { "\($0) next(1)" })
  }

  func testRemovingByKeyRemovesThatObserverOnlyAndHandsBackWhatItLetGoOf() {
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    let inserted = insert(["a", "b", "c", "d"], into: &bag, deliveries: deliveries)
    let before = bag.snapshot()
    let (removed, snapshot) = bag.remove(inserted[1].key)
    XCTAssertTrue(removed?.lifetime === inserted[1].lifetime)
    XCTAssertEqual(
      snapshot?.map { ObjectIdentifier($0.lifetime) }, before.map { ObjectIdentifier($0.lifetime) })
    ObserverBag.deliver(.next(2), to: bag.snapshot())
    XCTAssertEqual(deliveries.log, ["a next(2)", "c next(2)", "d next(2)"])
  }

  func testRemovingTwiceOrAnUnknownKeyChangesNothing() {
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    let inserted = insert(["a", "b"], into: &bag, deliveries: deliveries)
    _ = bag.remove(inserted[0].key)
    let again = bag.remove(inserted[0].key)
    XCTAssertNil(again.0)
    XCTAssertNil(again.1)
    let unknown = bag.remove(inserted[1].key + 100)
    XCTAssertNil(unknown.0)
    ObserverBag.deliver(.next(3), to: bag.snapshot())
    XCTAssertEqual(deliveries.log, ["b next(3)"])
  }

  func testAKeyIsNeverReusedSoAStaleRemovalCannotRemoveALaterObserver() {
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    let first = insert(["a"], into: &bag, deliveries: deliveries)[0]
    _ = bag.remove(first.key)
    XCTAssertTrue(bag.isEmpty)
    let second = insert(["b"], into: &bag, deliveries: deliveries)[0]
    XCTAssertNotEqual(second.key, first.key)
    XCTAssertNil(bag.remove(first.key).0)
    ObserverBag.deliver(.next(4), to: bag.snapshot())
    XCTAssertEqual(deliveries.log, ["b next(4)"])
  }

  func testRemovalsInAnyOrderLeaveTheRestInSubscriptionOrder() {
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    let inserted = insert((0..<1_000).map { "o\($0)" }, into: &bag, deliveries: deliveries)
    // Every third observer, from the last to the first: each removal is found by its key alone.
    for index in stride(from: 999, through: 0, by: -3) {
      XCTAssertTrue(bag.remove(inserted[index].key).0?.lifetime === inserted[index].lifetime)
    }
    ObserverBag.deliver(.next(5), to: bag.snapshot())
    XCTAssertEqual(
      deliveries.log,
      (0..<1_000).filter { !(999 - $0).isMultiple(of: 3) }.map { "o\($0) next(5)" })
  }

  func testAPlaceFreedByARemovalIsReusedWithoutChangingTheOrderOrHonouringTheOldKey() {
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    let inserted = insert(["a", "b", "c"], into: &bag, deliveries: deliveries)
    _ = bag.remove(inserted[1].key)
    let reused = insert(["d"], into: &bag, deliveries: deliveries)[0]
    XCTAssertEqual(bag.slots.count, 3, "the freed place was not reused")
    XCTAssertNotEqual(reused.key, inserted[1].key)
    XCTAssertNil(bag.remove(inserted[1].key).0, "a stale key removed the observer in its place")
    ObserverBag.deliver(.next(12), to: bag.snapshot())
    XCTAssertEqual(deliveries.log, ["a next(12)", "c next(12)", "d next(12)"])
  }

  func testKeysStayNonNegativeAndDistinctWhenTheInsertionCountWrapsAround() {
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    bag.insertions = 0x7FFF_FFFE
    let inserted = insert(["a", "b", "c", "d"], into: &bag, deliveries: deliveries)
    XCTAssertTrue(inserted.allSatisfy { $0.key >= 0 }, "a negative key reads as no registration")
    XCTAssertEqual(Set(inserted.map(\.key)).count, 4)
    XCTAssertTrue(bag.remove(inserted[2].key).0?.lifetime === inserted[2].lifetime)
    ObserverBag.deliver(.next(14), to: bag.snapshot())
    XCTAssertEqual(deliveries.log, ["a next(14)", "b next(14)", "d next(14)"])
  }

  func testInsertionsAndRemovalsInterleavedKeepRxSwiftsOrder() {
    // The model of RxSwift's bag: a first slot, taken by whoever subscribes while it is free,
    // then the others in subscription order.
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    var firstSlot: (name: String, key: Int)?
    var others: [(name: String, key: Int)] = []
    var generator = SystemRandomNumberGenerator()
    for step in 0..<2_000 {
      let live = (firstSlot.map { [$0] } ?? []) + others
      if !live.isEmpty && Int.random(in: 0..<3, using: &generator) == 0 {
        let removed = live[Int.random(in: 0..<live.count, using: &generator)]
        XCTAssertNotNil(bag.remove(removed.key).0)
        if firstSlot?.key == removed.key {
          firstSlot = nil
        } else {
          others.removeAll { $0.key == removed.key }
        }
      } else {
        let name = "o\(step)"
        let inserted = (name, insert([name], into: &bag, deliveries: deliveries)[0].key)
        if firstSlot == nil { firstSlot = inserted } else { others.append(inserted) }
      }
    }
    ObserverBag.deliver(.next(13), to: bag.snapshot())
    let live = (firstSlot.map { [$0] } ?? []) + others
    XCTAssertEqual(deliveries.log, live.map { "\($0.name) next(13)" })
    XCTAssertEqual(bag.isEmpty, live.isEmpty)
  }

  func testANewcomerTakesTheFirstSlotOnceItIsFree() {
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    let ab = insert(["a", "b"], into: &bag, deliveries: deliveries)
    _ = bag.remove(ab[0].key)
    _ = insert(["c", "d"], into: &bag, deliveries: deliveries)
    ObserverBag.deliver(.next(1), to: bag.snapshot())
    XCTAssertEqual(deliveries.log, ["c next(1)", "b next(1)", "d next(1)"])
  }

  func testAnObserverRemovedDuringADeliveryStillGetsItUnlessItsLifetimeIsDisposed() {
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    let inserted = insert(["a", "b", "c"], into: &bag, deliveries: deliveries)
    var removing = bag
    let snapshot = bag.snapshot()
    // "a" unsubscribes "b" and "c" while the event is being delivered: "b" is only removed from
    // the bag, as the subject does under its lock; "c" has its lifetime disposed as well.
    deliveries.log.append("removing")
    _ = removing.remove(inserted[1].key)
    _ = removing.remove(inserted[2].key)
    inserted[2].lifetime.dispose()
    ObserverBag.deliver(.next(6), to: snapshot)
    ObserverBag.deliver(.next(7), to: removing.snapshot())
    XCTAssertEqual(deliveries.log, ["removing", "a next(6)", "b next(6)", "a next(7)"])
  }

  func testRemovingFromInsideADeliveryDoesNotDisturbTheSnapshotBeingDelivered() {
    var bag = ObserverBag<Int>()
    var log: [String] = []
    var keys: [String: Int] = [:]
    let lifetimes = ["a", "b", "c"].map { _ in Lifetime() }
    for (index, name) in ["a", "b", "c"].enumerated() {
      keys[name] = bag.insert(
        { event in
          log.append("\(name) \(event)")
          if name == "a" {
            // The subject's removal: out of the bag, and the subscription disposed.
            _ = bag.remove(keys["b"]!)
            lifetimes[1].dispose()
            _ = bag.insert({ log.append("late \($0)") }, Lifetime())
          }
        }, lifetimes[index])
    }
    ObserverBag.deliver(.next(8), to: bag.snapshot())
    ObserverBag.deliver(.completed, to: bag.snapshot())
    XCTAssertEqual(
      log, ["a next(8)", "c next(8)", "a completed", "c completed", "late completed"])
    // The observers hold the bag that holds them: let go of them.
    _ = bag.removeAll()
  }

  func testAnObserverInsertedDuringADeliveryGetsOnlyLaterEvents() {
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    _ = insert(["a"], into: &bag, deliveries: deliveries)
    let snapshot = bag.snapshot()
    _ = insert(["b"], into: &bag, deliveries: deliveries)
    ObserverBag.deliver(.next(9), to: snapshot)
    ObserverBag.deliver(.next(10), to: bag.snapshot())
    XCTAssertEqual(deliveries.log, ["a next(9)", "a next(10)", "b next(10)"])
  }

  func testRemoveAllHandsBackEveryObserverAndLeavesTheBagEmpty() {
    var bag = ObserverBag<Int>()
    let deliveries = Deliveries()
    let inserted = insert(["a", "b", "c"], into: &bag, deliveries: deliveries)
    let before = bag.snapshot()
    let (removed, snapshot) = bag.removeAll()
    XCTAssertEqual(
      Set(removed.filter { $0.entry != nil }.map(\.key)), Set(inserted.map(\.key)))
    XCTAssertEqual(snapshot?.count, before.count)
    XCTAssertTrue(bag.isEmpty)
    XCTAssertTrue(bag.snapshot().isEmpty)
    let later = insert(["d"], into: &bag, deliveries: deliveries)[0]
    XCTAssertFalse(inserted.map(\.key).contains(later.key))
    ObserverBag.deliver(.next(11), to: bag.snapshot())
    XCTAssertEqual(deliveries.log, ["d next(11)"])
  }
}
