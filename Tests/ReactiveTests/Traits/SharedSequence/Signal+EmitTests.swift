import Reactive
import ReactiveTest
import XCTest

final class SignalEmitTests: ReactiveTestCase {
  func testEmitSendsEveryEventToEachObserver() {
    let first = ThreadRecorder<Int>()
    let second = ThreadRecorder<Int>()
    _ = signalledAtOnce(1, 2).emit(to: first, second)
    XCTAssertEqual(first.events, [.next(1), .next(2), .completed])
    XCTAssertEqual(second.events, [.next(1), .next(2), .completed])
  }

  func testEmitToOptionalObserversWrapsEachElement() {
    let recorder = ThreadRecorder<Int?>()
    _ = signalledAtOnce(1, 2).emit(to: recorder)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
  }

  func testEmitToBehaviorRelaysSetsTheirValues() {
    let relay = BehaviorRelay(value: 0)
    let optional = BehaviorRelay<Int?>(value: nil)
    _ = signalledAtOnce(1, 2).emit(to: relay)
    _ = Signal.just(3).emit(to: optional)
    XCTAssertEqual(relay.value, 2)
    XCTAssertEqual(optional.value, 3)
  }

  func testEmitToPublishRelaysSendsEveryElement() {
    let relay = PublishRelay<Int>()
    let optional = PublishRelay<Int?>()
    var received: [String] = []
    _ = relay.subscribe(onNext: { received.append("\($0)") })
    _ = optional.subscribe(onNext: { received.append("\($0 as Any)") })
    _ = signalledAtOnce(1, 2).emit(to: relay)
    _ = Signal.just(3).emit(to: optional)
    XCTAssertEqual(received, ["1", "2", "Optional(3)"])
  }

  func testEmitToReplayRelaysSendsEveryElement() {
    let relay = ReplayRelay<Int>.createUnbound()
    let optional = ReplayRelay<Int?>.createUnbound()
    _ = signalledAtOnce(1, 2).emit(to: relay)
    _ = signalledAtOnce(3).emit(to: optional)
    var received: [String] = []
    _ = relay.subscribe(onNext: { received.append("\($0)") })
    _ = optional.subscribe(onNext: { received.append("\($0 as Any)") })
    XCTAssertEqual(received, ["1", "2", "Optional(3)"])
  }

  func testEmitWithClosuresCallsThemInOrder() {
    var calls: [String] = []
    _ = signalledAtOnce(1, 2).emit(
      onNext: { calls.append("next \($0)") }, onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["next 1", "next 2", "completed", "disposed"])
  }

  func testDisposingTheEmitStopsDeliveryAndCallsOnDisposed() {
    let relay = PublishRelay<Int>()
    var calls: [String] = []
    let subscription = relay.asObservable().asSignal(onErrorJustReturn: -1)
      .emit(onNext: { calls.append("next \($0)") }, onDisposed: { calls.append("disposed") })
    relay.accept(1)
    subscription.dispose()
    relay.accept(2)
    XCTAssertEqual(calls, ["next 1", "disposed"])
  }

  func testEmitWithObjectPassesTheObjectAndIgnoresEventsOnceItIsReleased() {
    final class Owner {
      var received: [String] = []
    }
    var owner: Owner? = Owner()
    _ = Signal.just(1).emit(
      with: owner!,
      onNext: { owner, element in owner.received.append("next \(element)") },
      onCompleted: { owner in owner.received.append("completed") },
      onDisposed: { owner in owner.received.append("disposed") })
    XCTAssertEqual(owner?.received, ["next 1", "completed", "disposed"])
    let relay = BehaviorRelay(value: 1)
    var calls = 0
    let subscription = relay.asObservable().asSignal(onErrorJustReturn: 0).emit(
      with: owner!, onNext: { _, _ in calls += 1 })
    owner = nil
    relay.accept(2)
    subscription.dispose()
    XCTAssertEqual(calls, 1)
  }

  func testEmitWithoutArgumentsSubscribesForSideEffects() {
    var effects: [Int] = []
    let subscription = signalledAtOnce(1, 2).map { value -> Int in
      effects.append(value)
      return value
    }.emit()
    XCTAssertEqual(effects, [1, 2])
    subscription.dispose()
  }
}

/// A signal of `elements` that sends them all during `emit` on the main thread: `Signal.of`
/// sends only its first element at once, the others through the main queue, as RxCocoa's does.
func signalledAtOnce(_ elements: Int...) -> Signal<Int> {
  Observable.from(elements).asSignal(onErrorJustReturn: 0)
}
