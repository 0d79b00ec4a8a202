import Foundation
import Reactive
import Synchronization
import XCTest

/// Records what one observer receives while several threads feed the sequence under test, and
/// counts deliveries that overlap.
///
/// Not thread-safe on purpose: `events` and `deliveries` are plain properties, so if the operator
/// under test let two threads in at once, the thread sanitizer would report the race, besides the
/// overlap count. Read it only after the feeding threads have finished.
final class SerialRecorder<Element> {
  private let inside = Atomic<Bool>(false)
  private let overlapCount = Atomic<Int>(0)

  /// Every event received, in order.
  private(set) var events: [Event<Element>] = []

  /// The elements received, in order.
  var elements: [Element] {
    events.compactMap(\.element)
  }

  /// The number of terminal events received.
  var terminalCount: Int {
    events.filter(\.isStopEvent).count
  }

  /// The number of times a delivery started while another was in progress.
  var overlaps: Int {
    overlapCount.load(ordering: .acquiring)
  }

  /// Records `event`, noting whether another delivery is in progress.
  func on(_ event: Event<Element>) {
    if inside.exchange(true, ordering: .acquiring) {
      overlapCount.add(1, ordering: .relaxed)
    }
    events.append(event)
    inside.store(false, ordering: .releasing)
  }
}

/// Runs `body(thread)` on `threads` threads that start together, and waits for all of them.
func runConcurrently(threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let group = DispatchGroup()
  let start = DispatchSemaphore(value: 0)
  for thread in 0..<threads {
    group.enter()
    Thread.detachNewThread {
      start.wait()
      body(thread)
      group.leave()
    }
  }
  for _ in 0..<threads { start.signal() }
  group.wait()
}

/// Makes one subject per thread; `send(subjects)` then has thread `t` send
/// `t * perThread ..< (t + 1) * perThread` into subject `t` and complete it.
struct ThreadedFeed {
  let threads: Int
  let perThread: Int
  let subjects: [PublishSubject<Int>]

  init(threads: Int = 4, perThread: Int = 10_000) {
    self.threads = threads
    self.perThread = perThread
    subjects = (0..<threads).map { _ in PublishSubject<Int>() }
  }

  /// The subjects as observables.
  var sources: [Observable<Int>] {
    subjects.map { $0.asObservable() }
  }

  /// Sends every thread's elements and completion, from its own thread, and waits.
  func send() {
    let subjects = subjects
    let perThread = perThread
    runConcurrently(threads: threads) { thread in
      for value in 0..<perThread { subjects[thread].onNext(thread * perThread + value) }
      subjects[thread].onCompleted()
    }
  }

  /// Asserts that `recorder` got every element exactly once, each thread's in order, without
  /// overlapping deliveries, then one completion.
  func assertDeliveredExactlyOnce(
    to recorder: SerialRecorder<Int>, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(recorder.overlaps, 0, "overlapping deliveries", file: file, line: line)
    let elements = recorder.elements
    XCTAssertEqual(elements.sorted(), Array(0..<threads * perThread), file: file, line: line)
    for thread in 0..<threads {
      let fromThread = elements.filter { $0 / perThread == thread }
      XCTAssertEqual(
        fromThread, Array(thread * perThread..<(thread + 1) * perThread),
        "order of thread \(thread)", file: file, line: line)
    }
    XCTAssertEqual(recorder.terminalCount, 1, file: file, line: line)
    XCTAssertEqual(recorder.events.last, .completed, file: file, line: line)
  }
}
