import Reactive
import ReactiveTest
import XCTest

// RxSwift 5's names, which RxSwift 6 still accepts with a deprecation warning, written as RxSwift
// 5 code uses them. This target is the one place where warnings are allowed, and only deprecation
// warnings: each call below must compile with one, and behave exactly as its RxSwift 6 name.

private struct Failure: Error, Equatable, CustomStringConvertible {
  let name: String

  var description: String { name }
}

final class RxSwift5NamesTests: XCTestCase {
  private var resourcesAtStart: Int32 = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = Resources.total
  }

  override func tearDown() {
    XCTAssertEqual(Resources.total, resourcesAtStart, "live resources after the test")
    super.tearDown()
  }

  /// Runs `old` and `new` over the same hot events in virtual time and checks that they send the
  /// same events and subscribe the source over the same intervals, and that they send `expected`.
  private func assertSameAsNewName<Result: Equatable>(
    _ events: [Recorded<Event<Int>>], sends expected: [Recorded<Event<Result>>],
    file: StaticString = #filePath, line: UInt = #line,
    old: @escaping (Observable<Int>, TestScheduler) -> Observable<Result>,
    new: @escaping (Observable<Int>, TestScheduler) -> Observable<Result>
  ) {
    var recorded: [([Recorded<Event<Result>>], [Subscription])] = []
    for spelling in [old, new] {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createHotObservable(events)
      let res = scheduler.start { spelling(xs.asObservable(), scheduler) }
      recorded.append((res.events, xs.subscriptions))
    }
    XCTAssertEqual(recorded[0].0, expected, "events", file: file, line: line)
    XCTAssertEqual(recorded[0].0, recorded[1].0, "events of the new name", file: file, line: line)
    XCTAssertEqual(recorded[0].1, recorded[1].1, "subscriptions", file: file, line: line)
  }

  private let values: [Recorded<Event<Int>>] = [
    .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
  ]

  private let failing: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, Failure(name: "x"))]

  func testObserveOnAndSubscribeOn() {
    assertSameAsNewName(
      values, sends: [.next(211, 1), .next(221, 2), .next(231, 3), .next(241, 4), .completed(301)],
      old: { $0.observeOn($1) }, new: { $0.observe(on: $1) })
    assertSameAsNewName(
      values, sends: [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)],
      old: { $0.subscribeOn($1) }, new: { $0.subscribe(on: $1) })
  }

  func testCatchErrorAndCatchErrorJustReturn() {
    assertSameAsNewName(
      failing, sends: [.next(210, 1), .next(220, -1), .completed(220)],
      old: { source, _ in source.catchError { _ in .just(-1) } },
      new: { source, _ in source.catch { _ in .just(-1) } })
    assertSameAsNewName(
      failing, sends: [.next(210, 1), .next(220, -1), .completed(220)],
      old: { source, _ in source.catchErrorJustReturn(-1) },
      new: { source, _ in source.catchAndReturn(-1) })
    assertSameAsNewName(
      failing, sends: [.next(210, 1), .next(220, 9), .completed(220)],
      old: { source, _ in Observable.catchError([source, .just(9)]) },
      new: { source, _ in Observable.catch(sequence: [source, .just(9)]) })
  }

  func testElementAt() {
    assertSameAsNewName(
      values, sends: [.next(230, 3), .completed(230)],
      old: { source, _ in source.elementAt(2) }, new: { source, _ in source.element(at: 2) })
  }

  func testRetryWhenInBothForms() {
    assertSameAsNewName(
      failing, sends: [.next(210, 1), .completed(220)],
      old: { source, _ in
        source.retryWhen { (errors: Observable<Failure>) in errors.take(0) }
      },
      new: { source, _ in
        source.retry { (errors: Observable<Failure>) in errors.take(0) }
      })
    assertSameAsNewName(
      failing, sends: [.next(210, 1), .completed(220)],
      old: { source, _ in source.retryWhen { errors in errors.take(1).filter { _ in false } } },
      new: { source, _ in source.retry(when: { errors in errors.take(1).filter { _ in false } }) })
  }

  func testTakeUntilInBothFormsAndTakeWhile() {
    let other: [Recorded<Event<Int>>] = [.next(225, 0)]
    assertSameAsNewName(
      values, sends: [.next(210, 1), .next(220, 2), .completed(225)],
      old: { source, scheduler in source.takeUntil(scheduler.createHotObservable(other)) },
      new: { source, scheduler in source.take(until: scheduler.createHotObservable(other)) })
    assertSameAsNewName(
      values, sends: [.next(210, 1), .next(220, 2), .completed(220)],
      old: { source, _ in source.takeUntil(.inclusive) { $0 == 2 } },
      new: { source, _ in source.take(until: { $0 == 2 }, behavior: .inclusive) })
    assertSameAsNewName(
      values, sends: [.next(210, 1), .next(220, 2), .completed(230)],
      old: { source, _ in source.takeWhile { $0 < 3 } },
      new: { source, _ in source.take(while: { $0 < 3 }) })
  }

  func testTakeForADuration() {
    assertSameAsNewName(
      values, sends: [.next(210, 1), .next(220, 2), .completed(225)],
      old: { $0.take(.seconds(25), scheduler: $1) },
      new: { $0.take(for: .seconds(25), scheduler: $1) })
  }

  func testSkipUntilAndSkipWhile() {
    let other: [Recorded<Event<Int>>] = [.next(225, 0)]
    assertSameAsNewName(
      values, sends: [.next(230, 3), .next(240, 4), .completed(300)],
      old: { source, scheduler in source.skipUntil(scheduler.createHotObservable(other)) },
      new: { source, scheduler in source.skip(until: scheduler.createHotObservable(other)) })
    assertSameAsNewName(
      values, sends: [.next(230, 3), .next(240, 4), .completed(300)],
      old: { source, _ in source.skipWhile { $0 < 3 } },
      new: { source, _ in source.skip(while: { $0 < 3 }) })
  }

  func testPrimitiveSequenceNames() {
    assertSameAsNewName(
      failing, sends: [.next(221, 5), .completed(222)],
      old: { source, scheduler in
        source.asSingle().catchError { _ in .just(5) }.observeOn(scheduler).subscribeOn(scheduler)
          .asObservable().observeOn(CurrentThreadScheduler.instance)
      },
      new: { source, scheduler in
        source.asSingle().catch { _ in .just(5) }.observe(on: scheduler).subscribe(on: scheduler)
          .asObservable().observe(on: CurrentThreadScheduler.instance)
      })
  }

  func testTraitCatchErrorJustReturnAndRetryWhen() {
    let failure = Failure(name: "x")
    assertSameAsNewName(
      failing, sends: [.next(220, 0), .completed(220)],
      old: { source, _ in source.asSingle().catchErrorJustReturn(0).asObservable() },
      new: { source, _ in source.asSingle().catchAndReturn(0).asObservable() })
    assertSameAsNewName(
      failing, sends: [.next(220, 0), .completed(220)],
      old: { source, _ in source.asMaybe().catchErrorJustReturn(0).asObservable() },
      new: { source, _ in source.asMaybe().catchAndReturn(0).asObservable() })
    assertSameAsNewName(
      failing, sends: [.error(220, failure)],
      old: { source, _ in
        source.asSingle()
          .retryWhen { (errors: Observable<Failure>) in
            errors.flatMap { Observable<Void>.error($0) }
          }
          .asObservable()
      },
      new: { source, _ in
        source.asSingle()
          .retry { (errors: Observable<Failure>) in errors.flatMap { Observable<Void>.error($0) } }
          .asObservable()
      })
    assertSameAsNewName(
      failing, sends: [.error(220, failure)],
      old: { source, _ in
        source.asMaybe().retryWhen { $0.flatMap { Observable<Void>.error($0) } }.asObservable()
      },
      new: { source, _ in
        source.asMaybe().retry(when: { $0.flatMap { Observable<Void>.error($0) } }).asObservable()
      })
  }

  func testSingleSubscribeWithOnError() {
    var log: [String] = []
    _ = Single.just(1).subscribe(
      onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
      onDisposed: { log.append("disposed") })
    _ = Single<Int>.error(Failure(name: "x")).subscribe(onError: { log.append("error \($0)") })
    XCTAssertEqual(log, ["success 1", "disposed", "error x"])
  }

  func testReplaySubjectCreateUnbound() {
    let subject = ReplaySubject<Int>.createUnbound()
    subject.onNext(1)
    subject.onNext(2)
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    subscription.dispose()
    XCTAssertEqual(received, [1, 2])
  }
}
