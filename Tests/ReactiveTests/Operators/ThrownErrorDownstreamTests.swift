import TestSupport
import XCTest

@testable import RxSwift

/// A closure passed to `map`, `filter` or `compactMap` that throws ends its source at once, on
/// the lifetime it shares with what follows it. Whatever follows must see exactly what it sees
/// when the source sends the same error itself: the same events, subscriptions and disposals,
/// including for operators that resubscribe, outlive their source or share it.
final class ThrownErrorDownstreamTests: ReactiveTestCase {
  func testEveryDownstreamSeesAThrownErrorAsTheSameErrorSentByTheSource() {
    let throwingSources: [(String, (Observable<Int>) -> Observable<Int>)] = [
      ("map", { $0.map { value throws in value == 2 ? try failing() : value } }),
      ("filter", { $0.filter { value throws in value == 2 ? try failing() > 0 : true } }),
      ("compactMap", { $0.compactMap { value throws in value == 2 ? try failing() : value } }),
    ]
    var expectations: [String: [String]] = [:]
    for (name, downstream) in downstreams {
      let expected = run(downstream) { log in
        Observable.create { observer in
          log.append("subscribed")
          observer.onNext(1)
          observer.onError(testError)
          return Disposables.create { log.append("source disposed") }
        }
      }
      for (operatorName, throwing) in throwingSources {
        let actual = run(downstream) { log in
          throwing(
            Observable.create { observer in
              log.append("subscribed")
              for value in 1...3 { observer.onNext(value) }
              observer.onCompleted()
              return Disposables.create { log.append("source disposed") }
            })
        }
        XCTAssertEqual(actual, expected, "\(operatorName) then \(name)")
      }
      expectations[name] = expected
    }
    // What the source's own error leads to, for two of them.
    XCTAssertEqual(
      expectations["retry"],
      [
        "subscribed", "next(1)", "source disposed", "subscribed", "next(1)", "error(test error)",
        "source disposed",
      ])
    XCTAssertEqual(
      expectations["do"],
      [
        "subscribed", "next(1)", "do error test error", "error(test error)", "source disposed",
        "do dispose",
      ])
  }

  private func run(
    _ downstream: (Observable<Int>, LockedValue<[String]>) -> Void,
    source: (LockedValue<[String]>) -> Observable<Int>
  ) -> [String] {
    let log = LockedValue<[String]>([])
    downstream(source(log), log)
    return log.value
  }

  /// Subscribes through one operator and logs what arrives.
  private var downstreams: [(String, (Observable<Int>, LockedValue<[String]>) -> Void)] {
    func record<Element>(_ log: LockedValue<[String]>, _ name: String = "")
      -> (Event<Element>) -> Void
    {
      { log.append("\(name)\($0)") }
    }
    return [
      ("subscribe", { source, log in _ = source.subscribe(record(log)) }),
      (
        "subscribe with onDisposed",
        { source, log in
          _ = source.subscribe(
            onNext: { log.append("next \($0)") }, onError: { log.append("error \($0)") },
            onDisposed: { log.append("disposed") })
        }
      ),
      (
        "do",
        { source, log in
          _ = source.do(
            onError: { log.append("do error \($0)") }, onDispose: { log.append("do dispose") }
          ).subscribe(record(log))
        }
      ),
      ("materialize", { source, log in _ = source.materialize().subscribe(record(log)) }),
      ("retry", { source, log in _ = source.retry(2).subscribe(record(log)) }),
      (
        "catch", { source, log in _ = source.catchAndReturn(9).subscribe(record(log)) }
      ),
      (
        "concat",
        { source, log in _ = source.concat(Observable.just(9)).subscribe(record(log)) }
      ),
      ("toArray", { source, log in _ = source.toArray().asObservable().subscribe(record(log)) }),
      ("reduce", { source, log in _ = source.reduce(0, accumulator: +).subscribe(record(log)) }),
      ("takeLast", { source, log in _ = source.takeLast(1).subscribe(record(log)) }),
      ("asSingle", { source, log in _ = source.asSingle().asObservable().subscribe(record(log)) }),
      ("asMaybe", { source, log in _ = source.asMaybe().asObservable().subscribe(record(log)) }),
      (
        "flatMap inner",
        { source, log in
          _ = Observable.of(0, 1).flatMap { _ in source }.subscribe(record(log))
        }
      ),
      (
        "flatMapLatest inner",
        { source, log in
          _ = Observable.of(0, 1).flatMapLatest { _ in source }.subscribe(record(log))
        }
      ),
      (
        "concatMap inner",
        { source, log in
          _ = Observable.of(0, 1).concatMap { _ in source }.subscribe(record(log))
        }
      ),
      (
        "combineLatest",
        { source, log in
          _ = Observable.combineLatest(source, Observable.just(7), resultSelector: +)
            .subscribe(record(log))
        }
      ),
      (
        "zip",
        { source, log in
          _ = Observable.zip(source, Observable.of(10, 20, 30), resultSelector: +)
            .subscribe(record(log))
        }
      ),
      (
        "groupBy",
        { source, log in
          _ = source.groupBy { $0 % 2 }.subscribe { event in
            log.append("outer \(event.map { $0.key })")
            if case .next(let group) = event {
              _ = group.subscribe(record(log, "group \(group.key) "))
            }
          }
        }
      ),
      (
        "publish",
        { source, log in
          let connectable = source.publish()
          _ = connectable.subscribe(record(log, "early "))
          _ = connectable.connect()
          _ = connectable.subscribe(record(log, "late "))
          _ = connectable.connect()
        }
      ),
      (
        "replay",
        { source, log in
          let connectable = source.replay(1)
          _ = connectable.subscribe(record(log, "early "))
          _ = connectable.connect()
          _ = connectable.subscribe(record(log, "late "))
        }
      ),
      (
        "refCount",
        { source, log in
          let shared = source.publish().refCount()
          _ = shared.subscribe(record(log, "first "))
          _ = shared.subscribe(record(log, "second "))
        }
      ),
      (
        "share forever",
        { source, log in
          let shared = source.share(replay: 1, scope: .forever)
          _ = shared.subscribe(record(log, "first "))
          _ = shared.subscribe(record(log, "second "))
        }
      ),
      (
        "share while connected",
        { source, log in
          let shared = source.share(replay: 1)
          _ = shared.subscribe(record(log, "first "))
          _ = shared.subscribe(record(log, "second "))
        }
      ),
    ]
  }
}

private func failing() throws -> Int {
  throw testError
}
