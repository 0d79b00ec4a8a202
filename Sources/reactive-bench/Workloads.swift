import Foundation
import RxSwift

/// The workloads, in the order they are reported.
enum Workloads {
  static var all: [Workload] {
    [
      w1Range, w1Create, w2(subscribers: 100), w3, w4, w4Publish, w5(size: 100_000), w6Subject,
      w6Relay, w7, w8CombineLatest, w8Zip, w9FlatMap, w9FlatMapLatest, w9Retry,
      w10Lock(threads: 1), w10Lock(threads: 2),
    ] + threaded
  }

  static var scaling: [Workload] {
    [1, 5, 20].map { w1Chain(length: $0) }
      + [1, 10, 100, 1_000].map { w2(subscribers: $0) }
      + [1_000, 10_000, 100_000].map { w5(size: $0) }
  }

  /// The `map` → `filter` → `compactMap` pipeline of the operator-chain workloads, on any source.
  static func w1Pipeline(_ source: Observable<Int>) -> Observable<Int> {
    source.map { $0 &* 2 }.filter { $0 % 3 == 0 }.compactMap { $0 % 2 == 0 ? $0 : nil }
  }

  static func w1Closures(_ size: Int) -> Int {
    let sum = Accumulator()
    let compactMap = makeCompactMapStage({ $0 % 2 == 0 ? $0 : nil }, makeSubscriber(sum))
    let filter = makeFilterStage({ $0 % 3 == 0 }, compactMap)
    let map = makeMapStage({ $0 &* 2 }, filter)
    for value in 0..<size { map(value) }
    return sum.value
  }

  static func w1Naive(_ size: Int) -> Int {
    var sum = 0
    for value in 0..<size {
      let doubled = value &* 2
      if doubled % 3 == 0 && doubled % 2 == 0 { sum &+= doubled }
    }
    return sum
  }

  static var w1Range: Workload {
    Workload(
      id: "W1", title: "range → map → filter → compactMap → sum", unit: "element",
      fullSize: 1_000_000, quickSize: 10_000, allocationsAreMarginal: true,
      ours: { size in
        let sum = Accumulator()
        _ = w1Pipeline(Observable.range(start: 0, count: size)).subscribe(onNext: {
          sum.value &+= $0
        })
        return sum.value
      },
      closures: w1Closures, naive: w1Naive)
  }

  static var w1Create: Workload {
    Workload(
      id: "W1-create", title: "create loop → map → filter → compactMap → sum", unit: "element",
      fullSize: 1_000_000, quickSize: 10_000, allocationsAreMarginal: true,
      ours: { size in
        let sum = Accumulator()
        let source = Observable<Int>.create { observer in
          for value in 0..<size { observer.onNext(value) }
          observer.onCompleted()
          return Disposables.create()
        }
        _ = w1Pipeline(source).subscribe(onNext: { sum.value &+= $0 })
        return sum.value
      },
      closures: w1Closures, naive: w1Naive)
  }

  static func w1Chain(length: Int) -> Workload {
    Workload(
      id: "W1-map\(length)", title: "range → \(length) × map → sum", unit: "element",
      fullSize: 1_000_000, quickSize: 10_000, allocationsAreMarginal: true,
      ours: { size in
        let sum = Accumulator()
        var chain = Observable.range(start: 0, count: size)
        for _ in 0..<length { chain = chain.map { $0 &+ 1 } }
        _ = chain.subscribe(onNext: { sum.value &+= $0 })
        return sum.value
      },
      closures: { size in
        let sum = Accumulator()
        var head = makeSubscriber(sum)
        for _ in 0..<length { head = makeMapStage({ $0 &+ 1 }, head) }
        for value in 0..<size { head(value) }
        return sum.value
      },
      naive: { size in
        var sum = 0
        for value in 0..<size { sum &+= value &+ length }
        return sum
      })
  }

  static func w2(subscribers: Int) -> Workload {
    Workload(
      id: subscribers == 100 ? "W2" : "W2-subscribers\(subscribers)",
      title: "PublishSubject, \(subscribers) subscribers, each sums", unit: "delivery",
      fullSize: 10_000_000, quickSize: 100_000, allocationsAreMarginal: true,
      ours: { size in
        let subject = PublishSubject<Int>()
        let sums = (0..<subscribers).map { _ in Accumulator() }
        let bag = DisposeBag()
        for sum in sums {
          subject.subscribe(onNext: { sum.value &+= $0 }).disposed(by: bag)
        }
        for value in 0..<(size / subscribers) { subject.onNext(value) }
        return sums.reduce(0) { $0 &+ $1.value }
      },
      closures: { size in
        let subject = ClosureSubject()
        let sums = (0..<subscribers).map { _ in Accumulator() }
        for sum in sums { _ = subject.subscribe(makeSubscriber(sum)) }
        let observers = subject.snapshot()
        for value in 0..<(size / subscribers) {
          for observer in observers { observer(value) }
        }
        return sums.reduce(0) { $0 &+ $1.value }
      },
      naive: { size in
        var sum = 0
        for value in 0..<(size / subscribers) { sum &+= value &* subscribers }
        return sum
      })
  }

  static var w3: Workload {
    Workload(
      id: "W3", title: "just(i).map.subscribe, then dispose", unit: "subscription",
      fullSize: 100_000, quickSize: 2_000, allocationsAreMarginal: false,
      ours: { size in
        let sum = Accumulator()
        for value in 0..<size {
          let subscription = Observable.just(value).map { $0 &+ 1 }
            .subscribe(onNext: { sum.value &+= $0 })
          subscription.dispose()
        }
        return sum.value
      },
      closures: { size in
        let sum = Accumulator()
        for value in 0..<size {
          let source = makeMappedSource(makeJustSource(value), { $0 &+ 1 })
          source(makeSubscriber(sum))
        }
        return sum.value
      },
      naive: { size in
        var sum = 0
        for value in 0..<size { sum &+= value &+ 1 }
        return sum
      })
  }

  static func w5(size: Int) -> Workload {
    Workload(
      id: size == 100_000 ? "W5" : "W5-\(size)",
      title: "\(size) subject subscriptions into a DisposeBag, bag released",
      unit: "subscription", fullSize: size, quickSize: min(size, 2_000),
      allocationsAreMarginal: false,
      ours: { size in
        let subject = PublishSubject<Int>()
        var bag: DisposeBag? = DisposeBag()
        for _ in 0..<size {
          subject.subscribe(onNext: { _ in }).disposed(by: bag!)
        }
        bag = nil
        return subject.hasObservers ? -1 : size
      },
      closures: { size in
        let subject = ClosureSubject()
        var cancels: [() -> Void] = []
        for _ in 0..<size { cancels.append(subject.subscribe(opaque { _ in })) }
        for cancel in cancels { cancel() }
        return subject.isEmpty ? size : -1
      },
      naive: { size in
        // The bare limit: each subscriber appended to an array, released with it.
        var subscribers: [(Int) -> Void] = []
        for _ in 0..<size { subscribers.append(opaque { _ in }) }
        let count = subscribers.count
        subscribers = []
        return count
      }, isNaiveABaseline: true)
  }

  /// The `BehaviorSubject` workload as closures: a stored value and ten subscribers, each told the
  /// value when it subscribes and whenever it is set.
  static func w6Closures(_ size: Int) -> Int {
    let subscribers = 10
    let sums = (0..<subscribers).map { _ in Accumulator() }
    let subject = ClosureSubject()
    var current = 0
    for sum in sums {
      let observer = makeSubscriber(sum)
      observer(current)
      _ = subject.subscribe(observer)
    }
    let observers = subject.snapshot()
    for value in 0..<(size / subscribers) {
      current = value
      for observer in observers { observer(current) }
    }
    return sums.reduce(0) { $0 &+ $1.value }
  }

  static func w6Naive(_ size: Int) -> Int {
    var sum = 0
    for value in 0..<(size / 10) { sum &+= value &* 10 }
    return sum
  }

  static var w6Subject: Workload {
    Workload(
      id: "W6", title: "BehaviorSubject, 10 subscribers, values set", unit: "delivery",
      fullSize: 1_000_000, quickSize: 20_000, allocationsAreMarginal: true,
      ours: { size in
        let subject = BehaviorSubject(value: 0)
        let sums = (0..<10).map { _ in Accumulator() }
        let bag = DisposeBag()
        for sum in sums {
          subject.subscribe(onNext: { sum.value &+= $0 }).disposed(by: bag)
        }
        for value in 0..<(size / 10) { subject.onNext(value) }
        return sums.reduce(0) { $0 &+ $1.value }
      },
      closures: w6Closures, naive: w6Naive)
  }

  static var w6Relay: Workload {
    Workload(
      id: "W6-relay", title: "BehaviorRelay, 10 subscribers, values accepted", unit: "delivery",
      fullSize: 1_000_000, quickSize: 20_000, allocationsAreMarginal: true,
      ours: { size in
        let relay = BehaviorRelay(value: 0)
        let sums = (0..<10).map { _ in Accumulator() }
        let bag = DisposeBag()
        for sum in sums {
          relay.subscribe(onNext: { sum.value &+= $0 }).disposed(by: bag)
        }
        for value in 0..<(size / 10) { relay.accept(value) }
        return sums.reduce(0) { $0 &+ $1.value }
      },
      closures: w6Closures, naive: w6Naive)
  }

  /// W4: a cold source shared with `share(replay: 1, scope: .whileConnected)` by ten subscribers
  /// that are all attached before it starts sending.
  static var w4: Workload {
    Workload(
      id: "W4", title: "cold source shared (replay 1, whileConnected) by 10 subscribers",
      unit: "delivery", fullSize: 1_000_000, quickSize: 20_000, allocationsAreMarginal: true,
      ours: { size in
        var start: (() -> Void)?
        let source = Observable<Int>.create { observer in
          start = {
            for value in 0..<(size / 10) { observer.onNext(value) }
            observer.onCompleted()
          }
          return Disposables.create()
        }
        let shared = source.share(replay: 1, scope: .whileConnected)
        let sums = (0..<10).map { _ in Accumulator() }
        let bag = DisposeBag()
        for sum in sums {
          shared.subscribe(onNext: { sum.value &+= $0 }).disposed(by: bag)
        }
        start?()
        // `start` holds the source's observer, which holds the shared sequence, which holds the
        // source, which holds `start`: the cycle would outlive the run, as it would in RxSwift.
        start = nil
        return sums.reduce(0) { $0 &+ $1.value }
      },
      closures: { size in
        let sums = (0..<10).map { _ in Accumulator() }
        let subject = ClosureSubject()
        for sum in sums { _ = subject.subscribe(makeSubscriber(sum)) }
        let observers = subject.snapshot()
        var latest: Int?
        let share = makeReplayingStage(observers) { latest = $0 }
        for value in 0..<(size / 10) { share(value) }
        return latest == nil ? -1 : sums.reduce(0) { $0 &+ $1.value }
      },
      naive: w6Naive)
  }

  /// W4-publish: a cold source published with `publish()` to ten subscribers, then connected.
  static var w4Publish: Workload {
    Workload(
      id: "W4-publish", title: "cold source published (publish + connect) to 10 subscribers",
      unit: "delivery", fullSize: 1_000_000, quickSize: 20_000, allocationsAreMarginal: true,
      ours: { size in
        let source = Observable<Int>.create { observer in
          for value in 0..<(size / 10) { observer.onNext(value) }
          observer.onCompleted()
          return Disposables.create()
        }
        let published = source.publish()
        let sums = (0..<10).map { _ in Accumulator() }
        let bag = DisposeBag()
        for sum in sums {
          published.subscribe(onNext: { sum.value &+= $0 }).disposed(by: bag)
        }
        published.connect().disposed(by: bag)
        return sums.reduce(0) { $0 &+ $1.value }
      },
      closures: w2(subscribers: 10).closures, naive: w6Naive)
  }

  /// W7: a search screen's view model. Queries typed into a `PublishSubject` are trimmed, repeats
  /// dropped, each looked up with `flatMapLatest` over `just(results)`, the results formatted
  /// into ten rows and shared, replaying the latest rows, with three views; a unit is one query.
  static var w7: Workload {
    Workload(
      id: "W7",
      title: "view model: query → trim → distinctUntilChanged → flatMapLatest(just) → 10 rows "
        + "→ share(replay: 1), 3 views",
      unit: "query", fullSize: 200_000, quickSize: 2_000, allocationsAreMarginal: true,
      ours: { size in
        let queries = PublishSubject<String>()
        let rows = queries.map(SearchScreen.trimmed)
          .distinctUntilChanged()
          .flatMapLatest { Observable.just(SearchScreen.search($0)) }
          .map(SearchScreen.rows)
          .share(replay: 1)
        let sums = SearchScreen.views.map { _ in Accumulator() }
        let bag = DisposeBag()
        for (view, sum) in zip(SearchScreen.views, sums) {
          rows.subscribe(onNext: { view(sum, $0) }).disposed(by: bag)
        }
        for index in 0..<size { queries.onNext(SearchScreen.query(index)) }
        return sums.reduce(0) { $0 &+ $1.value }
      },
      closures: { size in
        let sums = SearchScreen.views.map { _ in Accumulator() }
        let views = ContiguousArray(
          zip(SearchScreen.views, sums).map { view, sum in opaque { view(sum, $0) } })
        var latest: [String]?
        let share = makeSharedRowsStage(views) { latest = $0 }
        let rows = makeRowsStage(SearchScreen.rows, share)
        let search = makeSearchStage({ makeJustResultsSource(SearchScreen.search($0)) }, rows)
        let distinct = makeDistinctQueryStage(search)
        let trim = makeQueryStage(SearchScreen.trimmed, distinct)
        for index in 0..<size { trim(SearchScreen.query(index)) }
        return latest == nil ? -1 : sums.reduce(0) { $0 &+ $1.value }
      },
      naive: { size in
        let sums = SearchScreen.views.map { _ in Accumulator() }
        var last: String?
        for index in 0..<size {
          let query = SearchScreen.trimmed(SearchScreen.query(index))
          if query == last { continue }
          last = query
          let rows = SearchScreen.rows(SearchScreen.search(query))
          for (view, sum) in zip(SearchScreen.views, sums) { view(sum, rows) }
        }
        return sums.reduce(0) { $0 &+ $1.value }
      })
  }

  /// W8-combineLatest: two subjects combined by `combineLatest`, sent to in turn; a unit is one
  /// element sent.
  static var w8CombineLatest: Workload {
    w8(
      id: "W8-combineLatest", operator: "combineLatest",
      ours: { Observable.combineLatest($0, $1) { $0 &+ $1 } },
      closureStage: makeCombineLatestStage,
      naive: { size in
        var sum = 0
        for value in 0..<(size / 2) {
          if value > 0 { sum &+= value &+ (value &- 1) }
          sum &+= value &+ value
        }
        return sum
      })
  }

  /// W8-zip: two subjects paired by `zip`, sent to in turn; a unit is one element sent.
  static var w8Zip: Workload {
    w8(
      id: "W8-zip", operator: "zip", ours: { Observable.zip($0, $1) { $0 &+ $1 } },
      closureStage: makeZipStage,
      naive: { size in
        var sum = 0
        for value in 0..<(size / 2) { sum &+= value &+ value }
        return sum
      })
  }

  /// Two inputs combined by `operator` into sums, `size / 2` values sent to each in turn: with two
  /// subjects and the library's operator, and with the stage `closureStage` makes.
  static func w8(
    id: String, operator name: String,
    ours combine: @escaping (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>,
    closureStage:
      @escaping (
        @escaping (Int, Int) -> Int, @escaping (Int) -> Void
      ) -> (first: (Int) -> Void, second: (Int) -> Void),
    naive: @escaping (Int) -> Int
  ) -> Workload {
    Workload(
      id: id, title: "\(name) of two PublishSubjects, sent to in turn", unit: "element",
      fullSize: 1_000_000, quickSize: 20_000, allocationsAreMarginal: true,
      ours: { size in
        let sum = Accumulator()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let subscription = combine(first, second).subscribe(onNext: { sum.value &+= $0 })
        for value in 0..<(size / 2) {
          first.onNext(value)
          second.onNext(value)
        }
        subscription.dispose()
        return sum.value
      },
      closures: { size in
        let sum = Accumulator()
        let stage = closureStage({ $0 &+ $1 }, makeSubscriber(sum))
        for value in 0..<(size / 2) {
          stage.first(value)
          stage.second(value)
        }
        return sum.value
      },
      naive: naive)
  }

  /// W9-flatMap: a subject's values each mapped to `just` and merged by `flatMap`; a unit is one
  /// element.
  static var w9FlatMap: Workload {
    w9(id: "W9-flatMap", operator: "flatMap") { $0.flatMap { Observable.just($0 &* 2) } }
  }

  /// W9-flatMapLatest: the same through `flatMapLatest`, which switches to each new inner sequence.
  static var w9FlatMapLatest: Workload {
    w9(id: "W9-flatMapLatest", operator: "flatMapLatest") {
      $0.flatMapLatest { Observable.just($0 &* 2) }
    }
  }

  /// A subject's values, each turned into an inner sequence of one value by `flatten`; with a
  /// library operator, and with a closure source made and subscribed to per value.
  static func w9(
    id: String, operator name: String,
    flatten: @escaping (Observable<Int>) -> Observable<Int>
  ) -> Workload {
    Workload(
      id: id, title: "PublishSubject → \(name) { just } → sum", unit: "element",
      fullSize: 1_000_000, quickSize: 20_000, allocationsAreMarginal: true,
      ours: { size in
        let sum = Accumulator()
        let subject = PublishSubject<Int>()
        let subscription = flatten(subject.asObservable()).subscribe(onNext: { sum.value &+= $0 })
        for value in 0..<size { subject.onNext(value) }
        subscription.dispose()
        return sum.value
      },
      closures: { size in
        let sum = Accumulator()
        let subscriber = makeSubscriber(sum)
        for value in 0..<size { makeMappedSource(makeJustSource(value), { $0 &* 2 })(subscriber) }
        return sum.value
      },
      naive: { size in
        var sum = 0
        for value in 0..<size { sum &+= value &* 2 }
        return sum
      })
  }

  /// W9-retry: a source that fails nine times in ten, resubscribed by `retry`; a unit is one
  /// subscription attempt.
  static var w9Retry: Workload {
    Workload(
      id: "W9-retry", title: "create failing 9 in 10 attempts → retry(10) → sum",
      unit: "attempt", fullSize: 1_000_000, quickSize: 20_000, allocationsAreMarginal: false,
      ours: { size in
        let sum = Accumulator()
        let attempts = Accumulator()
        let source = Observable<Int>.create { observer in
          attempts.value &+= 1
          if attempts.value % 10 == 0 {
            observer.onNext(attempts.value)
            observer.onCompleted()
          } else {
            observer.onError(BenchError.failed)
          }
          return Disposables.create()
        }
        for _ in 0..<(size / 10) {
          _ = source.retry(10).subscribe(onNext: { sum.value &+= $0 })
        }
        return sum.value
      },
      closures: { size in
        let sum = Accumulator()
        let attempts = Accumulator()
        let source = makeFailingSource(attempts)
        let subscriber = makeSubscriber(sum)
        for _ in 0..<(size / 10) {
          for _ in 0..<10 where source(subscriber) { break }
        }
        return sum.value
      },
      naive: { size in
        var sum = 0
        for attempt in stride(from: 10, through: size / 10 * 10, by: 10) { sum &+= attempt }
        return sum
      })
  }
}

extension Workloads {
  /// W10-lock: `threads` threads each inserting a disposable into one `CompositeDisposable` and
  /// removing it again, a unit being one insert and remove: the cost of the library's `Lock`,
  /// uncontended with one thread and contended with two, against the same work on a dictionary
  /// guarded by a `pthread_mutex_t`.
  static func w10Lock(threads: Int) -> Workload {
    Workload(
      id: threads == 1 ? "W10-lock" : "W10-lock-contended",
      title: "CompositeDisposable insert + remove on \(threads) thread\(threads == 1 ? "" : "s")",
      unit: "insert and remove", fullSize: 1_000_000, quickSize: 20_000,
      allocationsAreMarginal: false,
      ours: { size in
        let composite = CompositeDisposable()
        let disposable = BooleanDisposable()
        onThreads(threads, size) {
          if let key = composite.insert(disposable) { composite.remove(for: key) }
        }
        return composite.count &+ size
      },
      closures: { size in
        let registry = MutexGuardedRegistry()
        let disposable = BooleanDisposable()
        onThreads(threads, size) { registry.remove(registry.insert(disposable)) }
        return registry.count &+ size
      },
      naive: { $0 })
  }

  /// Runs `body` `size` times in all, shared between `threads` threads started together.
  static func onThreads(_ threads: Int, _ size: Int, _ body: @escaping @Sendable () -> Void) {
    if threads == 1 {
      for _ in 0..<size { body() }
      return
    }
    let group = DispatchGroup()
    for _ in 0..<threads {
      group.enter()
      Thread.detachNewThread {
        for _ in 0..<(size / threads) { body() }
        group.leave()
      }
    }
    group.wait()
  }
}

/// The error of the failing attempts of the `retry` workload.
enum BenchError: Swift.Error {
  case failed
}
