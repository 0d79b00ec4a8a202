import Reactive
import ReactiveTest
import XCTest

final class GenerateTests: ReactiveTestCase {
  func testSendsEachStateWhileTheConditionHolds() {
    assertMarbles { m in
      m.expect("(139|)") {
        Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
      }
    }
  }

  func testFalseInitialConditionCompletesAtOnce() {
    assertMarbles { m in
      m.expect("|") {
        Observable.generate(initialState: 30, condition: { $0 < 20 }, iterate: { $0 * 3 })
      }
    }
  }

  func testWithASchedulerSendsOneStatePerTick() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-139|") {
        Observable.generate(
          initialState: 1, condition: { $0 < 20 }, scheduler: m.scheduler, iterate: { $0 * 3 })
      }
    }
  }

  func testWithASchedulerStopsWhenDisposed() {
    assertMarbles(ticksPerFrame: 1, disposed: 203) { m in
      m.expect("-12") {
        Observable.generate(
          initialState: 1, condition: { _ in true }, scheduler: m.scheduler, iterate: { $0 + 1 })
      }
    }
  }

  func testThrowingConditionSendsTheError() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-1#") {
        Observable.generate(
          initialState: 1,
          condition: { state in
            if state == 2 { throw testError }
            return true
          }, scheduler: m.scheduler, iterate: { $0 + 1 })
      }
    }
  }

  func testThrowingIterateSendsTheError() {
    assertMarbles { m in
      m.expect("(12#)") {
        Observable.generate(
          initialState: 1, condition: { _ in true },
          iterate: { state in
            if state == 2 { throw testError }
            return state + 1
          })
      }
    }
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
