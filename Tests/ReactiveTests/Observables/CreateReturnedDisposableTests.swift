import Reactive
import TestSupport
import XCTest

/// Whatever disposable a `create` closure returns is disposed exactly once when the subscription
/// ends, by disposal, completion or error; `Disposables.create()`, which has nothing to dispose,
/// may be dropped, but nothing else may.
final class CreateReturnedDisposableTests: ReactiveTestCase {
  /// How a subscription ends.
  private enum Ending: String, CaseIterable {
    case disposal, completion, error
  }

  /// A value-type disposable, counting its disposals in a shared log.
  private struct CountingStruct: Disposable {
    let log: DisposalLog
    let name: String

    func dispose() {
      log.disposable(name).dispose()
    }
  }

  /// The disposable kinds a closure may return, each made from `log`; the names each one logs when
  /// disposed once.
  private let returnedKinds:
    [(kind: String, make: (DisposalLog) -> any Disposable, logs: [String])] =
      [
        ("nop", { _ in Disposables.create() }, []),
        (
          "closure", { log in Disposables.create { log.disposable("closure").dispose() } },
          ["closure"]
        ),
        ("struct", { log in CountingStruct(log: log, name: "struct") }, ["struct"]),
        ("class", { log in log.disposable("class") }, ["class"]),
        (
          "composite",
          { log in
            Disposables.create(
              log.disposable("first"), CountingStruct(log: log, name: "second"),
              Disposables.create(), Disposables.create { log.disposable("third").dispose() })
          },
          ["first", "second", "third"]
        ),
        (
          "composite of two",
          { log in Disposables.create(log.disposable("a"), log.disposable("b")) }, ["a", "b"]
        ),
        (
          "composite array", { log in CompositeDisposable(disposables: [log.disposable("c")]) },
          ["c"]
        ),
      ]

  func testEveryReturnedDisposableIsDisposedOnceWhateverEndsTheSubscription() {
    let start = Resources.total
    for (kind, make, logs) in returnedKinds {
      for ending in Ending.allCases {
        let log = DisposalLog()
        let trigger = PublishSubject<Void>()
        let events = LockedValue<[String]>([])
        let source = Observable<Int>.create { observer in
          observer.onNext(1)
          let ends = trigger.subscribe(onNext: {
            switch ending {
            case .disposal: break
            case .completion: observer.onCompleted()
            case .error: observer.onError(testError)
            }
          })
          return Disposables.create(make(log), ends)
        }
        let subscription = source.subscribe(
          onNext: { events.append("next \($0)") }, onError: { events.append("error \($0)") },
          onCompleted: { events.append("completed") }, onDisposed: { events.append("disposed") })
        XCTAssertEqual(log.disposed, [], "\(kind), \(ending): nothing disposed while running")
        switch ending {
        case .disposal: subscription.dispose()
        case .completion, .error: trigger.onNext(())
        }
        let terminal =
          switch ending {
          case .disposal: [String]()
          case .completion: ["completed"]
          case .error: ["error test error"]
          }
        XCTAssertEqual(log.disposed, logs, "\(kind), \(ending)")
        XCTAssertEqual(events.value, ["next 1"] + terminal + ["disposed"], "\(kind), \(ending)")
        subscription.dispose()
        trigger.onNext(())
        XCTAssertEqual(log.disposed, logs, "\(kind), \(ending): still once")
        XCTAssertFalse(trigger.hasObservers, "\(kind), \(ending)")
      }
    }
    XCTAssertEqual(Resources.total, start)
  }

  func testTheReturnedDisposableItselfIsDisposedOnceOnEachEnding() {
    let start = Resources.total
    for (kind, make, logs) in returnedKinds {
      for ending in Ending.allCases {
        let log = DisposalLog()
        let trigger = PublishSubject<Void>()
        let source = Observable<Int>.create { observer in
          _ = trigger.subscribe(onNext: {
            switch ending {
            case .disposal: break
            case .completion: observer.onCompleted()
            case .error: observer.onError(testError)
            }
          })
          return make(log)
        }
        let subscription = source.subscribe(onError: { _ in })
        switch ending {
        case .disposal: subscription.dispose()
        case .completion, .error: trigger.onNext(())
        }
        XCTAssertEqual(log.disposed, logs, "\(kind), \(ending)")
        subscription.dispose()
        XCTAssertEqual(log.disposed, logs, "\(kind), \(ending): still once")
        trigger.dispose()
      }
    }
    XCTAssertEqual(Resources.total, start)
  }

  func testADisposableReturnedAfterAnEndingWhileSubscribingIsDisposedAtOnce() {
    let start = Resources.total
    for (kind, make, logs) in returnedKinds {
      for ending in [Ending.completion, .error] {
        let log = DisposalLog()
        var disposedWhenReturned: [String]?
        let source = Observable<Int>.create { observer in
          if ending == .completion { observer.onCompleted() } else { observer.onError(testError) }
          disposedWhenReturned = log.disposed
          return make(log)
        }
        let subscription = source.subscribe(onError: { _ in })
        XCTAssertEqual(disposedWhenReturned, [], "\(kind), \(ending)")
        XCTAssertEqual(log.disposed, logs, "\(kind), \(ending)")
        subscription.dispose()
        XCTAssertEqual(log.disposed, logs, "\(kind), \(ending): still once")
      }
    }
    XCTAssertEqual(Resources.total, start)
  }
}
