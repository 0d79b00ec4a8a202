import Dispatch
import Foundation
import Reactive
import ReactiveTest
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// RxSwift 6 and RxCocoa code for the core API (operators, creation, disposables, schedulers,
// Hooks, subjects, the `.rx` namespace and binders), written as RxSwift users write it and
// compiled unchanged against `import Reactive` / `import ReactiveTest`. If a name, a label or a
// signature drifts from RxSwift's, this file stops compiling.

// MARK: - A view and its reactive extensions, as RxCocoa code defines them

private final class ProgressView: ReactiveCompatible {
  var title = ""
  var progress: Double = 0
  var isHidden = true
}

extension Reactive where Base: ProgressView {
  fileprivate var progress: Binder<Double> {
    Binder(base) { view, progress in view.progress = progress }
  }

  fileprivate var isLoading: Binder<Bool> {
    Binder(base, scheduler: CurrentThreadScheduler.instance) { view, loading in
      view.isHidden = !loading
    }
  }
}

private final class DownloadScreen {
  let view = ProgressView()
  let disposeBag = DisposeBag()
  var log: [String] = []

  func bind(progress: Observable<Double>, titles: Observable<String>) {
    progress.bind(to: view.rx.progress).disposed(by: disposeBag)
    progress.map { $0 < 1 }.bind(to: view.rx.isLoading).disposed(by: disposeBag)
    titles.bind(to: view.rx.title).disposed(by: disposeBag)
    titles
      .bind(with: self) { owner, title in owner.log.append("bound \(title)") }
      .disposed(by: disposeBag)
    titles
      .withUnretained(self)
      .subscribe(onNext: { owner, title in owner.log.append("unretained \(title)") })
      .disposed(by: disposeBag)
    titles
      .withUnretained(self) { owner, title in "\(owner.view.title)|\(title)" }
      .subscribe(
        with: self,
        onNext: { owner, pair in owner.log.append("pair \(pair)") },
        onError: { owner, error in owner.log.append("error \(error)") },
        onCompleted: { owner in owner.log.append("completed") },
        onDisposed: { owner in owner.log.append("disposed") }
      )
      .disposed(by: disposeBag)
  }
}

private struct Release: Decodable, Equatable {
  let title: String
  let year: Int
}

final class CoreAPICompatibilityTests: ReactiveTestCase {
  func testBindersAndTheRxNamespaceDriveAView() {
    let screen = DownloadScreen()
    screen.bind(progress: .of(0.5, 1), titles: .just("Parasite"))
    XCTAssertEqual(screen.view.progress, 1)
    XCTAssertTrue(screen.view.isHidden)
    XCTAssertEqual(screen.view.title, "Parasite")
    XCTAssertEqual(
      screen.log,
      [
        "bound Parasite", "unretained Parasite", "pair Parasite|Parasite", "completed",
        "disposed",
      ])
    let reactive: Reactive<ProgressView> = screen.view.rx
    XCTAssertTrue(reactive.base === screen.view)
    let binder = Binder<String>(screen.view) { view, title in view.title = title }
    binder.on(.next("Minari"))
    _ = binder.asObserver()
    XCTAssertEqual(screen.view.title, "Minari")
  }

  func testGroupByInVirtualTime() {
    assertMarbles { m in
      let xs = m.hot("^'apple'   'banana'   'avocado'   ------|", of: String.self)
      m.expect("      -'a: apple''b: banana''a: avocado'------|") {
        xs.groupBy(keySelector: { $0.prefix(1) })
          .flatMap { (group: GroupedObservable<Substring, String>) in
            group.asObservable().map { "\(group.key): \($0)" }
          }
      }
    }
    let group = GroupedObservable(key: 1, source: Observable.of(1, 2))
    XCTAssertEqual(try group.toBlocking().toArray(), [1, 2])
  }

  func testSingleIfEmptyCatchSequenceAndSkipInVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let single = scheduler.start { xs.single() }
    XCTAssertEqual(single.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])

    let ys = scheduler.createColdObservable([.next(10, 4), .next(20, 6), .completed(30)])
    let even = scheduler.start(created: 1_000, subscribed: 1_100, disposed: 2_000) {
      ys.single { $0 > 5 }.ifEmpty(default: 0).skip(.seconds(5), scheduler: scheduler)
    }
    XCTAssertEqual(even.events, [.next(1_120, 6), .completed(1_130)])

    let empty = scheduler.start(created: 2_000, subscribed: 2_100, disposed: 3_000) {
      Observable<Int>.empty().ifEmpty(switchTo: .just(9))
    }
    XCTAssertEqual(empty.events, [.next(2_100, 9), .completed(2_100)])

    let recovered = scheduler.start(created: 3_000, subscribed: 3_100, disposed: 4_000) {
      Observable.catch(sequence: [Observable.error(TestError("offline")), .just(7)])
    }
    XCTAssertEqual(recovered.events, [.next(3_100, 7), .completed(3_100)])
  }

  func testUsingDecodeAndTimersOnTraits() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let disposed = BooleanDisposable()
    let releases = scheduler.start {
      Observable.using({ disposed }) { _ in
        Observable.just(Data(#"{"title":"Minari","year":2020}"#.utf8))
          .decode(type: Release.self, decoder: JSONDecoder())
      }
    }
    XCTAssertEqual(
      releases.events, [.next(200, Release(title: "Minari", year: 2020)), .completed(200)])
    XCTAssertTrue(disposed.isDisposed)

    let timer = scheduler.start(created: 1_000, subscribed: 1_100, disposed: 2_000) {
      Single.using(
        { BooleanDisposable() },
        primitiveSequenceFactory: { _ in
          Single<Int>.timer(.seconds(10), scheduler: scheduler)
        }
      )
      .asObservable()
    }
    XCTAssertEqual(timer.events, [.next(1_110, 0), .completed(1_110)])
    let maybe = try Maybe<Int>.timer(.milliseconds(1), scheduler: MainScheduler.instance)
      .asObservable().toBlocking().first()
    XCTAssertEqual(maybe, 0)
  }

  func testDebugOnTraitsPrintsAsRxSwift() {
    let output = captureStandardOutput {
      _ = Single.just(1).debug("single").subscribe(onSuccess: { _ in })
      _ = Maybe<Int>.empty().debug("maybe", trimOutput: true).subscribe()
      _ = Completable.empty().debug().subscribe()
    }
    XCTAssertEqual(output.split(separator: "\n").count, 4 + 3 + 3)
  }

  func testDisposablesAsInRxSwift() {
    var log: [String] = []
    let shared = RefCountDisposable(disposable: Disposables.create { log.append("shared") })
    let reference = shared.retain()
    shared.dispose()
    XCTAssertFalse(shared.isDisposed)
    reference.dispose()
    XCTAssertTrue(shared.isDisposed)

    let four = Disposables.create(
      Disposables.create { log.append("1") }, Disposables.create { log.append("2") },
      Disposables.create { log.append("3") }, Disposables.create { log.append("4") })
    four.dispose()
    let five = CompositeDisposable(
      Disposables.create { log.append("a") }, Disposables.create { log.append("b") },
      Disposables.create { log.append("c") }, Disposables.create { log.append("d") },
      Disposables.create { log.append("e") })
    five.dispose()
    let bases: [DisposeBase] = [DisposeBag(), SerialDisposable(), five, shared]
    XCTAssertEqual(bases.count, 4)
    XCTAssertEqual(log, ["shared", "1", "2", "3", "4", "a", "b", "c", "d", "e"])
  }

  func testSchedulersAsInRxSwift() throws {
    let queue = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
    XCTAssertTrue(scheduler.operationQueue === queue)
    XCTAssertEqual(scheduler.queuePriority, .high)
    let values = try Observable.of(1, 2, 3).observe(on: scheduler).toBlocking().toArray()
    XCTAssertEqual(values, [1, 2, 3])

    let serial: SerialDispatchQueueScheduler = MainScheduler()
    _ = serial
    let interval: SerialDispatchQueueScheduler.TimeInterval = 0.5
    let time: ConcurrentDispatchQueueScheduler.Time = Date(timeIntervalSince1970: interval)
    let mainInterval: ConcurrentMainScheduler.TimeInterval = time.timeIntervalSince1970
    let mainTime: ConcurrentMainScheduler.Time = time
    XCTAssertEqual(mainInterval, 0.5)
    XCTAssertEqual(mainTime, time)
  }

  func testHooksAsInRxSwift() {
    let previousHandler = Hooks.defaultErrorHandler
    let previousCapture = Hooks.customCaptureSubscriptionCallstack
    defer {
      Hooks.defaultErrorHandler = previousHandler
      Hooks.customCaptureSubscriptionCallstack = previousCapture
      Hooks.recordCallStackOnError = false
    }
    var reported: [String] = []
    let handler: Hooks.DefaultErrorHandler = { callStack, error in
      reported.append("\(error) at \(callStack.joined(separator: ","))")
    }
    let capture: Hooks.CustomCaptureSubscriptionCallstack = { ["main.swift:1"] }
    Hooks.defaultErrorHandler = handler
    Hooks.customCaptureSubscriptionCallstack = capture
    Hooks.recordCallStackOnError = true
    _ = Observable<Int>.error(TestError("boom")).subscribe()
    XCTAssertEqual(reported, ["boom at main.swift:1"])
  }

  func testSubjectsAreTheirOwnObservers() {
    let publish = PublishSubject<Int>()
    let behavior = BehaviorSubject(value: 0)
    let replay = ReplaySubject<Int>.createUnbounded()
    let async = AsyncSubject<Int>()
    let observers:
      (PublishSubject<Int>, BehaviorSubject<Int>, ReplaySubject<Int>, AsyncSubject<Int>) =
        (publish.asObserver(), behavior.asObserver(), replay.asObserver(), async.asObserver())
    observers.2.onNext(5)
    XCTAssertEqual(try replay.toBlocking(timeout: 0.1).first(), 5)
    XCTAssertTrue(observers.0 === publish && observers.1 === behavior && observers.3 === async)
  }

  func testRxObservableAndAsyncBridgesAsInRxSwift() async throws {
    let titles: RxObservable<String> = .of("Parasite")
    let collected = try await titles.toArray().value
    XCTAssertEqual(collected, ["Parasite"])
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    continuation.yield(1)
    continuation.finish()
    let streamed = try await stream.asObservable(priority: .medium).toArray().value
    XCTAssertEqual(streamed, [1])
    let detached = Single<Int>.create(detached: true, priority: .low) { 3 }
    let value = try await detached.value
    XCTAssertEqual(value, 3)
  }

  func testFoundationExtensionsAsInRxCocoa() {
    let center = NotificationCenter()
    let name = Notification.Name("CoreAPICompatibilityTests")
    var posted = 0
    let subscription = center.rx.notification(name, object: nil)
      .subscribe(onNext: { _ in posted += 1 })
    center.post(name: name, object: nil)
    subscription.dispose()
    XCTAssertEqual(posted, 1)

    let previous = URLSession.rx.shouldLogRequest
    URLSession.rx.shouldLogRequest = { _ in false }
    defer { URLSession.rx.shouldLogRequest = previous }
    let session = URLSession.shared
    let url = URL(string: "data:text/plain,x")!
    let calls: [Observable<String>] = [
      session.rx.response(request: URLRequest(url: url)).map { "\($0.response.statusCode)" },
      session.rx.data(request: URLRequest(url: url)).map { "\($0.count)" },
      session.rx.json(request: URLRequest(url: url), options: []).map { "\($0)" },
      session.rx.json(url: url).map { "\($0)" },
    ]
    for call in calls {
      XCTAssertThrowsError(try call.toBlocking(timeout: 10).first()) { error in
        guard case .nonHTTPResponse? = error as? RxCocoaURLError else {
          return XCTFail("expected nonHTTPResponse, got \(error)")
        }
      }
    }
  }
}
