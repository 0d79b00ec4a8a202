import Reactive
import ReactiveTest
import XCTest

final class ZipTests: ReactiveTestCase {
  func testNeverSourcesSendNothingAndAreDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      let ys = m.hot("           2----^")
      m.expect("                      -") { Observable.zip(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "     ^ @1000 !")
      m.expectSubscriptions(ys, "     ^ @1000 !")
    }
  }

  func testSourceCompletingWithoutElementsWaitsForTheOthers() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      let ys = m.hot("           2----^|")
      m.expect("                      -") { Observable.zip(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "     ^- @1000 !")
      m.expectSubscriptions(ys, "     ^!")
    }
  }

  func testAfterAnEmptySourceCompletedTheResultCompletesWithTheLastSource() {
    // As RxSwift's `ZipSink`: only the completion of every source completes the zip of two to
    // eight sources, even once no element can be combined any more.
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           1---------^-|")
      let ys = m.hot("           1---------^--2|")
      m.expect("                           ----|") { Observable.zip(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "          ^-!")
      m.expectSubscriptions(ys, "          ^---!")
    }
  }

  func testTheCollectionFormCompletesOnAnElementOfTheOtherSourceAfterAnEmptySourceCompleted() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           1---------^-|")
      let ys = m.hot("           1---------^--2|")
      m.expect("                           ---|") {
        Observable.zip([xs.asObservable(), ys.asObservable()]) { $0.reduce(0, +) }
      }
      m.expectSubscriptions(xs, "          ^-!")
      m.expectSubscriptions(ys, "          ^--!")
    }
  }

  func testAnElementThatCanNeverBeCombinedWaitsForTheCompletionOfEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let o = scheduler.createHotObservable([.next(299, 1), .next(356, 6)])
    let res = scheduler.start { Observable.zip(o, Observable.just(47)) { $0 + 100 * $1 / 47 } }
    XCTAssertEqual(res.events, [.next(299, 101)])
    XCTAssertEqual(o.subscriptions, [Subscription(200, 1000)])
  }

  func testElementsArePairedInOrderOfArrival() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           9---------^-1-   2-3--   --   -----------------------------|")
      let ys = m.hot("           9---------^--'10'----'20'-'30'-----------------------------|")
      m.expect("                           ---'11'----'22'-'33'-----------------------------|") {
        Observable.zip(xs, ys) { $0 + $1 }
      }
      m.expectSubscriptions(xs, "          ^---   -----   --   -----------------------------!")
      m.expectSubscriptions(ys, "          ^---   -----   --   -----------------------------!")
    }
  }

  func testLeftCompletingFirstWaitsForTheRightToComplete() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           1---------^-2-|")
      let ys = m.hot("           1---------^--4-|")
      m.expect("                           ---6-|") { Observable.zip(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "          ^---!")
      m.expectSubscriptions(ys, "          ^----!")
    }
  }

  func testCompletedSourceWithNothingQueuedWaitsForTheOthersToComplete() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-   2---------------|")
      let ys = m.hot("           ^--'10'--|")
      m.expect("                 ---'11'----------------|") { Observable.zip(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "^---   ----------------!")
      m.expectSubscriptions(ys, "^---   --!")
    }
  }

  func testElementThatCannotBeZippedAfterTheOthersCompletedWaitsForItsSource() {
    assertMarbles { m in
      let xs = m.hot("           ^12|")
      let ys = m.hot("           ^---'10''20''30'---|")
      m.expect("                 ----'11''22'----|") { Observable.zip(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "^----   -   ----!")
    }
  }

  func testTheCollectionFormCompletesOnAnElementThatCannotBeZippedAfterTheOthersCompleted() {
    assertMarbles { m in
      let xs = m.hot("           ^12|")
      let ys = m.hot("           ^---'10''20''30'---|")
      m.expect("                 ----'11''22'|") {
        Observable.zip([xs.asObservable(), ys.asObservable()]) { $0.reduce(0, +) }
      }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "^----   -   !")
    }
  }

  func testSourcesOfDifferentTypesZip() {
    assertMarbles { m in
      let xs = m.hot("           ^1-   2--|")
      let ys = m.hot("           ^-a   --|", of: String.self)
      m.expect("                 --'1a'---|") { Observable.zip(xs, ys).map { "\($0)\($1)" } }
      m.expectSubscriptions(xs, "^--   ---!")
      m.expectSubscriptions(ys, "^--   --!")
    }
  }

  func testErrorOfOneSourceIsSentAndDisposesTheOther() {
    assertMarbles { m in
      let xs = m.hot("           ^1-   #")
      let ys = m.hot("           ^-'10'-'20'|")
      m.expect("                 --'11'#") { Observable.zip(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "^--   !")
      m.expectSubscriptions(ys, "^--   !")
    }
  }

  func testErrorAfterTheOtherSourceCompletedWithBufferedElementsIsSent() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-12|")
      let ys = m.hot("           ^----'10'#")
      m.expect("                 -----'11'#") { Observable.zip(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "^---!")
      m.expectSubscriptions(ys, "^-----   !")
    }
  }

  func testDisposingEarlyDisposesEverySource() {
    assertMarbles(ticksPerFrame: 5, disposed: 245) { m in
      let xs = m.hot("           ^-1--   ---2--   ---------|")
      let ys = m.hot("           ^---'10'-----'20'---------|")
      m.expect("                 ----'11'") { Observable.zip(xs, ys) { $0 + $1 } }
      m.expectSubscriptions(xs, "^----   ----!")
      m.expectSubscriptions(ys, "^----   ----!")
    }
  }

  func testThrowingResultSelectorSendsErrorAndDisposesEverySource() {
    assertMarbles { m in
      let xs = m.hot("           ^1-   2-   -----|")
      let ys = m.hot("           ^-'10'-'20'-----|")
      m.expect("                 --'11'-#") {
        Observable.zip(xs, ys) { x, y -> Int in
          if x == 2 { throw testError }
          return x + y
        }
      }
      m.expectSubscriptions(xs, "^--   -!")
      m.expectSubscriptions(ys, "^--   -!")
    }
  }

  func testDisposingReleasesEverySubscriptionAndBufferedElement() {
    let before = Resources.total
    let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
    var received: [Int] = []
    var subscription: (any Disposable)? = Observable.zip(subjects[0], subjects[1]) { $0 + $1 }
      .subscribe(onNext: { received.append($0) })
    subjects[0].onNext(1)
    subjects[0].onNext(2)
    subjects[1].onNext(10)
    XCTAssertEqual(received, [11])
    XCTAssertGreaterThan(Resources.total, before)
    subscription?.dispose()
    subscription = nil
    XCTAssertEqual(Resources.total, before)
    XCTAssertFalse(subjects[0].hasObservers)
    XCTAssertFalse(subjects[1].hasObservers)
  }

  func testQueuedElementsArePairedInOrderAcrossGrowthAndReleasedWhenDisposed() {
    var released: [Int] = []
    let left = PublishSubject<(Int, Deinitializer)>()
    let right = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = Observable.zip(left, right) { $0.0 * 100 + $1 }
      .subscribe(onNext: { received.append($0) })
    func sendLeft(_ values: Range<Int>) {
      for value in values { left.onNext((value, Deinitializer { released.append(value) })) }
    }
    // Six queued, then four paired: the queue grows past its first four places and its head
    // moves, so that the next ones wrap around the end of the ring.
    sendLeft(0..<6)
    for value in 0..<4 { right.onNext(value) }
    sendLeft(6..<11)
    for value in 4..<6 { right.onNext(value) }
    XCTAssertEqual(received, [0, 101, 202, 303, 404, 505])
    XCTAssertEqual(released, [0, 1, 2, 3, 4, 5])
    subscription.dispose()
    XCTAssertEqual(released, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  }

  func testSynchronousSourcesArePairedUpToTheShorterOne() {
    var received: [Event<String>] = []
    _ = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")) { "\($0)\($1)" }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next("1a"), .next("2b"), .completed])
  }

  func testTwoSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(2)
    let res = scheduler.start { Observable.zip(xs[0], xs[1]).map { [$0.0, $0.1] } }
    assertCombined(res, xs)
  }

  func testTwoSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(2)
    let res = scheduler.start { Observable.zip(xs[0], xs[1]) { [$0, $1] } }
    assertCombined(res, xs)
  }

  func testThreeSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(3)
    let res = scheduler.start { Observable.zip(xs[0], xs[1], xs[2]).map { [$0.0, $0.1, $0.2] } }
    assertCombined(res, xs)
  }

  func testThreeSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(3)
    let res = scheduler.start { Observable.zip(xs[0], xs[1], xs[2]) { [$0, $1, $2] } }
    assertCombined(res, xs)
  }

  func testFourSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(4)
    let res = scheduler.start {
      Observable.zip(xs[0], xs[1], xs[2], xs[3]).map { [$0.0, $0.1, $0.2, $0.3] }
    }
    assertCombined(res, xs)
  }

  func testFourSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(4)
    let res = scheduler.start { Observable.zip(xs[0], xs[1], xs[2], xs[3]) { [$0, $1, $2, $3] } }
    assertCombined(res, xs)
  }

  func testFiveSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(5)
    let res = scheduler.start {
      Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
    }
    assertCombined(res, xs)
  }

  func testFiveSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(5)
    let res = scheduler.start {
      Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4]) { [$0, $1, $2, $3, $4] }
    }
    assertCombined(res, xs)
  }

  func testSixSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(6)
    let res = scheduler.start {
      Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5]).map {
        [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5]
      }
    }
    assertCombined(res, xs)
  }

  func testSixSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(6)
    let res = scheduler.start {
      Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5]) { [$0, $1, $2, $3, $4, $5] }
    }
    assertCombined(res, xs)
  }

  func testSevenSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(7)
    let res = scheduler.start {
      Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6]).map {
        [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6]
      }
    }
    assertCombined(res, xs)
  }

  func testSevenSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(7)
    let res = scheduler.start {
      Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6]) {
        [$0, $1, $2, $3, $4, $5, $6]
      }
    }
    assertCombined(res, xs)
  }

  func testEightSourcesCombineIntoTuples() {
    let (scheduler, xs) = makeSources(8)
    let res = scheduler.start {
      Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6], xs[7]).map {
        [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
      }
    }
    assertCombined(res, xs)
  }

  func testEightSourcesCombineWithAResultSelector() {
    let (scheduler, xs) = makeSources(8)
    let res = scheduler.start {
      Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6], xs[7]) {
        [$0, $1, $2, $3, $4, $5, $6, $7]
      }
    }
    assertCombined(res, xs)
  }

  func testCollectionOfSourcesZipsIntoArrays() {
    let (scheduler, xs) = makeSources(3)
    let res = scheduler.start { Observable.zip(xs) }
    assertCombined(res, xs)
  }

  func testCollectionOfSourcesZipsWithAResultSelector() {
    let (scheduler, xs) = makeSources(3)
    let res = scheduler.start { Observable.zip(xs) { $0.reduce(0, +) } }
    XCTAssertEqual(res.events, [.next(212, 6), .next(252, 60), .completed(302)])
    for (index, source) in xs.enumerated() {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 300 + index)])
    }
  }

  func testCollectionSourceCompletingWithoutElementsWaitsForTheOthers() {
    assertMarbles { m in
      let xs = [
        m.hot("                     ^1"),
        m.hot("                     ^-|"),
      ]
      m.expect("                    -") { Observable.zip(xs) }
      m.expectSubscriptions(xs[0], "^-- @1000 !")
      m.expectSubscriptions(xs[1], "^-!")
    }
  }

  func testCollectionElementThatCannotBeZippedAfterTheOthersCompletedCompletes() {
    assertMarbles { m in
      let xs = [
        m.hot("                     ^1-2"),
        m.hot("                     ^-|"),
      ]
      m.expect("                    ---|") { Observable.zip(xs) }
      m.expectSubscriptions(xs[0], "^--!")
      m.expectSubscriptions(xs[1], "^-!")
    }
  }

  func testCollectionThrowingResultSelectorSendsErrorAndDisposesEverySource() {
    let (scheduler, xs) = makeSources(2)
    let res = scheduler.start { Observable.zip(xs) { _ -> Int in throw testError } }
    XCTAssertEqual(res.events, [.error(211, testError)])
    XCTAssertEqual(xs[0].subscriptions, [Subscription(200, 211)])
    XCTAssertEqual(xs[1].subscriptions, [Subscription(200, 211)])
  }

  func testEmptyCollectionCompletesAtOnce() {
    var received: [Event<[Int]>] = []
    _ = Observable.zip([Observable<Int>]()).subscribe { received.append($0) }
    XCTAssertEqual(received, [.completed])
  }

  func testFourThreadsFeedingZipGetSerializedTuplesInOrder() {
    let feed = ThreadedFeed()
    let recorder = SerialRecorder<[Int]>()
    let subscription = Observable.zip(feed.sources).subscribe(recorder.on)
    feed.send()
    subscription.dispose()
    XCTAssertEqual(recorder.overlaps, 0)
    XCTAssertEqual(
      recorder.elements, (0..<10_000).map { [$0, 10_000 + $0, 20_000 + $0, 30_000 + $0] })
    XCTAssertEqual(recorder.terminalCount, 1)
    XCTAssertEqual(recorder.events.last, .completed)
  }

  /// Hot sources where source `i` sends `i + 1` at `210 + i` and `10 * (i + 1)` at `250 + i`,
  /// and completes at `300 + i`.
  private func makeSources(_ count: Int) -> (TestScheduler, [TestableObservable<Int>]) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (0..<count).map { index in
      scheduler.createHotObservable([
        .next(150, 0), .next(210 + index, index + 1), .next(250 + index, 10 * (index + 1)),
        .completed(300 + index),
      ])
    }
    return (scheduler, sources)
  }

  /// Asserts what `zip` makes of the sources of `makeSources(_:)`: it completes with the last
  /// source.
  private func assertCombined(
    _ res: TestableObserver<[Int]>, _ sources: [TestableObservable<Int>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let count = sources.count
    XCTAssertEqual(
      res.events,
      [
        .next(209 + count, Array(1...count)), .next(249 + count, (1...count).map { $0 * 10 }),
        .completed(299 + count),
      ],
      file: file, line: line)
    for (index, source) in sources.enumerated() {
      XCTAssertEqual(
        source.subscriptions, [Subscription(200, 300 + index)], "source \(index)", file: file,
        line: line)
    }
  }

  func testElementsTheObserverSendsBackToEverySourceAreZippedNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1), .next(300, 3)], [.next(220, 10), .next(310, 30)]],
      sends: [.next(220, 11), .next(220, 22), .next(310, 33)],
      { sources, _ in Observable.zip(sources[0], sources[1]) { $0 + $1 } },
      feedback: { sum, subjects in
        if sum == 11 {
          subjects[0].onNext(2)
          subjects[1].onNext(20)
        }
      })
  }
}
