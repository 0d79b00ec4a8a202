import Reactive
import ReactiveTest
import XCTest

final class BindToRelayTests: ReactiveTestCase {
  func testBindingSendsEveryElementToEachPublishRelayUntilTheSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let first = PublishRelay<Int>()
    let second = PublishRelay<Int?>()
    let firstObserver = scheduler.createObserver(Int.self)
    let secondObserver = scheduler.createObserver(Int?.self)
    let bag = DisposeBag {
      first.subscribe(firstObserver)
      second.subscribe(secondObserver)
    }
    scheduler.scheduleAt(200) {
      xs.bind(to: first, first).disposed(by: bag)
      xs.bind(to: second).disposed(by: bag)
    }
    scheduler.start()
    XCTAssertEqual(
      firstObserver.events, [.next(210, 1), .next(210, 1), .next(220, 2), .next(220, 2)])
    XCTAssertEqual(secondObserver.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300)])
  }

  func testBindingSetsTheValueOfEachBehaviorRelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3)])
    let plain = BehaviorRelay(value: 0)
    let optional = BehaviorRelay<Int?>(value: nil)
    var values: [String] = []
    var binding: (any Disposable)?
    scheduler.scheduleAt(200) { binding = xs.bind(to: plain, plain) }
    scheduler.scheduleAt(205) { _ = xs.bind(to: optional) }
    scheduler.scheduleAt(300) { binding?.dispose() }
    scheduler.scheduleAt(400) {
      values.append("\(plain.value) \(String(describing: optional.value))")
    }
    scheduler.start()
    XCTAssertEqual(values, ["2 Optional(3)"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(205)])
  }

  func testBindingFillsTheBufferOfEachReplayRelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let plain = ReplayRelay<Int>.createUnbound()
    let optional = ReplayRelay<Int?>.create(bufferSize: 1)
    let plainObserver = scheduler.createObserver(Int.self)
    let optionalObserver = scheduler.createObserver(Int?.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) {
      xs.bind(to: plain).disposed(by: bag)
      xs.bind(to: optional, optional).disposed(by: bag)
    }
    scheduler.scheduleAt(300) {
      plain.subscribe(plainObserver).disposed(by: bag)
      optional.subscribe(optionalObserver).disposed(by: bag)
    }
    scheduler.start()
    XCTAssertEqual(plainObserver.events, [.next(300, 1), .next(300, 2)])
    XCTAssertEqual(optionalObserver.events, [.next(300, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
  }
}
