import XCTest

@testable import RxSwift

final class SinkTests: ReactiveTestCase {
  func testExclusivelyReturnsTheResultOfTheBody() {
    let sink = Sink([1, 2], observer: { (_: Event<Int>) in }, lifetime: Lifetime())
    let count = sink.exclusively { () -> Int in
      sink.machine.append(3)
      return sink.machine.count
    }
    XCTAssertEqual(count, 3)
  }

  func testAnExclusiveCallInsideAnotherOnTheSameThreadIsMadeAtOnceAndSeesTheOuterWrites() {
    let sink = Sink([Int](), observer: { (_: Event<Int>) in }, lifetime: Lifetime())
    sink.exclusively {
      sink.machine.append(1)
      sink.exclusively { sink.machine.append(sink.machine.count + 1) }
      sink.machine.append(3)
    }
    XCTAssertEqual(sink.machine, [1, 2, 3])
  }

  func testExclusiveCallsFromSeveralThreadsNeverOverlap() {
    let sink = Sink(0, observer: { (_: Event<Int>) in }, lifetime: Lifetime())
    let probe = ExclusionProbe()
    let perThread = 20_000
    runConcurrently(threads: 4) { _ in
      for _ in 0..<perThread {
        sink.exclusively { probe.inside { sink.machine += 1 } }
      }
    }
    XCTAssertEqual(probe.overlaps, 0)
    XCTAssertEqual(sink.exclusively { sink.machine }, 4 * perThread)
  }

  func testNothingIsDeliveredAfterTheTerminalEvent() {
    var received: [Event<Int>] = []
    let sink = Sink((), observer: { received.append($0) }, lifetime: Lifetime())
    sink.exclusively {
      sink.send(1)
      sink.finish(.completed)
      sink.send(2)
      sink.finish(.error(testError))
    }
    XCTAssertEqual(received, [.next(1), .completed])
  }

  func testFinishingDisposesTheLifetimeAfterTheEvent() {
    let lifetime = Lifetime()
    var disposedAtDelivery: Bool?
    let sink = Sink(
      (), observer: { (_: Event<Int>) in disposedAtDelivery = lifetime.isDisposed },
      lifetime: lifetime)
    sink.exclusively { sink.finish(.completed) }
    XCTAssertEqual(disposedAtDelivery, false)
    XCTAssertTrue(lifetime.isDisposed)
  }

  func testNothingIsDeliveredOnceTheLifetimeIsDisposed() {
    var received: [Event<Int>] = []
    let lifetime = Lifetime()
    let sink = Sink((), observer: { received.append($0) }, lifetime: lifetime)
    sink.exclusively { sink.send(1) }
    lifetime.dispose()
    sink.exclusively {
      sink.send(2)
      sink.finish(.completed)
    }
    XCTAssertEqual(received, [.next(1)])
  }

  func testAnObserverThatSendsFromInsideItsDeliveryIsDeliveredToNested() {
    var received: [Event<Int>] = []
    var sink: Sink<Void, Int>?
    sink = Sink(
      (),
      observer: { event in
        received.append(event)
        if case .next(let value) = event, value < 3 {
          sink?.exclusively { sink?.send(value + 1) }
        }
      }, lifetime: Lifetime())
    sink?.exclusively { sink?.send(1) }
    sink = nil
    XCTAssertEqual(received, [.next(1), .next(2), .next(3)])
  }

  func testATerminalEventSentFromInsideADeliveryEndsTheSequenceForTheOuterOneToo() {
    var received: [Event<Int>] = []
    var sink: Sink<Void, Int>?
    sink = Sink(
      (),
      observer: { event in
        received.append(event)
        if event == .next(1) {
          sink?.exclusively {
            sink?.finish(.completed)
            sink?.send(2)
          }
        }
      }, lifetime: Lifetime())
    sink?.exclusively {
      sink?.send(1)
      sink?.send(3)
      sink?.finish(.error(testError))
    }
    sink = nil
    XCTAssertEqual(received, [.next(1), .completed])
  }

  func testDeliveriesFromSeveralThreadsNeverOverlap() {
    let recorder = SerialRecorder<Int>()
    let sink = Sink((), observer: recorder.on, lifetime: Lifetime())
    runConcurrently(threads: 4) { thread in
      for value in 0..<5_000 { sink.exclusively { sink.send(thread * 5_000 + value) } }
    }
    XCTAssertEqual(recorder.overlaps, 0)
    XCTAssertEqual(recorder.elements.sorted(), Array(0..<20_000))
  }

  func testATerminalEventRacingElementsFromOtherThreadsIsTheLastAndOnlyOne() {
    for _ in 0..<50 {
      let recorder = SerialRecorder<Int>()
      let sink = Sink((), observer: recorder.on, lifetime: Lifetime())
      runConcurrently(threads: 4) { thread in
        for value in 0..<1_000 {
          if thread == 0 && value == 500 {
            sink.exclusively { sink.finish(.completed) }
          } else {
            sink.exclusively { sink.send(thread * 1_000 + value) }
          }
        }
      }
      sink.exclusively { sink.finish(.error(testError)) }
      XCTAssertEqual(recorder.overlaps, 0)
      XCTAssertEqual(recorder.terminalCount, 1)
      XCTAssertEqual(recorder.events.last, .completed)
      // What the completing thread sent before its completion all arrived, in order.
      XCTAssertEqual(recorder.elements.filter { $0 < 1_000 }, Array(0..<500))
    }
  }
}
