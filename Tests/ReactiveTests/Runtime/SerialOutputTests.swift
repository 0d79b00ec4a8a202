import XCTest

@testable import RxSwift

final class SerialOutputTests: ReactiveTestCase {
  func testNothingIsDeliveredAfterATerminalEvent() {
    var received: [Event<Int>] = []
    let output = SerialOutput<Int>(observer: { received.append($0) }, lifetime: Lifetime())
    output.forward(.next(1))
    output.forward(.completed)
    output.forward(.next(2))
    output.forward(.error(testError))
    XCTAssertEqual(received, [.next(1), .completed])
  }

  func testNothingIsDeliveredOnceTheLifetimeIsDisposed() {
    var received: [Event<Int>] = []
    let lifetime = Lifetime()
    let output = SerialOutput<Int>(observer: { received.append($0) }, lifetime: lifetime)
    output.forward(.next(1))
    lifetime.dispose()
    output.forward(.next(2))
    output.forward(.completed)
    XCTAssertEqual(received, [.next(1)])
  }

  func testAnObserverThatForwardsFromInsideItsDeliveryIsDeliveredToNested() {
    var received: [Event<Int>] = []
    var output: SerialOutput<Int>?
    output = SerialOutput<Int>(
      observer: { event in
        received.append(event)
        if case .next(let value) = event, value < 3 { output?.forward(.next(value + 1)) }
      }, lifetime: Lifetime())
    output?.forward(.next(1))
    output = nil
    XCTAssertEqual(received, [.next(1), .next(2), .next(3)])
  }

  func testDeliveriesFromSeveralThreadsNeverOverlap() {
    let recorder = SerialRecorder<Int>()
    let output = SerialOutput<Int>(observer: recorder.on, lifetime: Lifetime())
    runConcurrently(threads: 4) { thread in
      for value in 0..<5_000 { output.forward(.next(thread * 5_000 + value)) }
    }
    XCTAssertEqual(recorder.overlaps, 0)
    XCTAssertEqual(recorder.elements.sorted(), Array(0..<20_000))
  }

  func testATerminalEventRacingElementsFromOtherThreadsIsTheLastAndOnlyOne() {
    for _ in 0..<50 {
      let recorder = SerialRecorder<Int>()
      let output = SerialOutput<Int>(observer: recorder.on, lifetime: Lifetime())
      runConcurrently(threads: 4) { thread in
        for value in 0..<1_000 {
          if thread == 0 && value == 500 {
            output.forward(.completed)
          } else {
            output.forward(.next(thread * 1_000 + value))
          }
        }
      }
      output.forward(.error(testError))
      XCTAssertEqual(recorder.overlaps, 0)
      XCTAssertEqual(recorder.terminalCount, 1)
      XCTAssertEqual(recorder.events.last, .completed)
      // What the completing thread sent before its completion all arrived, in order.
      XCTAssertEqual(recorder.elements.filter { $0 < 1_000 }, Array(0..<500))
    }
  }

  func testATerminalEventSentFromInsideADeliveryEndsTheSequenceForTheOuterOneToo() {
    var received: [Event<Int>] = []
    var output: SerialOutput<Int>?
    output = SerialOutput<Int>(
      observer: { event in
        received.append(event)
        if event == .next(1) {
          output?.forward(.completed)
          output?.forward(.next(2))
        }
      }, lifetime: Lifetime())
    output?.gate.exclusively {
      output?.deliver(.next(1))
      output?.deliver(.next(3))
      output?.deliver(.error(testError))
    }
    output = nil
    XCTAssertEqual(received, [.next(1), .completed])
  }
}
