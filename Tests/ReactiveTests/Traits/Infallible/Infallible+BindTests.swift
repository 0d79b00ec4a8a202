import Reactive
import ReactiveTest
import XCTest

final class InfallibleBindTests: ReactiveTestCase {
  func testBindToObserversSendsEveryEventToEachUntilCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = xs.asInfallible(onErrorJustReturn: -1).bind(to: first, second)
    }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(second.events, first.events)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testBindToOptionalObserversWrapsTheElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let observer = scheduler.createObserver(Int?.self)
    scheduler.scheduleAt(200) { _ = xs.asInfallible(onErrorJustReturn: -1).bind(to: observer) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(230)])
  }

  func testDisposingTheBindingUnsubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
    let observer = scheduler.createObserver(Int.self)
    var binding: (any Disposable)?
    scheduler.scheduleAt(200) {
      binding = xs.asInfallible(onErrorJustReturn: -1).bind(to: observer)
    }
    scheduler.scheduleAt(250) { binding?.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testAnErrorThrownUpstreamReachesTheBoundObserver() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = Infallible<Int>.deferred { throw testError }.bind(to: observer)
    }
    scheduler.start()
    XCTAssertEqual(observer.events, [.error(200, testError)])
  }

  func testBindToRelaysSendsTheElementsAndCompletionEndsTheBinding() {
    let publish = PublishRelay<Int>()
    let optionalPublish = PublishRelay<Int?>()
    let behavior = BehaviorRelay(value: 0)
    let optionalBehavior = BehaviorRelay<Int?>(value: nil)
    let replay = ReplayRelay<Int>.create(bufferSize: 2)
    let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 2)
    var published: [Int] = []
    var optionallyPublished: [Int?] = []
    let watching = Disposables.create(
      publish.subscribe(onNext: { published.append($0) }),
      optionalPublish.subscribe(onNext: { optionallyPublished.append($0) }))
    let source = Infallible.of(1, 2)
    let bindings = [
      source.bind(to: publish), source.bind(to: optionalPublish), source.bind(to: behavior),
      source.bind(to: optionalBehavior), source.bind(to: replay), source.bind(to: optionalReplay),
    ]
    XCTAssertEqual(published, [1, 2])
    XCTAssertEqual(optionallyPublished, [1, 2])
    XCTAssertEqual(behavior.value, 2)
    XCTAssertEqual(optionalBehavior.value, 2)
    XCTAssertEqual(recordedElements(of: replay), [1, 2])
    XCTAssertEqual(recordedElements(of: optionalReplay), [1, 2])
    for binding in bindings { binding.dispose() }
    watching.dispose()
  }

  func testCompletionEndsTheBindingToARelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230), .next(240, 2)])
    let relay = PublishRelay<Int>()
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(100) { _ = relay.subscribe(observer) }
    scheduler.scheduleAt(200) { _ = xs.asInfallible(onErrorJustReturn: -1).bind(to: relay) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testBindToSeveralRelaysSendsEachElementToEachInOrder() {
    let first = PublishRelay<String>()
    let second = PublishRelay<String>()
    var received: [String] = []
    let watching = Disposables.create(
      first.subscribe(onNext: { received.append("first \($0)") }),
      second.subscribe(onNext: { received.append("second \($0)") }))
    _ = Infallible.of("a", "b").bind(to: first, second)
    XCTAssertEqual(received, ["first a", "second a", "first b", "second b"])
    watching.dispose()
  }

  func testBindToBinderFunctionsPassTheSequence() {
    let source = Infallible.of(1, 2)
    let count = source.bind(to: { (sequence: Infallible<Int>) -> Int in
      var elements = 0
      _ = sequence.subscribe(onNext: { _ in elements += 1 })
      return elements
    })
    XCTAssertEqual(count, 2)
    let curried = source.bind(
      to: { (sequence: Infallible<Int>) in
        { (offset: Int) in
          var elements: [Int] = []
          _ = sequence.subscribe(onNext: { elements.append($0 + offset) })
          return elements
        }
      }, curriedArgument: 10)
    XCTAssertEqual(curried, [11, 12])
  }

  func testBindOnNextReceivesTheElementsUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
    var received: [Int] = []
    var binding: (any Disposable)?
    scheduler.scheduleAt(200) {
      binding = xs.asInfallible(onErrorJustReturn: -1).bind(onNext: { received.append($0) })
    }
    scheduler.scheduleAt(250) { binding?.dispose() }
    scheduler.start()
    XCTAssertEqual(received, [1])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}

/// The elements a replay relay replays to a new subscriber.
private func recordedElements<Element>(of relay: ReplayRelay<Element>) -> [Element] {
  var elements: [Element] = []
  relay.subscribe(onNext: { elements.append($0) }).dispose()
  return elements
}
