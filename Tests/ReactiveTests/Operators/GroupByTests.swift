import Reactive
import ReactiveTest
import XCTest

final class GroupByTests: ReactiveTestCase {
  func testNeverSourceSendsNoGroupAndIsDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.groupBy { $0 % 2 }.map(\.key) }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testEmptySourceCompletesWithoutGroups() {
    assertMarbles { m in
      let xs = m.hot("           1----^---------|")
      m.expect("                      ----------|") { xs.groupBy { $0 % 2 }.map(\.key) }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testEachNewKeySendsOneGroupInOrderOfFirstAppearance() {
    assertMarbles { m in
      let xs = m.hot("           0----^45736----|")
      m.expect("                      -12-0-----|") { xs.groupBy { $0 % 3 }.map(\.key) }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testElementsGoToTheGroupOfTheirKeyFirstOneIncluded() {
    assertMarbles { m in
      let xs = m.hot("           ^1      2       3      4       -----|")
      m.expect("                 -'odd 1''even 2''odd 3''even 4'-----|") {
        xs.groupBy { $0 % 2 == 0 ? "even" : "odd" }.flatMap { group in
          group.map { "\(group.key) \($0)" }
        }
      }
      m.expectSubscriptions(xs, "^-      -       -      -       -----!")
    }
  }

  func testCompletionCompletesEveryGroupBeforeTheSequenceOfGroups() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let recording = GroupRecording(scheduler)
    recording.subscribe(at: 200, to: xs.groupBy { $0 % 2 })
    scheduler.start()
    XCTAssertEqual(recording.groups[1]?.events, [.next(210, 1), .completed(300)])
    XCTAssertEqual(recording.groups[0]?.events, [.next(220, 2), .completed(300)])
    XCTAssertEqual(recording.outer.events, [.next(210, 1), .next(220, 0), .completed(300)])
    XCTAssertEqual(recording.terminalOrder, ["group 1", "group 0", "groups"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    recording.disposeAll()
  }

  func testSourceErrorReachesEveryGroupThenTheSequenceOfGroups() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(300, testError)])
    let recording = GroupRecording(scheduler)
    recording.subscribe(at: 200, to: xs.groupBy { $0 % 2 })
    scheduler.start()
    XCTAssertEqual(recording.groups[1]?.events, [.next(210, 1), .error(300, testError)])
    XCTAssertEqual(recording.groups[0]?.events, [.next(220, 2), .error(300, testError)])
    XCTAssertEqual(recording.outer.events, [.next(210, 1), .next(220, 0), .error(300, testError)])
    XCTAssertEqual(recording.terminalOrder, ["group 1", "group 0", "groups"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    recording.disposeAll()
  }

  func testThrowingKeySelectorFailsEveryGroupAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, -1), .next(240, 3), .completed(300),
    ])
    let recording = GroupRecording(scheduler)
    recording.subscribe(
      at: 200,
      to: xs.groupBy { value -> Int in
        if value < 0 { throw testError }
        return value % 2
      })
    scheduler.start()
    XCTAssertEqual(recording.groups[1]?.events, [.next(210, 1), .error(230, testError)])
    XCTAssertEqual(recording.groups[0]?.events, [.next(220, 2), .error(230, testError)])
    XCTAssertEqual(recording.outer.events, [.next(210, 1), .next(220, 0), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    recording.disposeAll()
  }

  func testDisposingEarlyWithNoGroupSubscribedUnsubscribesTheSource() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1----2---|")
      m.expect("                 -1") { xs.groupBy { $0 % 2 }.map(\.key) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testASubscribedGroupKeepsTheSourceAliveAfterTheGroupsAreDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(260, 3), .next(270, 2), .next(280, 5), .completed(500),
    ])
    let recording = GroupRecording(scheduler)
    recording.subscribe(at: 200, to: xs.groupBy { $0 % 2 })
    scheduler.scheduleAt(250) { recording.outerSubscription?.dispose() }
    scheduler.scheduleAt(400) { recording.disposeGroups() }
    scheduler.start()
    XCTAssertEqual(recording.outer.events, [.next(210, 1)])
    XCTAssertEqual(recording.groups[1]?.events, [.next(210, 1), .next(260, 3), .next(280, 5)])
    XCTAssertNil(recording.groups[0], "the group of a key that arrived after disposal is unseen")
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testTheSourceIsUnsubscribedWhenTheLastGroupIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(310, 3), .next(410, 4), .completed(500),
    ])
    let recording = GroupRecording(scheduler)
    recording.subscribe(at: 200, to: xs.groupBy { $0 % 2 })
    scheduler.scheduleAt(250) { recording.outerSubscription?.dispose() }
    scheduler.scheduleAt(300) { recording.groupSubscriptions[0]?.dispose() }
    scheduler.scheduleAt(400) { recording.groupSubscriptions[1]?.dispose() }
    scheduler.start()
    XCTAssertEqual(recording.groups[0]?.events, [.next(220, 2)])
    XCTAssertEqual(recording.groups[1]?.events, [.next(210, 1), .next(310, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testDisposingAGroupLeavesTheOthersAndTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(310, 3), .next(320, 4), .completed(500),
    ])
    let recording = GroupRecording(scheduler)
    recording.subscribe(at: 200, to: xs.groupBy { $0 % 2 })
    scheduler.scheduleAt(300) { recording.groupSubscriptions[1]?.dispose() }
    scheduler.start()
    XCTAssertEqual(recording.groups[1]?.events, [.next(210, 1)])
    XCTAssertEqual(recording.groups[0]?.events, [.next(220, 2), .next(320, 4), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    recording.disposeAll()
  }

  func testAGroupSubscribedLaterMissesEarlierElementsAndSeesTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 3), .next(310, 5), .completed(400),
    ])
    var group: GroupedObservable<Int, Int>?
    let late = scheduler.createObserver(Int.self)
    let afterEnd = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) {
      subscriptions.append(xs.groupBy { $0 % 2 }.subscribe(onNext: { group = $0 }))
    }
    scheduler.scheduleAt(300) { subscriptions.append(group!.subscribe(late)) }
    scheduler.scheduleAt(500) { subscriptions.append(group!.subscribe(afterEnd)) }
    scheduler.start()
    XCTAssertEqual(group?.key, 1)
    XCTAssertEqual(late.events, [.next(310, 5), .completed(400)])
    XCTAssertEqual(afterEnd.events, [.completed(500)])
    for subscription in subscriptions {
      subscription.dispose()
    }
  }

  func testAGroupCanBeSubscribedThroughAsObservable() {
    var received: [String] = []
    _ = Observable.of("apple", "avocado", "banana")
      .groupBy { $0.first! }
      .subscribe(onNext: { group in
        _ = group.asObservable().subscribe(onNext: { received.append("\(group.key) \($0)") })
      })
    XCTAssertEqual(received, ["a apple", "a avocado", "b banana"])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.groupBy { _ in 0 }.map(\.key) }
  }
}

/// Subscribes to a sequence of groups at a virtual time and to each group as it arrives,
/// recording every group's events and the order of the terminal events.
private final class GroupRecording {
  let scheduler: TestScheduler
  let outer: TestableObserver<Int>
  private(set) var groups: [Int: TestableObserver<Int>] = [:]
  private(set) var groupSubscriptions: [Int: any Disposable] = [:]
  private(set) var outerSubscription: (any Disposable)?
  private(set) var terminalOrder: [String] = []

  init(_ scheduler: TestScheduler) {
    self.scheduler = scheduler
    outer = scheduler.createObserver(Int.self)
  }

  func subscribe(at time: TestTime, to groupsSequence: Observable<GroupedObservable<Int, Int>>) {
    scheduler.scheduleAt(time) { [self] in
      outerSubscription = groupsSequence.subscribe { [self] event in
        switch event {
        case .next(let group):
          let observer = scheduler.createObserver(Int.self)
          groups[group.key] = observer
          groupSubscriptions[group.key] = group.subscribe { [self] event in
            observer.on(event)
            if event.isStopEvent { terminalOrder.append("group \(group.key)") }
          }
          outer.on(.next(group.key))
        case .error(let error):
          terminalOrder.append("groups")
          outer.on(.error(error))
        case .completed:
          terminalOrder.append("groups")
          outer.on(.completed)
        }
      }
    }
  }

  func disposeGroups() {
    for subscription in groupSubscriptions.values {
      subscription.dispose()
    }
  }

  func disposeAll() {
    outerSubscription?.dispose()
    disposeGroups()
  }
}
