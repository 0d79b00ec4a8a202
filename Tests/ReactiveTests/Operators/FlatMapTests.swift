import Reactive
import ReactiveTest
import XCTest

final class FlatMapTests: ReactiveTestCase {
  private let cases = FlatteningCases { xs, selector in xs.flatMap(selector) }

  func testNeverOuterSendsNothingAndIsDisposedAtTheEnd() {
    cases.assertNeverOuterSendsNothing()
  }

  func testEmptyOuterCompletes() {
    cases.assertEmptyOuterCompletes()
  }

  func testInnerElementsAreMergedAndCompletionWaitsForTheLastInner() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("              9---------^-0---1-   ------   |")
      let ys = [
        m.cold("                              --1-----2-|"),
        m.cold("                              -'10'-----'20'--------|"),
      ]
      m.expect("                              ----1--'10'--2--'20'--------|") {
        xs.flatMap { ys[$0] }
      }
      m.expectSubscriptions(xs, "             ^-------   ------   !")
      m.expectSubscriptions(ys[0], "          --^-----   ----!")
      m.expectSubscriptions(ys[1], "          ------^-   ------   --------!")
    }
  }

  func testTheSameInnerSequenceIsSubscribedToOncePerElement() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot(
        "^-1-2---------------|")
      let ys = m.cold(
        "-7-|")
      m.expect(
        "---7-7--------------|"
      ) {
        xs.flatMap { _ in ys }
      }
      m.expectSubscriptions(
        ys,
        "--^--!",
        "----^--!")
    }
  }

  func testOuterErrorIsSentAndDisposesTheInners() {
    cases.assertOuterErrorDisposesTheInner()
  }

  func testInnerErrorIsSentAndDisposesTheOuterAndTheOtherInners() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("              ^-0-1--   -- @400 |")
      let ys = [
        m.cold("                    ---1----------------2---------|"),
        m.cold("                    --'10'-#"),
      ]
      m.expect("                    -----1'10'-#") { xs.flatMap { ys[$0] } }
      m.expectSubscriptions(xs, "   ^------   -!")
      m.expectSubscriptions(ys[0], "--^----   -!")
      m.expectSubscriptions(ys[1], "----^--   -!")
    }
  }

  func testDisposingEarlyDisposesTheOuterAndEveryInner() {
    assertMarbles(ticksPerFrame: 5, disposed: 250) { m in
      let xs = m.hot("              ^-0-1--   ---------------------------------|")
      let ys = [
        m.cold("                    ---1----------------2---------|"),
        m.cold("                    --'10'-----------------'20'---------|"),
      ]
      m.expect("                    -----1'10'") { xs.flatMap { ys[$0] } }
      m.expectSubscriptions(xs, "   ^------   ---!")
      m.expectSubscriptions(ys[0], "--^----   ---!")
      m.expectSubscriptions(ys[1], "----^--   ---!")
    }
  }

  func testThrowingSelectorSendsErrorAndDisposesEverything() {
    cases.assertThrowingSelectorDisposesEverything()
  }

  func testSynchronousInnersAreFlattenedInOrder() {
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2, 3)
      .flatMap { Observable.of($0, $0 * 10) }
      .subscribe { received.append($0) }
    XCTAssertEqual(
      received, [.next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed])
  }

  func testDisposingReleasesTheOuterAndEveryLiveInner() {
    let before = Resources.total
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    var received: [Int] = []
    var subscription: (any Disposable)? = outer.flatMap { _ in inner }
      .subscribe(onNext: { received.append($0) })
    outer.onNext(1)
    outer.onNext(2)
    inner.onNext(5)
    XCTAssertEqual(received, [5, 5])
    XCTAssertGreaterThan(Resources.total, before)
    subscription?.dispose()
    subscription = nil
    XCTAssertEqual(Resources.total, before)
    XCTAssertFalse(outer.hasObservers)
    XCTAssertFalse(inner.hasObservers)
  }

  func testFourThreadsFeedingInnersGetSerializedExactlyOnceDelivery() {
    let feed = ThreadedFeed()
    let recorder = SerialRecorder<Int>()
    let subscription = Observable.from(feed.subjects).flatMap { $0 }.subscribe(recorder.on)
    feed.send()
    subscription.dispose()
    feed.assertDeliveredExactlyOnce(to: recorder)
  }

  func testCompletionWaitsForTheInner() {
    cases.assertCompletionWaitsForTheInner()
  }

  func testElementsTheObserverSendsBackAreMergedNested() {
    assertFeedbackLoop(
      input: [.next(210, 1)],
      sends: [.next(210, 10), .next(210, 20), .next(210, 30)],
      { source, _ in source.flatMap { Observable.just($0 * 10) } },
      feedback: { $0 < 30 ? $0 / 10 + 1 : nil })
  }

  func testRecursiveFlatMapHundredThousandDeepRunsInBoundedStack() {
    assertDeepChain(sends: [.next(0), .completed]) { countDown(deepChainDepth) }
  }

  func testHundredThousandFlatMapsChainedInALoopRunAndAreReleasedInBoundedStack() {
    assertDeepChain(sends: [.next(deepChainDepth), .completed]) {
      var chain = Observable.just(0)
      for _ in 0..<deepChainDepth { chain = chain.flatMap { Observable.just($0 + 1) } }
      return chain
    }
  }

  func testConcurrentSendersAndSubscribersOfFlatMapAreDeliveredOneAtATime() {
    let subject = PublishSubject<Int>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let flattened = subject.flatMap { Observable.just($0) }
    assertSerializedDelivery(send: { subject.onNext($0) }, subscribe: { flattened.subscribe($0) })
    XCTAssertFalse(subject.hasObservers)
  }
}

/// A sequence that reaches 0 through `n` nested `flatMap`s, each made by the one above.
private func countDown(_ n: Int) -> Observable<Int> {
  n == 0 ? Observable.just(0) : Observable.just(n).flatMap { countDown($0 - 1) }
}
