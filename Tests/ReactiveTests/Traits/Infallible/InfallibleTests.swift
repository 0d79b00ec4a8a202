import Reactive
import ReactiveTest
import XCTest

final class InfallibleTests: ReactiveTestCase {
  func testSubscribeCallsOnNextOnCompletedThenOnDisposed() {
    var calls: [String] = []
    _ = Infallible.of(1, 2).subscribe(
      onNext: { calls.append("next \($0)") },
      onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["next 1", "next 2", "completed", "disposed"])
  }

  func testDisposingCallsOnlyOnDisposed() {
    var calls: [String] = []
    let subscription = Infallible<Int>.never().subscribe(
      onNext: { calls.append("next \($0)") },
      onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    subscription.dispose()
    XCTAssertEqual(calls, ["disposed"])
  }

  func testSubscribeWithEventClosureReceivesEveryEvent() {
    var received: [Event<Int>] = []
    _ = Infallible.of(1, 2).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testSubscribeWithObjectPassesTheObjectAndIgnoresEventsOnceReleased() {
    final class Owner { var received: [String] = [] }
    var owner: Owner? = Owner()
    _ = Infallible.just(1).subscribe(
      with: owner!,
      onNext: { owner, element in owner.received.append("next \(element)") },
      onCompleted: { owner in owner.received.append("completed") },
      onDisposed: { owner in owner.received.append("disposed") })
    XCTAssertEqual(owner?.received, ["next 1", "completed", "disposed"])
    let subject = PublishSubject<Int>()
    var calls = 0
    let subscription = subject.asInfallible(onErrorJustReturn: -1).subscribe(
      with: owner!, onNext: { _, _ in calls += 1 })
    owner = nil
    subject.onNext(1)
    subscription.dispose()
    XCTAssertEqual(calls, 0)
  }

  func testAsObservableHasTheSameEvents() {
    assertMarbles { m in
      m.expect("(12|)") { Infallible.of(1, 2).asObservable() }
    }
  }

  func testInfallibleEventsAreTheSameEvents() {
    XCTAssertEqual(InfallibleEvent.next(1).event, Event.next(1))
    XCTAssertEqual(InfallibleEvent<Int>.completed.event, Event.completed)
  }

  func testAnErrorThrownUpstreamEndsSubscribeWithoutCompletionAsRxSwiftDoes() {
    var calls: [String] = []
    _ = Infallible.of(1, 2).distinctUntilChanged { _, _ in throw testError }.subscribe(
      onNext: { calls.append("next \($0)") },
      onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["next 1", "disposed"])
  }
}
