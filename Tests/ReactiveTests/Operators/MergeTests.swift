import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class MergeTests: ReactiveTestCase {
  func testNeverSourcesSendNothingAndAreDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      let ys = m.hot("           2----^")
      m.expect("                      -") { Observable.merge(xs.asObservable(), ys.asObservable()) }
      m.expectSubscriptions(xs, "     ^ @1000 !")
      m.expectSubscriptions(ys, "     ^ @1000 !")
    }
  }

  func testEmptySourcesCompleteWhenTheLastOneDoes() {
    assertMarbles { m in
      let xs = m.hot("           1----^--|")
      let ys = m.hot("           2----^----|")
      m.expect("                      -----|") {
        Observable.merge(xs.asObservable(), ys.asObservable())
      }
      m.expectSubscriptions(xs, "     ^--!")
      m.expectSubscriptions(ys, "     ^----!")
    }
  }

  func testElementsOfAllSourcesAreDeliveredAsTheyCome() {
    assertMarbles { m in
      let xs = m.hot("           ^1-3|")
      let ys = m.hot("           ^-2--4|")
      m.expect("                 -123-4|") {
        Observable.merge([xs.asObservable(), ys.asObservable()])
      }
      m.expectSubscriptions(xs, "^---!")
      m.expectSubscriptions(ys, "^-----!")
    }
  }

  func testErrorOfOneSourceIsSentAndDisposesTheOthers() {
    assertMarbles { m in
      let xs = m.hot("           ^1-#")
      let ys = m.hot("           ^-2--4|")
      m.expect("                 -12#") { Observable.merge(xs.asObservable(), ys.asObservable()) }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "^--!")
    }
  }

  func testDisposingEarlyDisposesEverySource() {
    assertMarbles(disposed: 240) { m in
      let xs = m.hot("           ^1--------|")
      let ys = m.hot("           ^-2--4|")
      m.expect("                 -12") {
        Observable.merge(xs.asObservable(), ys.asObservable())
      }
      m.expectSubscriptions(xs, "^---!")
      m.expectSubscriptions(ys, "^---!")
    }
  }

  func testMergeOfACollectionMergesItsSources() {
    var received: [Event<Int>] = []
    let sources = [Observable.of(1, 2), Observable.just(3), Observable.empty()]
    _ = Observable.merge(sources[1...]).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(3), .completed])
  }

  func testMergeOfNoSourcesCompletesAtOnce() {
    var received: [Event<Int>] = []
    _ = Observable.merge([Observable<Int>]()).subscribe { received.append($0) }
    XCTAssertEqual(received, [.completed])
  }

  func testSourcesAfterASynchronousErrorAreSubscribedAndDisposedAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    var subscribed = 0
    let counted = Observable<Int>.deferred {
      subscribed += 1
      return Observable.just(1)
    }
    let res = scheduler.start {
      Observable.merge(counted, Observable.error(testError), xs.asObservable(), counted)
    }
    XCTAssertEqual(res.events, [.next(200, 1), .error(200, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    XCTAssertEqual(subscribed, 2)
  }

  func testHundredThousandSynchronousSourcesRunWithoutDeepeningTheStack() {
    var count = 0
    var completed = false
    _ = Observable.merge((0..<deepChainDepth).map { Observable.just($0) })
      .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
    XCTAssertEqual(count, deepChainDepth)
    XCTAssertTrue(completed)
  }

  func testMergeOfInnerSequencesWaitsForTheOuterAndEveryInner() {
    assertMarbles(ticksPerFrame: 5) { m in
      let ys = [
        m.cold("                    --1-----3-|"),
        m.cold("                    --2---------|"),
      ]
      let xs = m.hot("              ^-a--b|", values: ["a": ys[0], "b": ys[1]])
      m.expect("                    ----1--2--3------|") { xs.merge() }
      m.expectSubscriptions(ys[0], "--^---------!")
      m.expectSubscriptions(ys[1], "-----^-----------!")
      m.expectSubscriptions(xs, "   ^-----!")
    }
  }

  func testMergeOfInnerSequencesSendsTheOuterError() {
    assertMarbles { m in
      let ys = m.cold("          -1--3|")
      let xs = m.hot("           ^a-#", values: ["a": ys])
      m.expect("                 --1#") { xs.merge() }
      m.expectSubscriptions(ys, "-^-!")
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testMaxConcurrentQueuesInnersUntilARunningOneCompletes() {
    assertMarbles(ticksPerFrame: 5) { m in
      let ys = [
        m.cold(
          "--1-------|"),
        m.cold(
          "--2-|"),
        m.cold(
          "--3-|"),
        m.cold(
          "--4-|"),
      ]
      let xs = m.hot(
        "  ^-abcd|", values: ["a": ys[0], "b": ys[1], "c": ys[2], "d": ys[3]])
      m.expect(
        "  ----12---3---4-|"
      ) {
        xs.merge(maxConcurrent: 2)
      }
      m.expectSubscriptions(
        ys[0],
        "  --^---------!")
      m.expectSubscriptions(
        ys[1],
        "  ---^---!")
      m.expectSubscriptions(
        ys[2],
        "  -------^---!")
      m.expectSubscriptions(
        ys[3],
        "  -----------^---!")
      m.expectSubscriptions(
        xs,
        "  ^-----!")
    }
  }

  func testMaxConcurrentOfZeroSubscribesToNoInnerAndCompletesWithTheOuter() {
    assertMarbles { m in
      let ys = [
        m.cold("                 -1|"),
        m.cold("                 -2|"),
      ]
      let xs = m.hot("           ^ab-------|", values: ["a": ys[0], "b": ys[1]])
      m.expect("                 ----------|") { xs.merge(maxConcurrent: 0) }
      m.expectSubscriptions(ys[0])
      m.expectSubscriptions(ys[1])
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testNegativeMaxConcurrentSubscribesToNoInnerEither() {
    assertMarbles { m in
      let ys = m.cold("          -1|")
      let xs = m.hot("           ^a", values: ["a": ys])
      m.expect("                 -") { xs.merge(maxConcurrent: -1) }
      m.expectSubscriptions(ys)
      m.expectSubscriptions(xs, "^- @1000 !")
    }
  }

  func testMaxConcurrentDisposingEarlyDisposesRunningInnersAndDropsWaitingOnes() {
    assertMarbles(ticksPerFrame: 5, disposed: 230) { m in
      let ys = [
        m.cold("                    --1-------|"),
        m.cold("                    --2-|"),
      ]
      let xs = m.hot("              ^-ab", values: ["a": ys[0], "b": ys[1]])
      m.expect("                    ----1") { xs.merge(maxConcurrent: 1) }
      m.expectSubscriptions(ys[0], "--^---!")
      m.expectSubscriptions(ys[1])
      m.expectSubscriptions(xs, "   ^-----!")
    }
  }

  func testMaxConcurrentInnerErrorIsSentAndDisposesEverything() {
    assertMarbles(ticksPerFrame: 5) { m in
      let ys = [
        m.cold(
          "--1-#"),
        m.cold(
          "--2-------|"),
        m.cold(
          "--3-|"),
      ]
      let xs = m.hot(
        "  ^-abc---------------|", values: ["a": ys[0], "b": ys[1], "c": ys[2]])
      m.expect(
        "  ----12#"
      ) {
        xs.merge(maxConcurrent: 2)
      }
      m.expectSubscriptions(
        ys[0],
        "  --^---!")
      m.expectSubscriptions(
        ys[1],
        "  ---^--!")
      m.expectSubscriptions(ys[2])
      m.expectSubscriptions(
        xs,
        "  ^-----!")
    }
  }

  func testMaxConcurrentRunsHundredThousandWaitingSynchronousInnersInALoop() {
    let blockers = [PublishSubject<Int>(), PublishSubject<Int>()]
    let sources = PublishSubject<Observable<Int>>()
    var count = 0
    var completed = false
    let subscription = sources.merge(maxConcurrent: 2)
      .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
    sources.onNext(blockers[0].asObservable())
    sources.onNext(blockers[1].asObservable())
    for value in 0..<deepChainDepth { sources.onNext(Observable.just(value)) }
    sources.onCompleted()
    XCTAssertEqual(count, 0)
    blockers[0].onCompleted()
    XCTAssertEqual(count, deepChainDepth)
    XCTAssertFalse(completed)
    blockers[1].onCompleted()
    XCTAssertTrue(completed)
    subscription.dispose()
  }

  func testFourThreadsFeedingMergeGetSerializedExactlyOnceDelivery() {
    let feed = ThreadedFeed()
    let recorder = SerialRecorder<Int>()
    let subscription = Observable.merge(feed.sources).subscribe(recorder.on)
    feed.send()
    subscription.dispose()
    feed.assertDeliveredExactlyOnce(to: recorder)
  }

  func testFourThreadsFeedingLimitedMergeGetSerializedExactlyOnceDelivery() {
    let feed = ThreadedFeed()
    let recorder = SerialRecorder<Int>()
    let subscription = Observable.from(feed.subjects).merge(maxConcurrent: 4).subscribe(recorder.on)
    feed.send()
    subscription.dispose()
    feed.assertDeliveredExactlyOnce(to: recorder)
  }

  func testElementsTheObserverSendsBackToAnotherSourceAreMergedNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1)], [.next(220, 10)]],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3), .next(220, 10)],
      { sources, _ in Observable.merge(sources[0], sources[1]) },
      feedback: { element, subjects in
        if element < 3 { subjects[1].onNext(element + 1) }
      })
  }

  func testConcurrentSendersAndSubscribersOfMergeAreDeliveredOneAtATime() {
    let perSender = 10_000
    let subjects = (0..<4).map { _ in PublishSubject<Int>() }
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let merged = Observable.merge(subjects.map { $0.asObservable() })
    assertSerializedDelivery(
      perSender: perSender, send: { subjects[$0 / perSender].onNext($0) },
      subscribe: { merged.subscribe($0) })
    XCTAssertEqual(subjects.map(\.hasObservers), [false, false, false, false])
  }

  func testInnersCompletingOnOtherThreadsWhileTheOuterSubscribesMoreAreAllDelivered() {
    // The outer's thread subscribes each new inner while earlier inners complete on a queue's
    // threads: what the subscribing loop reads outside the gate must not be what they write.
    let outer = PublishSubject<Int>()
    let background = ConcurrentDispatchQueueScheduler(qos: .default)
    let received = LockedValue(0)
    let completed = DispatchSemaphore(value: 0)
    let subscription = outer.flatMap { Observable.just($0).observe(on: background) }
      .subscribe(
        onNext: { _ in received.withLock { $0 += 1 } }, onCompleted: { completed.signal() })
    for value in 0..<2_000 { outer.onNext(value) }
    outer.onCompleted()
    XCTAssertEqual(completed.wait(timeout: .now() + 60), .success)
    XCTAssertEqual(received.value, 2_000)
    subscription.dispose()
  }
}
