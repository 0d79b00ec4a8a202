import Reactive
import ReactiveTest
import XCTest

final class CombineLatestTests: ReactiveTestCase {
  func testNeverSourcesSendNothingAndAreDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let ys = scheduler.createHotObservable([.next(150, 2)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
  }

  func testSourceCompletingWithoutElementsWaitsForTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let ys = scheduler.createHotObservable([.next(150, 2), .completed(210)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
  }

  func testElementOfTheOtherSourceAfterAnEmptySourceCompletedCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let ys = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(215)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
  }

  func testElementSentBeforeAnEmptySourceCompletedDoesNotComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
  }

  func testEmptySourcesCompleteWhenTheLastCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(150, 2), .completed(210)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
  }

  func testEveryElementCombinesWithTheLatestOfTheOtherOnceBothHaveSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 9), .next(210, 1), .next(215, 2), .next(230, 3), .completed(260),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, 9), .next(220, 10), .next(240, 20), .completed(250),
    ])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(
      res.events, [.next(220, 12), .next(230, 13), .next(240, 23), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testSourcesOfDifferentTypesCombine() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .completed(250)])
    let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testErrorOfOneSourceIsSentAndDisposesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 11), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testErrorAfterTheOtherSourceCompletedIsSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(215, 10), .error(230, testError)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(215, 11), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testDisposingEarlyDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(300)])
    let res = scheduler.start(disposed: 230) { Observable.combineLatest(xs, ys) { $0 + $1 } }
    XCTAssertEqual(res.events, [.next(220, 11)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testThrowingResultSelectorSendsErrorAndDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(300)])
    let res = scheduler.start {
      Observable.combineLatest(xs, ys) { x, y -> Int in
        if x == 2 { throw testError }
        return x + y
      }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testDisposingReleasesEverySubscription() {
    let before = Resources.total
    let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
    var received: [Int] = []
    var subscription: (any Disposable)? = Observable.combineLatest(subjects[0], subjects[1]) {
      $0 + $1
    }.subscribe(onNext: { received.append($0) })
    subjects[0].onNext(1)
    subjects[1].onNext(2)
    XCTAssertEqual(received, [3])
    XCTAssertGreaterThan(Resources.total, before)
    subscription?.dispose()
    subscription = nil
    XCTAssertEqual(Resources.total, before)
    XCTAssertFalse(subjects[0].hasObservers)
    XCTAssertFalse(subjects[1].hasObservers)
  }

  func testSynchronousSourcesCombineTheLastOfTheFirstWithEachOfTheSecond() {
    var received: [Event<Int>] = []
    _ = Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(12), .next(22), .completed])
  }

  func testTwoSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(2)
    let res = scheduler.start { Observable.combineLatest(xs[0], xs[1]).map { [$0.0, $0.1] } }
    assertCombined(res, xs)
  }

  func testTwoSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(2)
    let res = scheduler.start { Observable.combineLatest(xs[0], xs[1]) { [$0, $1] } }
    assertCombined(res, xs)
  }

  func testThreeSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(3)
    let res = scheduler.start {
      Observable.combineLatest(xs[0], xs[1], xs[2]).map { [$0.0, $0.1, $0.2] }
    }
    assertCombined(res, xs)
  }

  func testThreeSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(3)
    let res = scheduler.start { Observable.combineLatest(xs[0], xs[1], xs[2]) { [$0, $1, $2] } }
    assertCombined(res, xs)
  }

  func testFourSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(4)
    let res = scheduler.start {
      Observable.combineLatest(xs[0], xs[1], xs[2], xs[3]).map { [$0.0, $0.1, $0.2, $0.3] }
    }
    assertCombined(res, xs)
  }

  func testFourSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(4)
    let res = scheduler.start {
      Observable.combineLatest(xs[0], xs[1], xs[2], xs[3]) { [$0, $1, $2, $3] }
    }
    assertCombined(res, xs)
  }

  func testFiveSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(5)
    let res = scheduler.start {
      Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], xs[4]).map {
        [$0.0, $0.1, $0.2, $0.3, $0.4]
      }
    }
    assertCombined(res, xs)
  }

  func testFiveSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(5)
    let res = scheduler.start {
      Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], xs[4]) { [$0, $1, $2, $3, $4] }
    }
    assertCombined(res, xs)
  }

  func testSixSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(6)
    let res = scheduler.start {
      Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5]).map {
        [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5]
      }
    }
    assertCombined(res, xs)
  }

  func testSixSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(6)
    let res = scheduler.start {
      Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5]) {
        [$0, $1, $2, $3, $4, $5]
      }
    }
    assertCombined(res, xs)
  }

  func testSevenSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(7)
    let res = scheduler.start {
      Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6]).map {
        [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6]
      }
    }
    assertCombined(res, xs)
  }

  func testSevenSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(7)
    let res = scheduler.start {
      Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6]) {
        [$0, $1, $2, $3, $4, $5, $6]
      }
    }
    assertCombined(res, xs)
  }

  func testEightSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(8)
    let res = scheduler.start {
      Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6], xs[7]).map {
        [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
      }
    }
    assertCombined(res, xs)
  }

  func testEightSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(8)
    let res = scheduler.start {
      Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6], xs[7]) {
        [$0, $1, $2, $3, $4, $5, $6, $7]
      }
    }
    assertCombined(res, xs)
  }

  func testCollectionOfSourcesCombinesIntoArrays() {
    let (scheduler, xs) = makeSources(3)
    let res = scheduler.start { Observable.combineLatest(xs) }
    assertCombined(res, xs)
  }

  func testCollectionOfSourcesCombinesWithAResultSelector() {
    let (scheduler, xs) = makeSources(3)
    let res = scheduler.start { Observable.combineLatest(xs) { $0.reduce(0, +) } }
    XCTAssertEqual(res.events, [.next(212, 6), .next(250, 15), .completed(302)])
    for source in xs { XCTAssertEqual(source.subscriptions.count, 1) }
  }

  func testCollectionSourceCompletingWithoutElementsWaitsForTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = [
      scheduler.createHotObservable([.next(210, 1)]),
      scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>]),
    ]
    let res = scheduler.start { Observable.combineLatest(xs) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs[0].subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(xs[1].subscriptions, [Subscription(200, 220)])
  }

  func testCollectionElementSentAfterTheOthersCompletedWithoutElementsCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = [
      scheduler.createHotObservable([.next(210, 1), .next(230, 2)]),
      scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>]),
      scheduler.createHotObservable([.completed(225)] as [Recorded<Event<Int>>]),
    ]
    let res = scheduler.start { Observable.combineLatest(xs) }
    XCTAssertEqual(res.events, [.completed(230)])
    XCTAssertEqual(xs[0].subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(xs[1].subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(xs[2].subscriptions, [Subscription(200, 225)])
  }

  func testCollectionThrowingResultSelectorSendsErrorAndDisposesEverySource() {
    let (scheduler, xs) = makeSources(2)
    let res = scheduler.start {
      Observable.combineLatest(xs) { _ -> Int in throw testError }
    }
    XCTAssertEqual(res.events, [.error(211, testError)])
    XCTAssertEqual(xs[0].subscriptions, [Subscription(200, 211)])
    XCTAssertEqual(xs[1].subscriptions, [Subscription(200, 211)])
  }

  func testEmptyCollectionSendsTheCombinationOfNothingAndCompletes() {
    var received: [Event<Int>] = []
    _ = Observable.combineLatest([Observable<Int>]()) { $0.count }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(0), .completed])
  }

  func testFourThreadsFeedingCombineLatestGetSerializedCombinations() {
    let feed = ThreadedFeed()
    let recorder = SerialRecorder<[Int]>()
    let subscription = Observable.combineLatest(feed.sources).subscribe(recorder.on)
    for subject in feed.subjects { subject.onNext(-1) }
    feed.send()
    subscription.dispose()
    XCTAssertEqual(recorder.overlaps, 0)
    let combinations = recorder.elements
    XCTAssertEqual(combinations.count, 1 + 40_000)
    XCTAssertEqual(combinations.first, [-1, -1, -1, -1])
    XCTAssertEqual(combinations.last, [9_999, 19_999, 29_999, 39_999])
    for source in 0..<4 {
      let seen = combinations.map { $0[source] }
      XCTAssertEqual(seen, seen.sorted(), "source \(source) went back in time")
    }
    XCTAssertEqual(recorder.terminalCount, 1)
    XCTAssertEqual(recorder.events.last, .completed)
  }

  /// Hot sources where source `i` sends `i + 1` at `210 + i`, then source 0 sends 10 at 250;
  /// source `i` completes at `300 + i`.
  private func makeSources(_ count: Int) -> (TestScheduler, [TestableObservable<Int>]) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (0..<count).map { index in
      var events: [Recorded<Event<Int>>] = [.next(150, 0), .next(210 + index, index + 1)]
      if index == 0 { events.append(.next(250, 10)) }
      events.append(.completed(300 + index))
      return scheduler.createHotObservable(events)
    }
    return (scheduler, sources)
  }

  /// Asserts what `combineLatest` makes of the sources of `makeSources(_:)`.
  private func assertCombined(
    _ res: TestableObserver<[Int]>, _ sources: [TestableObservable<Int>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let count = sources.count
    let first = Array(1...count)
    let second = [10] + Array(first.dropFirst())
    XCTAssertEqual(
      res.events,
      [.next(209 + count, first), .next(250, second), .completed(299 + count)],
      file: file, line: line)
    for (index, source) in sources.enumerated() {
      XCTAssertEqual(
        source.subscriptions, [Subscription(200, 300 + index)], "source \(index)", file: file,
        line: line)
    }
  }

  func testElementsTheObserverSendsBackAreCombinedNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1)], [.next(220, 10)]],
      sends: [.next(220, 11), .next(220, 12), .next(220, 13)],
      { sources, _ in Observable.combineLatest(sources[0], sources[1]) { $0 + $1 } },
      feedback: { sum, subjects in
        if sum < 13 { subjects[0].onNext(sum - 9) }
      })
  }
}
