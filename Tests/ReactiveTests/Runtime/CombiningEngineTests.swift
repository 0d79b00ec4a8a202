import Reactive
import XCTest

final class CombiningEngineTests: ReactiveTestCase {
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

  func testSourcesAfterASynchronousErrorAreNotSubscribedTo() {
    var subscribed = 0
    let counted = Observable<Int>.deferred {
      subscribed += 1
      return Observable.never()
    }
    var received: [Event<Int>] = []
    _ = Observable.combineLatest(Observable<Int>.error(testError), counted) { $0 + $1 }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.error(testError)])
    XCTAssertEqual(subscribed, 0)
  }
}
