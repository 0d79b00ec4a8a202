import Reactive
import ReactiveTest
import XCTest

final class DriverDriveTests: ReactiveTestCase {
  func testDriveSendsEveryEventToEachObserver() {
    let first = ThreadRecorder<Int>()
    let second = ThreadRecorder<Int>()
    _ = drivenAtOnce(1, 2).drive(first, second)
    XCTAssertEqual(first.events, [.next(1), .next(2), .completed])
    XCTAssertEqual(second.events, [.next(1), .next(2), .completed])
  }

  func testDriveToOptionalObserversWrapsEachElement() {
    let recorder = ThreadRecorder<Int?>()
    _ = drivenAtOnce(1, 2).drive(recorder)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
  }

  func testDriveToBehaviorRelaysSetsTheirValues() {
    let relay = BehaviorRelay(value: 0)
    let optional = BehaviorRelay<Int?>(value: nil)
    _ = drivenAtOnce(1, 2).drive(relay)
    _ = Driver.just(3).drive(optional)
    XCTAssertEqual(relay.value, 2)
    XCTAssertEqual(optional.value, 3)
  }

  func testDriveToReplayRelaysSendsEveryElement() {
    let relay = ReplayRelay<Int>.createUnbound()
    let optional = ReplayRelay<Int?>.createUnbound()
    _ = drivenAtOnce(1, 2).drive(relay)
    _ = drivenAtOnce(3).drive(optional)
    var received: [String] = []
    _ = relay.subscribe(onNext: { received.append("\($0)") })
    _ = optional.subscribe(onNext: { received.append("\($0 as Any)") })
    XCTAssertEqual(received, ["1", "2", "Optional(3)"])
  }

  func testDriveWithClosuresCallsThemInOrder() {
    var calls: [String] = []
    _ = drivenAtOnce(1, 2).drive(
      onNext: { calls.append("next \($0)") }, onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["next 1", "next 2", "completed", "disposed"])
  }

  func testDisposingTheDriveStopsDeliveryAndCallsOnDisposed() {
    let relay = PublishRelay<Int>()
    var calls: [String] = []
    let subscription = relay.asObservable().asDriver(onErrorJustReturn: -1)
      .drive(onNext: { calls.append("next \($0)") }, onDisposed: { calls.append("disposed") })
    relay.accept(1)
    subscription.dispose()
    relay.accept(2)
    XCTAssertEqual(calls, ["next 1", "disposed"])
  }

  func testDriveWithObjectPassesTheObjectAndIgnoresEventsOnceItIsReleased() {
    final class Owner {
      var received: [String] = []
    }
    var owner: Owner? = Owner()
    _ = Driver.just(1).drive(
      with: owner!,
      onNext: { owner, element in owner.received.append("next \(element)") },
      onCompleted: { owner in owner.received.append("completed") },
      onDisposed: { owner in owner.received.append("disposed") })
    XCTAssertEqual(owner?.received, ["next 1", "completed", "disposed"])
    let relay = BehaviorRelay(value: 1)
    var calls = 0
    let subscription = relay.asDriver().drive(with: owner!, onNext: { _, _ in calls += 1 })
    owner = nil
    relay.accept(2)
    subscription.dispose()
    XCTAssertEqual(calls, 1)
  }

  func testDriveWithATransformationPassesTheObservable() {
    var received: [Int] = []
    let subscription = drivenAtOnce(1, 2).drive { observable in
      observable.subscribe(onNext: { received.append($0) })
    }
    XCTAssertEqual(received, [1, 2])
    subscription.dispose()
  }

  func testDriveWithACurriedFunctionPassesTheObservableThenTheArgument() {
    var received: [Int] = []
    func add(_ observable: Observable<Int>) -> (Int) -> any Disposable {
      { offset in observable.subscribe(onNext: { received.append($0 + offset) }) }
    }
    let subscription = drivenAtOnce(1, 2).drive(add, curriedArgument: 10)
    XCTAssertEqual(received, [11, 12])
    subscription.dispose()
  }

  func testDriveWithoutArgumentsSubscribesForSideEffects() {
    var effects: [Int] = []
    let subscription = drivenAtOnce(1, 2).map { value -> Int in
      effects.append(value)
      return value
    }.drive()
    XCTAssertEqual(effects, [1, 2])
    subscription.dispose()
  }
}

/// A driver of `elements` that sends them all during `drive` on the main thread: `Driver.of`
/// sends only its first element at once, the others through the main queue, as RxCocoa's does.
func drivenAtOnce(_ elements: Int...) -> Driver<Int> {
  Observable.from(elements).asDriver(onErrorJustReturn: 0)
}
