import Foundation
import Reactive
import ReactiveTest
import XCTest

// RxSwift 6 and RxCocoa code for the traits (Infallible, Driver, Signal, SharedSequence,
// SharingScheduler, ControlEvent, ControlProperty), written as RxSwift users write it and compiled
// unchanged against `import Reactive` / `import ReactiveTest`. If a name, a label or a signature
// drifts from RxSwift's, this file stops compiling.

// MARK: - A view model with RxCocoa inputs and outputs

private struct SignInError: Error, Equatable {
  let reason: String
}

private final class SignInViewModel {
  struct Input {
    let username: ControlProperty<String?>
    let password: ControlProperty<String?>
    let signInTaps: ControlEvent<Void>
  }

  struct Output {
    let isSignInEnabled: Driver<Bool>
    let greeting: Driver<String>
    let failures: Signal<String>
    let typing: Signal<String>
  }

  private let signIn: (String) -> Observable<String>

  init(signIn: @escaping (String) -> Observable<String>) {
    self.signIn = signIn
  }

  func transform(_ input: Input) -> Output {
    let signIn = self.signIn
    let username = input.username.orEmpty.asDriver()
      .debounce(.seconds(10))
      .distinctUntilChanged()
    let isSignInEnabled = input.password.orEmpty.asDriver()
      .map { $0.count >= 4 }
      .distinctUntilChanged()
    let failures = PublishRelay<String>()
    let greeting = input.signInTaps.asSignal()
      .withLatestFrom(username)
      .flatMapLatest { name -> Driver<String> in
        signIn(name).asDriver(onErrorRecover: { error in
          failures.accept("\(error)")
          return .empty()
        })
      }
      .asDriver(onErrorJustReturn: "")
      .startWith("Please sign in")
    let typing = input.username.changed.asSignal()
      .compactMap { $0 }
      .throttle(.seconds(5), latest: false)
    return Output(
      isSignInEnabled: isSignInEnabled, greeting: greeting,
      failures: failures.asSignal(), typing: typing)
  }
}

// MARK: - Infallible services

private final class Counter {
  var count = 0
}

private enum Step: Equatable {
  case loading
  case loaded(Int)
}

private struct Catalog {
  let pages: PublishRelay<Int>
  let refresh: BehaviorRelay<Int>
  let history: ReplayRelay<Int>

  func page(_ number: Int) -> Infallible<Step> {
    Infallible.concat(Infallible.just(.loading), Infallible.just(.loaded(number * 10)))
  }

  func steps() -> Infallible<Step> {
    pages.asInfallible().concatMap { page($0) }
  }
}

private struct Rows: SectionedViewDataSourceType {
  let titles: [[String]]

  func model(at indexPath: IndexPath) throws -> Any {
    guard indexPath.count == 2, titles.indices.contains(indexPath[0]),
      titles[indexPath[0]].indices.contains(indexPath[1])
    else { throw RxCocoaError.itemsNotYetBound(object: "rows") }
    return titles[indexPath[0]][indexPath[1]]
  }
}

final class TraitsCompatibilityTests: ReactiveTestCase {
  // MARK: Driver and Signal in virtual time, as RxCocoa's tests write them

  func testSignInViewModelRunsInVirtualTimeUnderTheSharingSchedulerMock() {
    let scheduler = TestScheduler(initialClock: 0)
    let username = BehaviorSubject<String?>(value: nil)
    let password = BehaviorSubject<String?>(value: "")
    let taps = PublishSubject<Void>()
    let input = SignInViewModel.Input(
      username: ControlProperty(values: username, valueSink: username),
      password: ControlProperty(values: password, valueSink: password),
      signInTaps: ControlEvent(events: taps))
    let viewModel = SignInViewModel { name in
      name == "mallory"
        ? Observable.error(SignInError(reason: "locked"))
        : Observable.just("Hello, \(name)")
    }

    let enabled = scheduler.createObserver(Bool.self)
    let greeting = scheduler.createObserver(String.self)
    let failures = scheduler.createObserver(String.self)
    let typing = scheduler.createObserver(String.self)
    let disposeBag = DisposeBag()

    SharingScheduler.mock(scheduler: scheduler) {
      let output = viewModel.transform(input)
      scheduler.scheduleAt(200) {
        output.isSignInEnabled.drive(enabled).disposed(by: disposeBag)
        output.greeting.drive(greeting).disposed(by: disposeBag)
        output.failures.emit(to: failures).disposed(by: disposeBag)
        output.typing.emit(to: typing).disposed(by: disposeBag)
      }
      scheduler.scheduleAt(210) { input.username.onNext("alice") }
      scheduler.scheduleAt(212) { input.username.onNext("alicia") }
      scheduler.scheduleAt(220) { password.onNext("1234") }
      scheduler.scheduleAt(240) { taps.onNext(()) }
      scheduler.scheduleAt(250) { username.onNext("mallory") }
      scheduler.scheduleAt(270) { taps.onNext(()) }
      scheduler.start()
    }

    XCTAssertEqual(enabled.events, [.next(201, false), .next(221, true)])
    XCTAssertEqual(
      greeting.events,
      [.next(200, "Please sign in"), .next(243, "Hello, alicia")])
    XCTAssertEqual(failures.events, [.next(273, "SignInError(reason: \"locked\")")])
    XCTAssertEqual(typing.events, [.next(211, "alice"), .next(251, "mallory")])
  }

  func testSharingSchedulerMockMakesEachDriversScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    var made = 0
    SharingScheduler.mock(
      makeScheduler: {
        made += 1
        return scheduler
      },
      action: {
        let ticks = Driver<Int>.interval(.seconds(10))
        // The signal's elements reach the driver one tick later: `asDriver` delivers through a
        // scheduler of its own, the mocked test scheduler, as RxCocoa's does.
        let alarm = Signal<Int>.timer(.seconds(15), period: .seconds(30))
        XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
        let late = Driver.just(50).delay(.seconds(5))
        let res = scheduler.start(disposed: 250) {
          Driver.merge(ticks, alarm.asDriver(onErrorJustReturn: -1).map { $0 + 100 }, late)
        }
        XCTAssertEqual(
          res.events,
          [
            .next(206, 50), .next(210, 0), .next(216, 100), .next(220, 1), .next(230, 2),
            .next(240, 3), .next(246, 101),
          ])
      })
    XCTAssertEqual(made, 6, "interval, timer, asDriver, make, just and delay")
    XCTAssertTrue(SharingScheduler.make() is MainScheduler)
  }

  func testDriverAndSignalOperators() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = scheduler.createHotObservable([
      .next(210, Observable.of(1, 2).asDriver(onErrorJustReturn: 0)), .next(220, Driver.just(3)),
      .completed(230),
    ])
    let log = scheduler.createObserver(String.self)
    let disposeBag = DisposeBag()
    scheduler.scheduleAt(200) {
      sources.asDriver(onErrorDriveWith: .empty())
        .merge()
        .skip(1)
        .do(onNext: { log.onNext("merged \($0)") }, onCompleted: { log.onNext("merged done") })
        .drive()
        .disposed(by: disposeBag)
      sources.asDriver(onErrorDriveWith: .empty())
        .merge(maxConcurrent: 1)
        .drive(onNext: { log.onNext("one at a time \($0)") })
        .disposed(by: disposeBag)
      sources.asSharedSequence(
        sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: .empty()
      )
      .switchLatest()
      .flatMap { Driver.just($0 * 10) }
      .drive(onNext: { log.onNext("latest \($0)") })
      .disposed(by: disposeBag)
      Driver.concat([Driver.just(7), Driver.just(8)])
        .drive(onNext: { log.onNext("concat \($0)") })
        .disposed(by: disposeBag)
      Signal.concat(AnySequence([Signal.just(9)]))
        .emit(onNext: { log.onNext("concat \($0)") })
        .disposed(by: disposeBag)
    }
    scheduler.start()
    XCTAssertEqual(
      log.events,
      [
        .next(200, "concat 7"), .next(200, "concat 8"), .next(200, "concat 9"),
        .next(210, "merged 2"), .next(210, "one at a time 1"), .next(210, "one at a time 2"),
        .next(210, "latest 10"), .next(210, "latest 20"),
        .next(220, "merged 3"), .next(220, "one at a time 3"), .next(220, "latest 30"),
        .next(230, "merged done"),
      ])
  }

  func testSignalWithUnretainedAndConversions() {
    let relay = PublishRelay<String>()
    let screen = Counter()
    var shown: [String] = []
    let disposeBag = DisposeBag()
    relay.asSignal()
      .withUnretained(screen) { screen, message -> String in
        screen.count += 1
        return "\(screen.count): \(message)"
      }
      .emit(onNext: { shown.append($0) })
      .disposed(by: disposeBag)
    relay.asSignal()
      .withUnretained(screen)
      .emit(onNext: { screen, message in shown.append("tuple \(screen.count) \(message)") })
      .disposed(by: disposeBag)
    relay.asSignal().asInfallible()
      .subscribe(onNext: { shown.append("infallible \($0)") })
      .disposed(by: disposeBag)
    relay.accept("saved")
    XCTAssertEqual(shown, ["1: saved", "tuple 1 saved", "infallible saved"])

    let rows = BehaviorRelay(value: [1, 2])
    var counts: [Int] = []
    rows.asDriver().asInfallible()
      .map(\.count)
      .subscribe(onNext: { counts.append($0) })
      .disposed(by: disposeBag)
    rows.accept([1])
    XCTAssertEqual(counts, [2, 1])
  }

  func testAsSharedSequenceWithRecoveryAndDebug() {
    assertMarbles { m in
      let xs = m.hot("^1#", error: SignInError(reason: "x"))
      m.expect("      -1('-1'|)") {
        xs.asSharedSequence(
          sharingStrategy: SignalSharingStrategy.self,
          onErrorRecover: { _ in Signal.just(-1) }
        )
        .debug("numbers", trimOutput: true)
        .asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0)
      }
    }
  }

  // MARK: Infallible

  func testInfallibleBindsToObserversRelaysAndFunctions() {
    let publish = PublishRelay<Int>()
    let optionalPublish = PublishRelay<Int?>()
    let behavior = BehaviorRelay<Int>(value: 0)
    let optionalBehavior = BehaviorRelay<Int?>(value: nil)
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
    let subject = PublishSubject<Int>()
    let optionalSubject = PublishSubject<Int?>()
    var seen: [String] = []
    let disposeBag = DisposeBag()
    subject.subscribe(onNext: { seen.append("subject \($0)") }).disposed(by: disposeBag)
    optionalSubject.subscribe(onNext: { seen.append("optional \(String(describing: $0))") })
      .disposed(by: disposeBag)

    let numbers = Infallible.of(1, 2)
    numbers.bind(to: subject).disposed(by: disposeBag)
    numbers.bind(to: optionalSubject).disposed(by: disposeBag)
    numbers.bind(to: publish, publish).disposed(by: disposeBag)
    numbers.bind(to: optionalPublish).disposed(by: disposeBag)
    numbers.bind(to: behavior).disposed(by: disposeBag)
    numbers.bind(to: optionalBehavior).disposed(by: disposeBag)
    numbers.bind(to: replay).disposed(by: disposeBag)
    numbers.bind(to: optionalReplay).disposed(by: disposeBag)
    numbers.bind(onNext: { seen.append("onNext \($0)") }).disposed(by: disposeBag)
    let total = numbers.bind(to: { (numbers: Infallible<Int>) -> Int in
      var sum = 0
      _ = numbers.subscribe(onNext: { sum += $0 })
      return sum
    })
    let scaled = numbers.bind(
      to: { (numbers: Infallible<Int>) in
        { (factor: Int) -> [Int] in
          var result: [Int] = []
          _ = numbers.subscribe(onNext: { result.append($0 * factor) })
          return result
        }
      }, curriedArgument: 3)

    XCTAssertEqual(
      seen,
      [
        "subject 1", "subject 2", "optional Optional(1)", "optional Optional(2)", "onNext 1",
        "onNext 2",
      ])
    XCTAssertEqual(behavior.value, 2)
    XCTAssertEqual(optionalBehavior.value, 2)
    XCTAssertEqual(total, 3)
    XCTAssertEqual(scaled, [3, 6])
    var replayed: [Int?] = []
    replay.subscribe(onNext: { replayed.append($0) }).dispose()
    optionalReplay.subscribe(onNext: { replayed.append($0) }).dispose()
    XCTAssertEqual(replayed, [2, 2])
  }

  func testInfallibleTakeSkipShareAndDoInVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let stop = scheduler.createHotObservable([.next(235, "stop")])
    let start = scheduler.createHotObservable([.next(215, ())])
    let numbers = xs.asInfallible(onErrorJustReturn: -1)
    let log = scheduler.createObserver(String.self)
    let disposeBag = DisposeBag()
    func record(_ name: String, _ sequence: Infallible<Int>) {
      sequence.subscribe(onNext: { log.onNext("\(name) \($0)") }).disposed(by: disposeBag)
    }
    scheduler.scheduleAt(200) {
      record("take", numbers.take(1))
      record("takeFor", numbers.take(for: .seconds(15), scheduler: scheduler))
      record("takeUntilInfallible", numbers.take(until: stop.asInfallible(onErrorJustReturn: "")))
      record("takeUntilObservable", numbers.take(until: stop.asObservable()))
      record("takeUntilPredicate", numbers.take(until: { $0 == 2 }, behavior: .inclusive))
      record("takeWhile", numbers.take(while: { $0 < 2 }, behavior: .exclusive))
      record("skip", numbers.skip(3))
      record("skipWhile", numbers.skip(while: { $0 < 4 }))
      record("skipUntil", numbers.skip(until: start.asObservable()))
      record(
        "shared",
        numbers.share(replay: 1, scope: .whileConnected)
          .do(
            onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, afterCompleted: {},
            onSubscribe: { log.onNext("subscribing") }, onSubscribed: {},
            onDispose: { log.onNext("disposed") }))
    }
    scheduler.start()
    XCTAssertEqual(
      log.events.map(\.value.element!),
      [
        "subscribing",
        "take 1", "takeFor 1", "takeUntilInfallible 1", "takeUntilObservable 1",
        "takeUntilPredicate 1", "takeWhile 1", "shared 1",
        "takeUntilInfallible 2", "takeUntilObservable 2", "takeUntilPredicate 2", "skipUntil 2",
        "shared 2",
        "takeUntilInfallible 3", "takeUntilObservable 3", "skipUntil 3", "shared 3",
        "skip 4", "skipWhile 4", "skipUntil 4", "shared 4", "disposed",
      ])
  }

  func testInfallibleThrowingClosuresAndComposition() {
    let catalog = Catalog(
      pages: PublishRelay(), refresh: BehaviorRelay(value: 0),
      history: ReplayRelay.create(
        bufferSize: 2))
    var steps: [Step] = []
    let disposeBag = DisposeBag()
    catalog.steps().subscribe(onNext: { steps.append($0) }).disposed(by: disposeBag)
    catalog.pages.accept(1)
    XCTAssertEqual(steps, [.loading, .loaded(10)])

    let owner = Counter()
    var events: [String] = []
    Infallible<Int>.deferred { Infallible.from([1, 1, 2, 3]) }
      .distinctUntilChanged { (lhs: Int, rhs: Int) throws -> Bool in lhs == rhs }
      .distinctUntilChanged({ (element: Int) throws -> Int in element }, comparer: { $0 == $1 })
      .distinctUntilChanged { (element: Int) throws -> Int in element % 10 }
      .withLatestFrom(catalog.refresh.asInfallible()) { element, refresh throws in
        element + refresh
      }
      .concat(Infallible.concat([Infallible.just(4)]))
      .concat(Infallible.concat(AnySequence([Infallible.just(5)])))
      .withUnretained(owner)
      .map { owner, element in owner.count + element }
      .withUnretained(owner) { owner, element in "\(element)" }
      .subscribe(onNext: { events.append($0) })
      .disposed(by: disposeBag)
    XCTAssertEqual(events, ["1", "2", "3", "4", "5"])

    let create = Infallible<String>.create {
      (observer: @escaping Infallible<String>.InfallibleObserver) in
      observer(.next("a"))
      observer(InfallibleEvent.completed)
      return Disposables.create()
    }
    var converted: [Event<String>] = []
    _ = create.subscribe { converted.append($0) }
    XCTAssertEqual(converted, [InfallibleEvent.next("a").event, InfallibleEvent.completed.event])

    catalog.history.accept(1)
    catalog.history.accept(2)
    var history: [Int] = []
    catalog.history.asInfallible().subscribe(onNext: { history.append($0) }).dispose()
    catalog.refresh.asInfallible().subscribe(onNext: { history.append($0) }).dispose()
    XCTAssertEqual(history, [1, 2, 0])

    let failing = Infallible<Int>.deferred { throw SignInError(reason: "factory") }
    var ended: [String] = []
    failing.debug("failing").subscribe(
      onNext: { _ in ended.append("next") }, onCompleted: { ended.append("completed") },
      onDisposed: { ended.append("disposed") }
    ).disposed(by: disposeBag)
    XCTAssertEqual(ended, ["disposed"])
  }

  // MARK: RxCocoa types

  func testControlEventsPropertiesErrorsAndDataSources() throws {
    let text = BehaviorSubject<String?>(value: "draft")
    let property = ControlProperty(values: text, valueSink: text)
    let taps = PublishSubject<Void>()
    let event = ControlEvent<Void>(events: taps)
    var seen: [String] = []
    let disposeBag = DisposeBag()

    func observe<Property: ControlPropertyType>(_ property: Property)
    where Property.Element == String? {
      property.asControlProperty().orEmpty
        .subscribe(onNext: { seen.append("text \($0)") })
        .disposed(by: disposeBag)
    }
    func observe<Event: ControlEventType>(taps: Event) where Event.Element == Void {
      taps.asControlEvent().asSignal()
        .emit(onNext: { seen.append("tap") })
        .disposed(by: disposeBag)
    }
    observe(property)
    observe(taps: event)
    property.changed.asDriver()
      .drive(onNext: { seen.append("changed \(String(describing: $0))") })
      .disposed(by: disposeBag)
    property.asDriver().drive().disposed(by: disposeBag)
    property.asSignal().emit().disposed(by: disposeBag)
    event.asDriver().drive().disposed(by: disposeBag)
    event.asInfallible().subscribe().disposed(by: disposeBag)
    property.onNext(nil)
    taps.onNext(())
    XCTAssertEqual(seen, ["text draft", "text ", "changed nil", "tap"])

    let error: Error = RxCocoaError.castingError(object: 1, targetType: String.self)
    if case RxCocoaError.castingError(_, let targetType)? = error as? RxCocoaError {
      XCTAssertTrue(targetType == String.self)
    } else {
      XCTFail("\(error)")
    }
    XCTAssertEqual(RxCocoaError.unknown.debugDescription, "An unknown error occurred.")

    let dataSource: SectionedViewDataSourceType = Rows(titles: [["Parasite"]])
    XCTAssertEqual(try dataSource.model(at: [0, 0]) as? String, "Parasite")
  }
}
