import Foundation
import XCTest

@testable import BoxOfficeCLI

/// Catching Ctrl-C with real signals.
final class InterruptSourceTests: XCTestCase {
  func testASignalRaisedWhileCatchingIsReportedAndTheProcessLives() {
    let interrupts = SignalInterrupts.shared
    interrupts.startCatching()
    defer { interrupts.stopCatching() }
    XCTAssertNil(interrupts.caughtSignal)
    raise(SIGINT)
    XCTAssertEqual(interrupts.caughtSignal, SIGINT)
    interrupts.startCatching()
    XCTAssertNil(interrupts.caughtSignal, "starting again forgets the old signal")
    raise(SIGTERM)
    XCTAssertEqual(interrupts.caughtSignal, SIGTERM)
  }

  func testStoppingPutsBackThePreviousHandling() {
    var before = sigaction()
    sigaction(SIGINT, nil, &before)
    SignalInterrupts.shared.startCatching()
    SignalInterrupts.shared.stopCatching()
    var after = sigaction()
    sigaction(SIGINT, nil, &after)
    XCTAssertEqual(handlerAddress(after), handlerAddress(before))
  }

  func testAnIgnoredSignalStaysIgnored() {
    var previous = sigaction()
    var ignore = sigaction()
    #if canImport(Glibc)
      ignore.__sigaction_handler.sa_handler = SIG_IGN
    #else
      ignore.__sigaction_u.__sa_handler = SIG_IGN
    #endif
    sigaction(SIGTERM, &ignore, &previous)
    defer { sigaction(SIGTERM, &previous, nil) }
    SignalInterrupts.shared.startCatching()
    var during = sigaction()
    sigaction(SIGTERM, nil, &during)
    SignalInterrupts.shared.stopCatching()
    XCTAssertEqual(handlerAddress(during), handlerAddress(ignore))
  }

  private func handlerAddress(_ action: sigaction) -> Int {
    #if canImport(Glibc)
      let handler = action.__sigaction_handler.sa_handler
    #else
      let handler = action.__sigaction_u.__sa_handler
    #endif
    return handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
  }
}
