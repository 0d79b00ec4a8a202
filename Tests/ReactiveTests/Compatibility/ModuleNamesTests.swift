import Foundation
import Reactive
import ReactiveTest
import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// RxSwift's five module names beside the library's own two in one file, as in a target halfway
/// through moving: every spelling reaches the same declarations, and the module-qualified names
/// that libraries written for RxSwift use, and the module selector the migration guide shows,
/// compile.
final class ModuleNamesTests: ReactiveTestCase {
  func testRxSwiftQualifiesTheCoreTypesAndTheRxNamespace() throws {
    let numbers: RxSwift.Observable<Int> = Reactive::Observable.of(1, 2, 3)
    let doubled: RxSwift.Observable<Int> = numbers.map { $0 * 2 }
    let center: RxSwift.Reactive<NotificationCenter> = NotificationCenter.default.rx
    let sameCenter: Reactive::Reactive<NotificationCenter> = center

    XCTAssertEqual(try doubled.toBlocking().toArray(), [2, 4, 6])
    XCTAssertTrue(sameCenter.base === NotificationCenter.default)
  }

  func testRxRelayQualifiesTheRelays() {
    let relay = RxRelay.BehaviorRelay(value: 1)
    let published = RxRelay.PublishRelay<Int>()
    let replayed = RxRelay.ReplayRelay<Int>.create(bufferSize: 1)
    let disposable = published.bind(to: relay)

    published.accept(2)
    replayed.accept(3)

    XCTAssertEqual(relay.value, 2)
    XCTAssertEqual(try replayed.take(1).toBlocking().toArray(), [3])
    disposable.dispose()
  }

  func testRxCocoaQualifiesTheTraitsAndOffersURLSessionRx() throws {
    let relay = RxRelay.BehaviorRelay(value: "title")
    let driver: RxCocoa.Driver<String> = relay.asDriver()
    let request = URLRequest(url: URL(string: "http://127.0.0.1/")!)

    XCTAssertEqual(try driver.toBlocking(timeout: 5).first(), "title")
    XCTAssertEqual(RxCocoa.RxCocoaURLError.unknown.debugDescription, "Unknown error has occurred.")
    XCTAssertFalse(URLSession.rx.shouldLogRequest(request))
  }

  func testRxTestAndReactiveTestNameTheSameScheduler() {
    let scheduler: RxTest.TestScheduler = ReactiveTest::TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let expected: [RxTest.Recorded<RxSwift.Event<Int>>] = [.next(210, 10), .completed(220)]

    let res = scheduler.start { xs.map { $0 * 10 } }

    XCTAssertEqual(res.events, expected)
    XCTAssertEqual(xs.subscriptions, [RxTest.Subscription(200, 220)])
  }

  func testRxBlockingQualifiesTheBlockingView() {
    let blocking: RxBlocking.BlockingObservable<Int> = Observable.of(1, 2).toBlocking()

    let result: RxBlocking.MaterializedSequenceResult<Int> = blocking.materialize()

    XCTAssertEqual(result, .completed(elements: [1, 2]))
  }
}
