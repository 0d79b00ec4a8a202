import Reactive
import ReactiveTest
import XCTest

final class GenerateTests: ReactiveTestCase {
  func testSendsEachStateWhileTheConditionHolds() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
    }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 3), .next(200, 9), .completed(200)])
  }

  func testFalseInitialConditionCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(initialState: 30, condition: { $0 < 20 }, iterate: { $0 * 3 })
    }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testWithASchedulerSendsOneStatePerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 1, condition: { $0 < 20 }, scheduler: scheduler, iterate: { $0 * 3 })
    }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 3), .next(203, 9), .completed(204)])
  }

  func testWithASchedulerStopsWhenDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 203) {
      Observable.generate(
        initialState: 1, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2)])
  }

  func testThrowingConditionSendsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 1,
        condition: { state in
          if state == 2 { throw testError }
          return true
        }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    XCTAssertEqual(res.events, [.next(201, 1), .error(202, testError)])
  }

  func testThrowingIterateSendsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 1, condition: { _ in true },
        iterate: { state in
          if state == 2 { throw testError }
          return state + 1
        })
    }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .error(200, testError)])
  }

  func testSynchronousGenerationStopsWhenDisposed() {
    var iterations = 0
    var received: [Int] = []
    _ = Observable.generate(
      initialState: 0, condition: { _ in true },
      iterate: { state in
        iterations += 1
        return state + 1
      }
    ).take(3).subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [0, 1, 2])
    XCTAssertEqual(iterations, 2)
  }

  func testEachSubscriptionStartsFromTheInitialState() {
    let states = Observable.generate(initialState: 0, condition: { $0 < 2 }, iterate: { $0 + 1 })
    var received: [Int] = []
    _ = states.subscribe(onNext: { received.append($0) })
    _ = states.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [0, 1, 0, 1])
  }
}
