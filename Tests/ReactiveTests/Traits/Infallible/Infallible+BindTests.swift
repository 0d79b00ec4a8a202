import Reactive
import ReactiveTest
import XCTest

final class InfallibleBindTests: ReactiveTestCase {
  func testBindToObserversSendsEveryEventToEachUntilCompletion() {
    assertMarbles { m in
      let xs = m.hot("^12|")
      let first = m.scheduler.createObserver(Int.self)
      let second = m.scheduler.createObserver(Int.self)
      m.scheduler.scheduleAt(200) {
        _ = xs.asInfallible(onErrorJustReturn: -1).bind(to: first, second)
      }
      m.expect("      -12|", recordedBy: first)
      m.expect("      -12|", recordedBy: second)
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testBindToOptionalObserversWrapsTheElements() {
    assertMarbles { m in
      let xs = m.hot("^1-|")
      let observer = m.scheduler.createObserver(Int?.self)
      m.scheduler.scheduleAt(200) { _ = xs.asInfallible(onErrorJustReturn: -1).bind(to: observer) }
      m.expect("      -1-|", values: ["1": 1], recordedBy: observer)
    }
  }

  func testDisposingTheBindingUnsubscribesTheSource() {
    assertMarbles { m in
      let xs = m.hot("^1----2---|")
      let observer = m.scheduler.createObserver(Int.self)
      var binding: (any Disposable)?
      m.scheduler.scheduleAt(200) {
        binding = xs.asInfallible(onErrorJustReturn: -1).bind(to: observer)
      }
      m.scheduler.scheduleAt(250) { binding?.dispose() }
      m.expect("      -1", recordedBy: observer)
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testAnErrorThrownUpstreamReachesTheBoundObserver() {
    assertMarbles { m in
      let observer = m.scheduler.createObserver(Int.self)
      m.scheduler.scheduleAt(200) {
        _ = Infallible<Int>.deferred { throw testError }.bind(to: observer)
      }
      m.expect("#", recordedBy: observer)
    }
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
    let relay = PublishRelay<Int>()
    assertMarbles { m in
      let xs = m.hot("^1-|2")
      let observer = m.scheduler.createObserver(Int.self)
      m.scheduler.scheduleAt(100) { _ = relay.subscribe(observer) }
      m.scheduler.scheduleAt(200) { _ = xs.asInfallible(onErrorJustReturn: -1).bind(to: relay) }
      m.expect("      -1", recordedBy: observer)
      m.expectSubscriptions(xs, "^--!")
    }
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
    assertMarbles { m in
      let xs = m.hot("^1----2---|")
      let elements = m.scheduler.createObserver(Int.self)
      var binding: (any Disposable)?
      m.scheduler.scheduleAt(200) {
        binding = xs.asInfallible(onErrorJustReturn: -1).bind(onNext: elements.onNext)
      }
      m.scheduler.scheduleAt(250) { binding?.dispose() }
      m.expect("      -1", recordedBy: elements)
      m.expectSubscriptions(xs, "^----!")
    }
  }
}

/// The elements a replay relay replays to a new subscriber.
private func recordedElements<Element>(of relay: ReplayRelay<Element>) -> [Element] {
  var elements: [Element] = []
  relay.subscribe(onNext: { elements.append($0) }).dispose()
  return elements
}
