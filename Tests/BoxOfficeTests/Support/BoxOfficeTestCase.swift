import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import TestSupport
import XCTest

/// The base of the BoxOffice test cases: checks after every test that no subscription leaked.
class BoxOfficeTestCase: XCTestCase {
  private var resourcesAtStart: Int32 = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = LeakCheckBaseline.shared.start { Resources.total }
  }

  override func tearDown() {
    XCTAssertEqual(
      LeakCheckBaseline.shared.end(from: resourcesAtStart) { Resources.total }, resourcesAtStart,
      "live resources after the test (leaked subscriptions)")
    super.tearDown()
  }

  /// Subscribes to `observable` and waits (on this thread) for its terminal event.
  ///
  /// - Returns: Every event, in order; the test fails if nothing terminal arrives in time.
  func events<Source: ObservableConvertibleType>(
    of source: Source, timeout: TimeInterval = 15,
    file: StaticString = #filePath, line: UInt = #line
  ) -> [Event<Source.Element>] where Source.Element: Sendable {
    let recorder = EventRecorder<Source.Element>()
    let subscription = source.asObservable().subscribe { recorder.record($0) }
    if recorder.finished.wait(timeout: .now() + timeout) == .timedOut {
      XCTFail("no terminal event within \(timeout) s", file: file, line: line)
    }
    subscription.dispose()
    return recorder.events
  }
}

/// Collects the events of a subscription that delivers on another thread.
final class EventRecorder<Element: Sendable>: Sendable {
  let finished = DispatchSemaphore(value: 0)
  private let recorded = LockedValue<[Event<Element>]>([])

  var events: [Event<Element>] {
    recorded.value
  }

  func record(_ event: Event<Element>) {
    recorded.withLock { $0.append(event) }
    if event.isStopEvent { finished.signal() }
  }
}

/// A chart's identifying fields, to assert many charts compactly.
func summary(_ chart: BoxOfficeChart) -> String {
  "\(chart.kind) \(chart.firstDay)…\(chart.lastDay) \(chart.isoWeek.map { "\($0)" } ?? "-") "
    + "\(chart.entries.count) entries"
}

/// A test case with a fresh loopback KOBIS server for every test, stopped afterwards.
class ServerTestCase: BoxOfficeTestCase {
  private(set) var server: KOBISTestServer!

  override func setUpWithError() throws {
    try super.setUpWithError()
    server = try KOBISTestServer()
  }

  override func tearDown() {
    server.stop()
    server = nil
    super.tearDown()
  }
}
