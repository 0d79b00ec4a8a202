import Reactive
import ReactiveTest
import XCTest

extension ReactiveTestCase {
  /// Asserts that a shared sequence subscribed to from inside another one's observer, on the main
  /// thread, delivers at once and in order what its source sends meanwhile, as RxCocoa's
  /// per-sequence main schedulers do.
  ///
  /// `subscribe` turns a relay's observable into the shared sequence under test and subscribes
  /// `onNext` to it. At 210 the outer relay gets 1; the outer observer then subscribes to the inner
  /// sequence, whose relay holds 10, and accepts 11 and 12 into it. The inner observer notes each
  /// element with the relay's value at that moment.
  func assertNestedSubscriptionDeliversAtOnceInOrder(
    file: StaticString = #filePath, line: UInt = #line,
    _ subscribe: @escaping (Observable<Int>, @escaping (Int) -> Void) -> any Disposable
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let outer = BehaviorRelay(value: 0)
    let inner = BehaviorRelay(value: 10)
    let seen = scheduler.createObserver(String.self)
    var bag = DisposeBag()
    scheduler.scheduleAt(200) {
      subscribe(outer.asObservable()) { element in
        guard element == 1 else { return }
        subscribe(inner.asObservable()) { seen.onNext("\($0), value \(inner.value)") }
          .disposed(by: bag)
        inner.accept(11)
        inner.accept(12)
        seen.onNext("outer observer returns")
      }
      .disposed(by: bag)
    }
    scheduler.scheduleAt(210) { outer.accept(1) }
    scheduler.scheduleAt(220) { inner.accept(13) }
    scheduler.scheduleAt(300) { bag = DisposeBag() }
    scheduler.start()
    XCTAssertEqual(
      seen.events,
      [
        .next(210, "10, value 10"), .next(210, "11, value 11"), .next(210, "12, value 12"),
        .next(210, "outer observer returns"), .next(220, "13, value 13"),
      ], file: file, line: line)
  }
}
