import Foundation
import Reactive
import XCTest

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
