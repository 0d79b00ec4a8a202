import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceDelayTests: ReactiveTestCase {
  func testDelayOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.asSingle().delay(.seconds(50), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testDelayShiftsTheElementAndTheCompletion() {
    // `delay` sends one event per scheduler run, as RxSwift's does; the completion that follows a
    // single's element is due at once and runs one tick later in virtual time.
    assertMarbles { m in
      let xs = m.hot("^1---|")
      m.expect("      ----------1 @301 |") {
        xs.asSingle().delay(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testDelayShiftsTheCompletionOfAnEmptyMaybe() {
    assertMarbles { m in
      let xs = m.hot("           ^----|")
      m.expect("                 ----------|") {
        xs.asMaybe().delay(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testDelaySendsTheErrorAtOnce() {
    assertMarbles { m in
      let xs = m.hot("           ^----#", values: [String: Never]())
      m.expect("                 -----#") {
        xs.asCompletable().delay(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testDelayDisposedBeforeTheDelayedEventDropsIt() {
    assertMarbles(disposed: 280) { m in
      let xs = m.hot("           ^1---|")
      m.expect("                 -") {
        xs.asSingle().delay(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testDelaySubscriptionSubscribesAfterTheDueTime() {
    assertMarbles { m in
      let xs = m.cold("          -(1|)")
      m.expect("                 ------(1|)") {
        xs.asSingle().delaySubscription(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "-----^!")
    }
  }

  func testDelaySubscriptionDisposedBeforeTheDueTimeNeverSubscribes() {
    assertMarbles(disposed: 220) { m in
      let xs = m.cold("-(1|)")
      m.expect("       -") {
        xs.asSingle().delaySubscription(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs)
    }
  }
}
