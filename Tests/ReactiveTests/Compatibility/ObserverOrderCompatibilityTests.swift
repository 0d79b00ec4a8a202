import Reactive
import ReactiveTest
import XCTest

/// Everything RxSwift builds on its bag delivers in the bag's order: the observer in the first
/// slot (the first subscriber, or the next one once that slot is free), then the others in
/// subscription order. Subscribe A and B, dispose A, subscribe C: C receives before B.
final class ObserverOrderCompatibilityTests: ReactiveTestCase {
  func testSubjectsDeliverToANewcomerInTheFreedFirstSlotFirst() {
    assertNewcomerInTheFirstSlotFirst(PublishSubject<Int>()) { $0.onNext(1) }
    assertNewcomerInTheFirstSlotFirst(BehaviorSubject(value: 0), skipping: 1) { $0.onNext(1) }
    assertNewcomerInTheFirstSlotFirst(ReplaySubject<Int>.create(bufferSize: 1)) { $0.onNext(1) }
    assertNewcomerInTheFirstSlotFirst(AsyncSubject<Int>()) { subject in
      subject.onNext(1)
      subject.onCompleted()
    }
  }

  func testRelaysDeliverToANewcomerInTheFreedFirstSlotFirst() {
    assertNewcomerInTheFirstSlotFirst(PublishRelay<Int>()) { $0.accept(1) }
    assertNewcomerInTheFirstSlotFirst(BehaviorRelay(value: 0), skipping: 1) { $0.accept(1) }
    assertNewcomerInTheFirstSlotFirst(ReplayRelay<Int>.create(bufferSize: 1)) { $0.accept(1) }
  }

  func testSharedAndPublishedSequencesDeliverToANewcomerInTheFreedFirstSlotFirst() {
    for scope in [SubjectLifetimeScope.whileConnected, .forever] {
      for replay in [0, 1, 2] {
        let source = PublishSubject<Int>()
        assertNewcomerInTheFirstSlotFirst(source.share(replay: replay, scope: scope)) { _ in
          source.onNext(1)
        }
      }
    }
    let source = PublishSubject<Int>()
    let published = source.publish()
    let connection = published.connect()
    assertNewcomerInTheFirstSlotFirst(published) { _ in source.onNext(1) }
    connection.dispose()
  }

  func testHotTestObservablesDeliverToANewcomerInTheFreedFirstSlotFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(300, 1)])
    var log: [String] = []
    var subscriptions: [String: any Disposable] = [:]
    scheduler.scheduleAt(200) {
      for name in ["A", "B"] {
        subscriptions[name] = xs.subscribe(onNext: { log.append("\(name)\($0)") })
      }
    }
    scheduler.scheduleAt(210) { subscriptions["A"]?.dispose() }
    scheduler.scheduleAt(220) {
      subscriptions["C"] = xs.subscribe(onNext: { log.append("C\($0)") })
    }
    scheduler.start()
    XCTAssertEqual(log, ["C1", "B1"])
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 210), Subscription(200), Subscription(220)])
    for subscription in subscriptions.values { subscription.dispose() }
  }

  /// Subscribes A and B to `observable`, disposes A, subscribes C, then `send`s: the element
  /// reaches C before B. `skipping` drops what subscribing replays.
  private func assertNewcomerInTheFirstSlotFirst<Source: ObservableType>(
    _ observable: Source, skipping replayed: Int = 0, file: StaticString = #filePath,
    line: UInt = #line, send: (Source) -> Void
  ) where Source.Element == Int {
    var log: [String] = []
    func subscribe(_ name: String) -> any Disposable {
      observable.skip(replayed).subscribe(onNext: { log.append("\(name)\($0)") })
    }
    let a = subscribe("A")
    let b = subscribe("B")
    a.dispose()
    let c = subscribe("C")
    send(observable)
    XCTAssertEqual(log, ["C1", "B1"], "\(type(of: observable))", file: file, line: line)
    b.dispose()
    c.dispose()
  }
}
