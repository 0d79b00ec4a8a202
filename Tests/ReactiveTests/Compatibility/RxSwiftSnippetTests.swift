import Foundation
import Reactive
import ReactiveTest
import XCTest

// Code written the way RxSwift 6 + RxRelay + RxTest code is written, compiled unchanged against
// `import Reactive` / `import ReactiveTest`. If a name or a signature drifts from RxSwift's, this
// file stops compiling.

private struct Repository: Equatable {
  let name: String
  let stars: Int
}

private enum SearchError: Error {
  case offline
}

private protocol SearchService {
  func search(_ query: String) -> Observable<[Repository]>
}

private final class SearchViewModel {
  let query = BehaviorRelay<String>(value: "")
  let refresh = PublishRelay<Void>()
  let results: Observable<[Repository]>
  let isLoading: Observable<Bool>
  private let loading = BehaviorSubject<Bool>(value: false)
  private let disposeBag = DisposeBag()

  init(service: any SearchService, scheduler: any SchedulerType) {
    let loading = self.loading
    let queries = Observable.merge(
      query.asObservable()
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .distinctUntilChanged()
        .debounce(.milliseconds(300), scheduler: scheduler),
      refresh.withLatestFrom(query.asObservable())
    )
    .filter { !$0.isEmpty }

    results =
      queries
      .do(onNext: { _ in loading.onNext(true) })
      .flatMapLatest { query in
        service.search(query)
          .retry(2)
          .catchAndReturn([])
          .do(onDispose: { loading.onNext(false) })
      }
      .map { $0.sorted { $0.stars > $1.stars } }
      .share(replay: 1, scope: .whileConnected)

    isLoading = loading.asObservable().distinctUntilChanged()

    results
      .map(\.count)
      .scan(0, accumulator: +)
      .subscribe(onNext: { _ in })
      .disposed(by: disposeBag)
  }
}

private struct StubSearch: SearchService {
  let scheduler: TestScheduler

  func search(_ query: String) -> Observable<[Repository]> {
    if query == "offline" {
      return Observable.error(SearchError.offline)
    }
    return Observable.just([
      Repository(name: query, stars: 1), Repository(name: "\(query)2", stars: 5),
    ])
    .delay(.milliseconds(10), scheduler: scheduler)
  }
}

final class RxSwiftSnippetTests: ReactiveTestCase {
  func testAViewModelWrittenForRxSwiftRunsInVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let viewModel = SearchViewModel(service: StubSearch(scheduler: scheduler), scheduler: scheduler)
    let results = scheduler.createObserver([String].self)
    let disposeBag = DisposeBag()
    viewModel.results.map { $0.map(\.name) }.subscribe(results).disposed(by: disposeBag)

    scheduler.scheduleAt(100) { viewModel.query.accept(" rx ") }
    scheduler.scheduleAt(1_000) { viewModel.query.accept("offline") }
    scheduler.scheduleAt(2_000) { viewModel.refresh.accept(()) }
    scheduler.start()

    XCTAssertEqual(
      results.events,
      [
        .next(410, ["rx2", "rx"]),
        .next(1_300, []),
        .next(2_000, []),
      ])
  }

  func testCreateDisposablesAndSubjectsCompileAsInRxSwift() {
    var log: [String] = []
    let ticks = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.on(.next(2))
      observer.onCompleted()
      return Disposables.create { log.append("disposed") }
    }
    let composite = CompositeDisposable()
    let key = composite.insert(ticks.subscribe(onNext: { log.append("next \($0)") }))
    if let key { composite.remove(for: key) }
    let serial = SerialDisposable()
    serial.disposable = Disposables.create { log.append("serial") }
    serial.dispose()
    let subject = ReplaySubject<String>.create(bufferSize: 1)
    subject.onNext("a")
    let bag = DisposeBag {
      subject.subscribe(onNext: { log.append($0) })
    }
    _ = bag
    XCTAssertEqual(log, ["next 1", "next 2", "disposed", "serial", "a"])
  }

  func testRxTestStyleAssertionsCompile() {
    assertMarbles { m in
      let xs = m.hot("           1----^23|")
      m.expect("                      046|") { xs.map { $0 * 2 }.startWith(0) }
      m.expectSubscriptions(xs, "     ^--!")
    }
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
  }
}
