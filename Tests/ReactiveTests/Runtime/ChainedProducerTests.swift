import Reactive
import TestSupport
import XCTest

final class ChainedProducerTests: ReactiveTestCase {
  func testChainOfHundredThousandIsReleasedOnASmallStackWithoutBeingSubscribed() {
    let released = LockedValue(false)
    onThread(stackSize: smallStackSize) {
      var chain = Observable.just(0)
      for _ in 0..<deepChainDepth { chain = chain.concatMap { Observable.just($0 + 1) } }
      chain = Observable.empty()
      released.set(true)
    }
    XCTAssertTrue(released.value)
  }

  func testSourceHeldElsewhereOutlivesTheChainBuiltOnIt() {
    var shared = Observable.of(1, 2)
    for _ in 0..<3 { shared = shared.flatMap { Observable.just($0 * 10) } }
    do {
      var chain = shared
      for _ in 0..<deepChainDepth { chain = chain.flatMap { Observable.just($0) } }
      _ = chain
    }
    var received: [Event<Int>] = []
    _ = shared.subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1000), .next(2000), .completed])
  }

  func testEachSubscriptionRunsTheOperatorAnew() {
    var made = 0
    let source = Observable.of(1, 2).flatMap { value -> Observable<Int> in
      made += 1
      return Observable.just(value)
    }
    var first: [Int] = []
    var second: [Int] = []
    _ = source.subscribe(onNext: { first.append($0) })
    _ = source.subscribe(onNext: { second.append($0) })
    XCTAssertEqual(first, [1, 2])
    XCTAssertEqual(second, [1, 2])
    XCTAssertEqual(made, 4)
  }
}
