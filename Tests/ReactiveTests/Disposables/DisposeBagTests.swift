import Foundation
import Reactive
import TestSupport
import XCTest

final class DisposeBagTests: ReactiveTestCase {
  func testReleasingTheBagDisposesEverythingInInsertionOrderOnce() {
    let log = DisposalLog()
    var bag: DisposeBag? = DisposeBag()
    bag?.insert(log.disposable("a"))
    log.disposable("b").disposed(by: bag!)
    bag?.insert(log.disposable("c"), log.disposable("d"))
    bag?.insert([log.disposable("e")])
    XCTAssertEqual(log.disposed, [])
    bag = nil
    XCTAssertEqual(log.disposed, ["a", "b", "c", "d", "e"])
  }

  func testSubscriptionsAndOtherDisposablesAreDisposedInInsertionOrderWhateverTheirMix() {
    let log = DisposalLog()
    let subject = PublishSubject<Int>()
    // The bag keeps the library's subscriptions apart from other disposables: the order of the
    // disposals must not show it, with other disposables first, last, between and in runs.
    let names = ["d1", "s1", "s2", "d2", "d3", "s3", "d4", "s4", "s5", "s6", "d5"]
    var bag: DisposeBag? = DisposeBag()
    for name in names {
      if name.hasPrefix("s") {
        subject.subscribe(onDisposed: { log.disposable(name).dispose() }).disposed(by: bag!)
      } else {
        bag?.insert(log.disposable(name))
      }
    }
    let late = DisposeBag()
    subject.subscribe(onDisposed: { log.disposable("t1").dispose() }).disposed(by: late)
    late.insert(log.disposable("t2"))
    bag = nil
    XCTAssertEqual(log.disposed, names)
    XCTAssertTrue(subject.hasObservers, "the other bag's subscription ended too")
  }

  func testBuilderInitAndBuilderInsertOwnEveryListedDisposable() {
    let log = DisposalLog()
    var bag: DisposeBag? = DisposeBag {
      log.disposable("a")
      log.disposable("b")
    }
    bag?.insert {
      log.disposable("c")
      log.disposable("d")
    }
    bag = nil
    XCTAssertEqual(log.disposed, ["a", "b", "c", "d"])
  }

  func testDisposingInitializersOwnTheirDisposables() {
    let log = DisposalLog()
    var listed: DisposeBag? = DisposeBag(disposing: log.disposable("a"), log.disposable("b"))
    var array: DisposeBag? = DisposeBag(disposing: [log.disposable("c")])
    listed = nil
    array = nil
    XCTAssertNil(listed)
    XCTAssertNil(array)
    XCTAssertEqual(log.disposed, ["a", "b", "c"])
  }

  func testReleasingTheBagEndsItsSubscriptions() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    for _ in 0..<3 {
      subject.subscribe(onNext: { received.append($0) }).disposed(by: bag!)
    }
    subject.onNext(1)
    bag = nil
    subject.onNext(2)
    XCTAssertEqual(received, [1, 1, 1])
    XCTAssertFalse(subject.hasObservers)
  }

  func testBagReleasedOnABackgroundThreadDisposesThere() {
    let log = DisposalLog()
    let threads = DisposalLog()
    var bag: DisposeBag? = DisposeBag()
    bag?.insert(log.disposable("a"))
    bag?.insert(Disposables.create { threads.disposable("\(Thread.isMainThread)").dispose() })
    let released = expectation(description: "released")
    let box = BagBox(bag!)
    bag = nil
    DispatchQueue.global().async {
      box.release()
      released.fulfill()
    }
    wait(for: [released], timeout: 5)
    XCTAssertEqual(log.disposed, ["a"])
    XCTAssertEqual(threads.disposed, ["false"])
  }

  func testConcurrentInsertsAreEachDisposedOnceWhenTheBagIsReleased() {
    let log = DisposalLog()
    var bag: DisposeBag? = DisposeBag()
    let box = BagBox(bag!)
    bag = nil
    let inserters = (0..<4).map { thread in
      { @Sendable in
        for index in 0..<1_000 { box.insert(log.disposable("\(thread).\(index)")) }
      }
    }
    runAtOnce(inserters)
    XCTAssertEqual(log.disposed, [])
    box.release()
    XCTAssertEqual(log.disposed.count, 4_000)
    XCTAssertEqual(Set(log.disposed).count, 4_000)
  }
}

/// Holds the only reference to a bag so that a test can hand it to other threads and release it
/// on one of them.
private final class BagBox: Sendable {
  private let bag: LockedValue<DisposeBag?>

  init(_ bag: DisposeBag) {
    self.bag = LockedValue(bag)
  }

  func insert(_ disposable: any Disposable) {
    bag.withLock { $0 }?.insert(disposable)
  }

  func release() {
    let last = bag.withLock { bag in
      defer { bag = nil }
      return bag
    }
    _ = last
  }
}
