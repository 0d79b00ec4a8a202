import Reactive
import ReactiveTest
import XCTest

final class BindTests: ReactiveTestCase {
  func testBindToObserverForwardsElementsAndCompletion() {
    assertMarbles { m in
      let xs = m.hot("1----^23--|")
      let observer = m.scheduler.createObserver(Int.self)
      m.scheduler.scheduleAt(200) { _ = xs.bind(to: observer) }
      m.expect("           -23--|", recordedBy: observer)
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testBindToObserverForwardsErrors() {
    assertMarbles { m in
      let xs = m.hot("^2-#")
      let observer = m.scheduler.createObserver(Int.self)
      m.scheduler.scheduleAt(200) { _ = xs.bind(to: observer) }
      m.expect("      -2-#", recordedBy: observer)
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testBindToNeverSourceSendsNothingUntilDisposed() {
    assertMarbles { m in
      let xs = m.hot("1----^")
      let observer = m.scheduler.createObserver(Int.self)
      var binding: (any Disposable)?
      m.scheduler.scheduleAt(200) { binding = xs.bind(to: observer) }
      m.scheduler.scheduleAt(300) { binding?.dispose() }
      m.expect("-", recordedBy: observer)
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testDisposingTheBindingEarlyUnsubscribesTheSource() {
    assertMarbles { m in
      let xs = m.hot("^2----3---|")
      let observer = m.scheduler.createObserver(Int.self)
      var binding: (any Disposable)?
      m.scheduler.scheduleAt(200) { binding = xs.bind(to: observer) }
      m.scheduler.scheduleAt(250) { binding?.dispose() }
      m.expect("      -2", recordedBy: observer)
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testBindToSeveralObserversSendsEachEventToEachInOrder() {
    var received: [String] = []
    let first = AnyObserver<Int> { received.append("first \($0)") }
    let second = AnyObserver<Int> { received.append("second \($0)") }
    _ = Observable.of(1).bind(to: first, second)
    XCTAssertEqual(
      received, ["first next(1)", "second next(1)", "first completed", "second completed"])
  }

  func testBindToOptionalObserverWrapsTheElements() {
    assertMarbles { m in
      let xs = m.hot("^2---|")
      let observer = m.scheduler.createObserver(Int?.self)
      m.scheduler.scheduleAt(200) { _ = xs.bind(to: observer) }
      m.expect("      -2---|", values: ["2": 2], recordedBy: observer)
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testBindToSubjectFeedsItsObservers() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    let binding = Observable.of(1, 2).bind(to: subject)
    XCTAssertEqual(received, [1, 2])
    binding.dispose()
    subscription.dispose()
  }

  func testBindToBinderPassesTheSequenceAndReturnsItsResult() {
    let numbers = Observable.of(1, 2)
    let result: String = numbers.bind(to: { (source: Observable<Int>) -> String in
      XCTAssertTrue(source === numbers)
      return "bound"
    })
    XCTAssertEqual(result, "bound")
  }

  func testBindToCurriedBinderPassesTheSequenceThenTheArgument() {
    var received: [Int] = []
    let binder: (Observable<Int>) -> (Int) -> any Disposable = { source in
      { offset in source.subscribe(onNext: { received.append($0 + offset) }) }
    }
    _ = Observable.of(1, 2).bind(to: binder, curriedArgument: 10)
    XCTAssertEqual(received, [11, 12])
  }

  func testBindOnNextReceivesTheElements() {
    assertMarbles { m in
      let xs = m.hot("1----^23--|")
      let elements = m.scheduler.createObserver(Int.self)
      m.scheduler.scheduleAt(200) { _ = xs.bind(onNext: elements.onNext) }
      m.expect("           -23", recordedBy: elements)
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testDisposingABindOnNextEarlyUnsubscribesTheSource() {
    assertMarbles { m in
      let xs = m.hot("^2----3---|")
      let elements = m.scheduler.createObserver(Int.self)
      var binding: (any Disposable)?
      m.scheduler.scheduleAt(200) { binding = xs.bind(onNext: elements.onNext) }
      m.scheduler.scheduleAt(250) { binding?.dispose() }
      m.expect("      -2", recordedBy: elements)
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testEndingABindingReleasesTheSource() {
    for ending in [SubscriptionEnding.completion, .disposal] {
      let subject = PublishSubject<Token>()
      weak var sentToken: Token?
      do {
        let token = Token()
        sentToken = token
        let binding = subject.bind(to: AnyObserver<Token> { _ in })
        subject.onNext(token)
        if ending == .completion { subject.onCompleted() } else { binding.dispose() }
      }
      XCTAssertFalse(subject.hasObservers, "source still observed after \(ending)")
      XCTAssertNil(sentToken, "token still held after \(ending)")
    }
  }

  func testBindWithPassesTheObjectAlongWithEachElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(250),
    ])
    let owner = BindingOwner()
    scheduler.scheduleAt(200) {
      _ = xs.bind(with: owner) { owner, element in
        owner.received.append("\(scheduler.clock): \(element)")
      }
    }
    scheduler.start()
    XCTAssertEqual(owner.received, ["210: 2", "220: 3"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testBindWithIgnoresElementsOnceTheObjectIsGoneAndHoldsItWeakly() {
    let subject = PublishSubject<Int>()
    var owner: BindingOwner? = BindingOwner()
    weak let released = owner
    var calls = 0
    let binding = subject.bind(with: owner!) { _, _ in calls += 1 }
    subject.onNext(1)
    owner = nil
    XCTAssertNil(released)
    subject.onNext(2)
    XCTAssertEqual(calls, 1)
    XCTAssertTrue(subject.hasObservers, "the binding lasts until disposed")
    binding.dispose()
    XCTAssertFalse(subject.hasObservers)
  }
}

/// An object that a binding updates.
private final class BindingOwner {
  var received: [String] = []
}
