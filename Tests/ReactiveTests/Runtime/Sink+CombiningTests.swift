import Reactive
import ReactiveTest
import XCTest

final class SinkCombiningTests: ReactiveTestCase {
  func testAnObserverFeedingASourceIsDeliveredToNested() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = Observable.combineLatest(first, second) { $0 + $1 }
      .subscribe(onNext: { sum in
        received.append(sum)
        if sum < 3 { first.onNext(sum) }
      })
    first.onNext(0)
    second.onNext(1)
    XCTAssertEqual(received, [1, 2, 3])
    subscription.dispose()
  }

  func testAZipSelectorFeedingASourceSeesConsistentQueues() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = Observable.zip(first, second) { x, y -> Int in
      if x == 1 {
        first.onNext(2)
        second.onNext(20)
      }
      return x + y
    }.subscribe(onNext: { received.append($0) })
    first.onNext(1)
    second.onNext(10)
    XCTAssertEqual(received, [22, 11])
    subscription.dispose()
  }

  func testEverySourceIsSubscribedToInOrder() {
    var log: [Int] = []
    func source(_ index: Int) -> Observable<Int> {
      Observable.deferred {
        log.append(index)
        return Observable.never()
      }
    }
    let subscription = Observable.zip(source(0), source(1), source(2)).subscribe()
    subscription.dispose()
    XCTAssertEqual(log, [0, 1, 2])
  }

  func testSourcesAfterASynchronousErrorAreSubscribedAndDisposedAtOnce() {
    for combine in [
      { Observable.combineLatest($0, $1) { $0 + $1 } },
      { Observable.zip($0, $1) { $0 + $1 } },
      { Observable.combineLatest([$0, $1]) { $0.reduce(0, +) } },
      { Observable.zip([$0, $1]) { $0.reduce(0, +) } },
    ] as [(Observable<Int>, Observable<Int>) -> Observable<Int>] {
      let scheduler = TestScheduler(initialClock: 0)
      let other = scheduler.createHotObservable([.next(210, 1), .completed(220)])
      let res = scheduler.start { combine(Observable.error(testError), other.asObservable()) }
      XCTAssertEqual(res.events, [.error(200, testError)])
      XCTAssertEqual(other.subscriptions, [Subscription(200, 200)])
    }
  }
}
