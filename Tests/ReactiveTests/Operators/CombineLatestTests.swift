import Reactive
import ReactiveTest
import XCTest

final class CombineLatestTests: ReactiveTestCase {
  func testNeverSourcesSendNothingAndAreDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      let ys = m.hot("           2----^")
      m.expect("                      -") { Observable.combineLatest(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "     ^ @1000 !")
      m.expectSubscriptions(ys, "     ^ @1000 !")
    }
  }

  func testSourceCompletingWithoutElementsWaitsForTheOthers() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      let ys = m.hot("           2----^|")
      m.expect("                      -") { Observable.combineLatest(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "     ^- @1000 !")
      m.expectSubscriptions(ys, "     ^!")
    }
  }

  func testElementOfTheOtherSourceAfterAnEmptySourceCompletedCompletes() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           1---------^-|")
      let ys = m.hot("           1---------^--2|")
      m.expect("                           ---|") { Observable.combineLatest(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "          ^-!")
      m.expectSubscriptions(ys, "          ^--!")
    }
  }

  func testElementSentBeforeAnEmptySourceCompletedDoesNotComplete() {
    assertMarbles { m in
      let xs = m.hot("           ^1-2")
      let ys = m.hot("           ^-|")
      m.expect("                 ---|") { Observable.combineLatest(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "^-!")
    }
  }

  func testEmptySourcesCompleteWhenTheLastCompletes() {
    assertMarbles { m in
      let xs = m.hot("           1----^-|")
      let ys = m.hot("           2----^|")
      m.expect("                      --|") { Observable.combineLatest(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "     ^-!")
      m.expectSubscriptions(ys, "     ^!")
    }
  }

  func testEveryElementCombinesWithTheLatestOfTheOtherOnceBothHaveSent() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           9---------^-12-   -3   --   ---|")
      let ys = m.hot("           9---------^---'10'--   -'20'-|")
      m.expect("                           ----'12'-'13'-'23'---|") {
        Observable.combineLatest(xs, ys) { $0 + $1 }
      }
      m.expectSubscriptions(xs, "          ^----   --   --   ---!")
      m.expectSubscriptions(ys, "          ^----   --   --   -!")
    }
  }

  func testSourcesOfDifferentTypesCombine() {
    assertMarbles { m in
      let xs = m.hot("           ^1-   2   --|")
      let ys = m.hot("           ^-a   -   -|", of: String.self)
      m.expect("                 --'1a''2a'--|") {
        Observable.combineLatest(xs, ys).map { "\($0)\($1)" }
      }
      m.expectSubscriptions(xs, "^--   -   --!")
      m.expectSubscriptions(ys, "^--   -   -!")
    }
  }

  func testErrorOfOneSourceIsSentAndDisposesTheOther() {
    assertMarbles { m in
      let xs = m.hot("           ^1-   #")
      let ys = m.hot("           ^-'10'-'20'|")
      m.expect("                 --'11'#") { Observable.combineLatest(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "^--   !")
      m.expectSubscriptions(ys, "^--   !")
    }
  }

  func testErrorAfterTheOtherSourceCompletedIsSent() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-   |")
      let ys = m.hot("           ^--'10'--#")
      m.expect("                 ---'11'--#") { Observable.combineLatest(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "^---   !")
      m.expectSubscriptions(ys, "^---   --!")
    }
  }

  func testDisposingEarlyDisposesEverySource() {
    assertMarbles(disposed: 230) { m in
      let xs = m.hot("           ^1-   -2-----|")
      let ys = m.hot("           ^-'10'-------|")
      m.expect("                 --'11'") { Observable.combineLatest(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "^--   !")
      m.expectSubscriptions(ys, "^--   !")
    }
  }

  func testThrowingResultSelectorSendsErrorAndDisposesEverySource() {
    assertMarbles { m in
      let xs = m.hot("           ^1-   2------|")
      let ys = m.hot("           ^-'10'-------|")
      m.expect("                 --'11'#") {
        Observable.combineLatest(xs, ys) { x, y -> Int in
          if x == 2 { throw testError }
          return x + y
        }
      }
      m.expectSubscriptions(xs, "^--   !")
      m.expectSubscriptions(ys, "^--   !")
    }
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

  func testSynchronousSourcesInterleaveOnTheTrampoline() {
    // As in RxSwift, both sources are subscribed before either sends, then take turns.
    var received: [Event<Int>] = []
    _ = Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(11), .next(12), .next(22), .completed])
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
    assertMarbles { m in
      let xs = [
        m.hot("                     ^1"),
        m.hot("                     ^-|"),
      ]
      m.expect("                    -") { Observable.combineLatest(xs) }
      m.expectSubscriptions(xs[0], "^-- @1000 !")
      m.expectSubscriptions(xs[1], "^-!")
    }
  }

  func testCollectionElementSentAfterTheOthersCompletedWithoutElementsCompletes() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = [
        m.hot("                     ^-1---2"),
        m.hot("                     ^---|"),
        m.hot("                     ^----|"),
      ]
      m.expect("                    ------|") { Observable.combineLatest(xs) }
      m.expectSubscriptions(xs[0], "^-----!")
      m.expectSubscriptions(xs[1], "^---!")
      m.expectSubscriptions(xs[2], "^----!")
    }
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
