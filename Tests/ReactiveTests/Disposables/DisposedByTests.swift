import Reactive
import TestSupport
import XCTest

/// `disposed(by:)` puts any disposable in the bag, whether the compiler knows its type (the
/// result of `subscribe`) or only sees `any Disposable`: the bag disposes everything once, in
/// insertion order, and a bag already emptied disposes what it gets at once.
final class DisposedByTests: ReactiveTestCase {
  /// Adds, in order, subscriptions and other disposables named by `names` (`s…` subscribe to
  /// `subject`, `d…` are logged disposables) through `disposed(by:)`, the subscriptions either
  /// with their static type or through an `any Disposable` variable.
  private func fill(
    _ bag: DisposeBag, with names: [String], subject: PublishSubject<Int>, log: DisposalLog,
    existential: Bool
  ) {
    for name in names {
      if name.hasPrefix("s") {
        let subscription = subject.subscribe(onDisposed: { log.disposable(name).dispose() })
        if existential {
          let erased: any Disposable = subscription
          erased.disposed(by: bag)
        } else {
          subscription.disposed(by: bag)
        }
      } else {
        let disposable: any Disposable = log.disposable(name)
        disposable.disposed(by: bag)
      }
    }
  }

  private let names = ["s1", "d1", "d2", "s2", "s3", "d3", "s4", "d4"]

  func testSubscriptionsAddedThroughAnExistentialAreDisposedInInsertionOrderOnce() {
    let log = DisposalLog()
    let subject = PublishSubject<Int>()
    var bag: DisposeBag? = DisposeBag()
    fill(bag!, with: names, subject: subject, log: log, existential: true)
    XCTAssertEqual(log.disposed, [])
    XCTAssertTrue(subject.hasObservers)
    bag = nil
    XCTAssertEqual(log.disposed, names)
    XCTAssertFalse(subject.hasObservers)
  }

  func testSubscriptionsAddedWithTheirOwnTypeAreDisposedInInsertionOrderOnce() {
    let log = DisposalLog()
    let subject = PublishSubject<Int>()
    var bag: DisposeBag? = DisposeBag()
    fill(bag!, with: names, subject: subject, log: log, existential: false)
    bag = nil
    XCTAssertEqual(log.disposed, names)
    XCTAssertFalse(subject.hasObservers)
  }

  func testBothPathsMixedInOneBagKeepOneInsertionOrder() {
    let log = DisposalLog()
    let subject = PublishSubject<Int>()
    var bag: DisposeBag? = DisposeBag()
    fill(bag!, with: ["s1", "d1"], subject: subject, log: log, existential: true)
    fill(bag!, with: ["s2", "d2", "s3"], subject: subject, log: log, existential: false)
    fill(bag!, with: ["d3", "s4"], subject: subject, log: log, existential: true)
    bag = nil
    XCTAssertEqual(log.disposed, ["s1", "d1", "s2", "d2", "s3", "d3", "s4"])
  }

  func testABagAlreadyDisposedDisposesWhatItGetsAtOnceOnEitherPath() {
    let log = DisposalLog()
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    // A bag is disposed only by its release, so the one place where it can still be reached once
    // disposed is a disposal it runs: the first one adds to the bag, unretained, from there.
    let disposing = Unmanaged.passUnretained(bag!)
    Disposables.create {
      disposing._withUnsafeGuaranteedRef { disposedBag in
        self.fill(disposedBag, with: ["s1", "d1"], subject: subject, log: log, existential: true)
        self.fill(disposedBag, with: ["s2", "d2"], subject: subject, log: log, existential: false)
        subject.subscribe(onNext: { received.append($0) }).disposed(by: disposedBag)
      }
    }.disposed(by: bag!)
    log.disposable("d0").disposed(by: bag!)
    bag = nil
    XCTAssertEqual(log.disposed, ["s1", "d1", "s2", "d2", "d0"])
    subject.onNext(1)
    XCTAssertEqual(received, [])
    XCTAssertFalse(subject.hasObservers)
  }

  func testASubscriptionThatEndedBeforeBeingAddedIsNotDisposedAgain() {
    let log = DisposalLog()
    var bag: DisposeBag? = DisposeBag()
    let ended: any Disposable = Observable.just(1).subscribe(onDisposed: {
      log.disposable("just").dispose()
    })
    XCTAssertEqual(log.disposed, ["just"])
    ended.disposed(by: bag!)
    Observable<Int>.empty().subscribe(onDisposed: { log.disposable("empty").dispose() })
      .disposed(by: bag!)
    bag = nil
    XCTAssertEqual(log.disposed, ["just", "empty"])
  }
}
