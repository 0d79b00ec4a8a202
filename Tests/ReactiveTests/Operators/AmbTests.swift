import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class AmbTests: ReactiveTestCase {
  func testNeverSourcesSendNothingAndAreDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      let ys = m.hot("           2----^")
      m.expect("                      -") { xs.amb(ys) }
      m.expectSubscriptions(xs, "     ^ @1000 !")
      m.expectSubscriptions(ys, "     ^ @1000 !")
    }
  }

  func testEmptySourceWinsWithItsCompletion() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           1---------^")
      let ys = m.hot("           2---------^----|")
      m.expect("                           -----|") { xs.amb(ys) }
      m.expectSubscriptions(xs, "          ^----!")
      m.expectSubscriptions(ys, "          ^----!")
    }
  }

  func testTheFirstSourceToSendWinsAndTheOtherIsDisposed() {
    assertMarbles { m in
      let xs = m.hot("           ^1-   2|")
      let ys = m.hot("           ^-'10'--|")
      m.expect("                 -1-   2|") { xs.amb(ys) }
      m.expectSubscriptions(xs, "^--   -!")
      m.expectSubscriptions(ys, "^!")
    }
  }

  func testTheRightSourceWinsWhenItSendsFirst() {
    assertMarbles { m in
      let xs = m.hot("           ^-   1-   |")
      let ys = m.hot("           ^'10'-'20'-|")
      m.expect("                 -'10'-'20'-|") { xs.amb(ys) }
      m.expectSubscriptions(xs, "^!")
      m.expectSubscriptions(ys, "^-   --   -!")
    }
  }

  func testAnErrorSentFirstWinsAndIsSent() {
    assertMarbles { m in
      let xs = m.hot("           ^#")
      let ys = m.hot("           ^-'10'--|")
      m.expect("                 -#") { xs.amb(ys) }
      m.expectSubscriptions(xs, "^!")
      m.expectSubscriptions(ys, "^!")
    }
  }

  func testErrorOfTheWinnerIsSent() {
    assertMarbles { m in
      let xs = m.hot("           ^1-   #")
      let ys = m.hot("           ^-'10'--|")
      m.expect("                 -1-   #") { xs.amb(ys) }
      m.expectSubscriptions(xs, "^--   !")
      m.expectSubscriptions(ys, "^!")
    }
  }

  func testDisposingEarlyDisposesEverySource() {
    assertMarbles(ticksPerFrame: 5, disposed: 205) { m in
      let xs = m.hot("           ^-1--   -2-|")
      let ys = m.hot("           ^---'10'-----|")
      m.expect("                 -") { xs.amb(ys) }
      m.expectSubscriptions(xs, "^!")
      m.expectSubscriptions(ys, "^!")
    }
  }

  func testStaticAmbLetsTheFirstOfManySourcesWin() {
    assertMarbles(ticksPerFrame: 5) { m in
      let sources = [
        m.hot("                          ^-----1-|"),
        m.hot("                          ^-2-3-----|"),
        m.hot("                          ^--4--------|"),
      ]
      m.expect("                         --2-3-----|") {
        Observable.amb(sources.map { $0.asObservable() })
      }
      m.expectSubscriptions(sources[0], "^-!")
      m.expectSubscriptions(sources[1], "^---------!")
      m.expectSubscriptions(sources[2], "^-!")
    }
  }

  func testStaticAmbOfNoSourcesNeverSends() {
    var received: [Event<Int>] = []
    let subscription = Observable.amb([Observable<Int>]()).subscribe { received.append($0) }
    subscription.dispose()
    XCTAssertEqual(received, [])
  }

  func testASourceSendingDuringItsSubscriptionBeatsOneThatSendsOnTheTrampoline() {
    var received: [Event<Int>] = []
    _ = Observable.amb([Observable.of(1, 3), Observable.just(2)]).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(2), .completed])
  }

  func testElementsTheObserverSendsBackToTheWinnerAreForwardedNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1)], [.next(220, 10)]],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3)],
      { sources, _ in sources[0].amb(sources[1]) },
      feedback: { element, subjects in
        if element < 3 { subjects[0].onNext(element + 1) }
      })
  }

  func testSubscribingALaterSourceDoesNotWaitForAnEarlierSourcesDelivery() {
    // The subscribing thread is inside the delivery of a subject that the first source's error,
    // delivered on another thread, feeds back into (a retry loop does this): if subscribing the
    // second source waited for that delivery, each thread would wait for the other.
    let feedback = PublishSubject<Int>()
    let errorDelivered = DispatchSemaphore(value: 0)
    let feedbackDelivered = DispatchSemaphore(value: 0)
    let received = LockedValue<[Event<Int>]>([])
    let failsOnAnotherThread = Observable<Int>.create { observer in
      nonisolated(unsafe) let failing = observer
      DispatchQueue.global().async { failing.onError(testError) }
      errorDelivered.wait()
      return Disposables.create()
    }
    let secondSubscribed = LockedValue(false)
    let second = Observable<Int>.deferred {
      secondSubscribed.withLock { $0 = true }
      return .never()
    }
    let feedbackSubscription = feedback.subscribe(onNext: { value in
      guard value == 0 else {
        feedbackDelivered.signal()
        return
      }
      _ = failsOnAnotherThread.amb(second).subscribe { event in
        received.withLock { $0.append(event) }
        errorDelivered.signal()
        feedback.onNext(1)
      }
    })
    DispatchQueue.global().async { feedback.onNext(0) }
    XCTAssertEqual(feedbackDelivered.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(received.value, [.error(testError)])
    // Subscribed once the race was decided, and disposed at once, as in RxSwift.
    XCTAssertTrue(secondSubscribed.value)
    feedbackSubscription.dispose()
  }

  func testALaterSourceIsSubscribedAndDisposedAtOnceOnceASynchronousOneHasWon() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createHotObservable([.next(210, 2), .completed(220)])
    let res = scheduler.start { Observable.just(1).amb(ys) }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
  }

  func testTheLosersTerminalEventLeavesTheWinnerRunningUnlikeRxSwift() {
    // A bug of RxSwift's kept fixed: there, the terminal event of the right source, which lost,
    // disposes the left one, which won: this sends 50 and nothing more, its source subscribed and
    // unsubscribed at 200. The winner is mirrored to its end here.
    let scheduler = TestScheduler(initialClock: 0)
    let o = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { o.startWith(50).amb(Observable.just(7)) }
    XCTAssertEqual(res.events, [.next(200, 50), .next(210, 1), .completed(300)])
    XCTAssertEqual(o.subscriptions, [Subscription(200, 300)])
  }
}
