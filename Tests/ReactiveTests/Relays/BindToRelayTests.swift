import Reactive
import ReactiveTest
import XCTest

final class BindToRelayTests: ReactiveTestCase {
  func testBindingSendsEveryElementToEachPublishRelayUntilTheSourceCompletes() {
    let first = PublishRelay<Int>()
    let second = PublishRelay<Int?>()
    let bag = DisposeBag()
    assertMarbles { m in
      let xs = m.hot("^12-------|")
      let firstObserver = m.scheduler.createObserver(Int.self)
      let secondObserver = m.scheduler.createObserver(Int?.self)
      first.subscribe(firstObserver).disposed(by: bag)
      second.subscribe(secondObserver).disposed(by: bag)
      m.scheduler.scheduleAt(200) {
        xs.bind(to: first, first).disposed(by: bag)
        xs.bind(to: second).disposed(by: bag)
      }
      m.expect("      -(11)(22)", recordedBy: firstObserver)
      m.expect("      -1   2", values: ["1": 1, "2": 2], recordedBy: secondObserver)
      m.expectSubscriptions(xs, "^---------!", "^---------!")
    }
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
    let plain = ReplayRelay<Int>.createUnbound()
    let optional = ReplayRelay<Int?>.create(bufferSize: 1)
    let bag = DisposeBag()
    assertMarbles { m in
      let xs = m.hot("^12|")
      let plainObserver = m.scheduler.createObserver(Int.self)
      let optionalObserver = m.scheduler.createObserver(Int?.self)
      m.scheduler.scheduleAt(200) {
        xs.bind(to: plain).disposed(by: bag)
        xs.bind(to: optional, optional).disposed(by: bag)
      }
      m.scheduler.scheduleAt(300) {
        plain.subscribe(plainObserver).disposed(by: bag)
        optional.subscribe(optionalObserver).disposed(by: bag)
      }
      m.expect("      ----------(12)", recordedBy: plainObserver)
      m.expect("      ----------2", values: ["2": 2], recordedBy: optionalObserver)
      m.expectSubscriptions(xs, "^--!", "^--!")
    }
  }
}
