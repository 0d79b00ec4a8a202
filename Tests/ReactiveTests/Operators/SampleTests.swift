import Reactive
import ReactiveTest
import XCTest

final class SampleTests: ReactiveTestCase {
  func testNeverSourcesSendNothingAndAreDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      let ys = m.hot("           a----^", of: String.self)
      m.expect("                      -") { xs.sample(ys) }
      m.expectSubscriptions(xs, "     ^ @1000 !")
      m.expectSubscriptions(ys, "     ^ @1000 !")
    }
  }

  func testEmptySourceCompletesAtTheNextSample() {
    assertMarbles { m in
      let xs = m.hot("           1----^-|")
      let ys = m.hot("                ^a---b", of: String.self)
      m.expect("                      -----|") { xs.sample(ys) }
      m.expectSubscriptions(xs, "     ^-!")
      m.expectSubscriptions(ys, "     ^----!")
    }
  }

  func testEachSampleSendsTheLatestElementIfANewOneArrived() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-2---3-----------|")
      let ys = m.hot("           ^x----ab--c-------------d", of: String.self)
      m.expect("                 ------2---3-------------|") { xs.sample(ys) }
      m.expectSubscriptions(xs, "^-------------------!")
      m.expectSubscriptions(ys, "^-----------------------!")
    }
  }

  func testDefaultValueIsSentWhenNoNewElementArrived() {
    assertMarbles { m in
      let xs = m.hot("           ^-2-------|")
      let ys = m.hot("           ^a-bc------d", of: String.self)
      m.expect("                 -0-20------(0|)") { xs.sample(ys, defaultValue: 0) }
      m.expectSubscriptions(xs, "^---------!")
      m.expectSubscriptions(ys, "^----------!")
    }
  }

  func testSamplerCompletionSamplesOnceMoreWithoutCompleting() {
    assertMarbles { m in
      let xs = m.hot("           ^1--------|")
      let ys = m.hot("           ^-|", of: String.self)
      m.expect("                 --1") { xs.sample(ys) }
      m.expectSubscriptions(xs, "^---------!")
      m.expectSubscriptions(ys, "^-!")
    }
  }

  func testSourceErrorIsSentAndDisposesTheSampler() {
    assertMarbles { m in
      let xs = m.hot("           ^1-#")
      let ys = m.hot("           ^-a-b", of: String.self)
      m.expect("                 --1#") { xs.sample(ys) }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "^--!")
    }
  }

  func testSamplerErrorIsSentAndDisposesTheSource() {
    assertMarbles { m in
      let xs = m.hot("           ^1--------|")
      let ys = m.hot("           ^-a#", of: String.self)
      m.expect("                 --1#") { xs.sample(ys) }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "^--!")
    }
  }

  func testDisposingEarlyDisposesBothSources() {
    assertMarbles(ticksPerFrame: 5, disposed: 245) { m in
      let xs = m.hot("           ^-1-----2-----------|")
      let ys = m.hot("           ^---a-----b", of: String.self)
      m.expect("                 ----1") { xs.sample(ys) }
      m.expectSubscriptions(xs, "^--------!")
      m.expectSubscriptions(ys, "^--------!")
    }
  }

  func testDisposingReleasesBothSubscriptions() {
    let before = Resources.total
    let source = PublishSubject<Int>()
    let sampler = PublishSubject<Void>()
    var subscription: (any Disposable)? = source.sample(sampler).subscribe()
    XCTAssertGreaterThan(Resources.total, before)
    subscription?.dispose()
    subscription = nil
    XCTAssertEqual(Resources.total, before)
    XCTAssertFalse(source.hasObservers)
    XCTAssertFalse(sampler.hasObservers)
  }

  func testElementAndSampleTheObserverSendsBackAreSampledNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1)], [.next(220, 0), .next(230, 0)]],
      sends: [.next(220, 1), .next(220, 2)],
      { sources, _ in sources[0].sample(sources[1]) },
      feedback: { element, subjects in
        if element == 1 {
          subjects[0].onNext(2)
          subjects[1].onNext(0)
        }
      })
  }
}
