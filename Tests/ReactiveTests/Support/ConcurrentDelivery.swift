import Foundation
import Reactive
import Synchronization
import TestSupport
import XCTest

/// Sends distinct elements from `senders` threads at once while `churners` threads keep
/// subscribing and disposing observers, then checks every observer against the contract.
///
/// Sender `s` sends `s * perSender + i` for `i` in `0..<perSender`, in that order. One observer is
/// subscribed before the threads start and disposed after they end; it must receive
/// `replayedFirst` (what subscribing replays to it) and then every element exactly once. Each
/// churned observer must receive, per sender, increasing elements without duplicates. No observer
/// may see two deliveries overlap or anything after a terminal event. If `terminate` is given, a
/// further thread calls it once the first sender is halfway, and the whole-run observer must end
/// with that terminal event. With `deliversLater` (an operator that delivers on a scheduler), the
/// whole-run observer is kept until it has received every element. Afterwards, `Resources.total`
/// must be back where it started.
func assertSerializedDelivery(
  senders: Int = 4, perSender: Int = 10_000, churners: Int = 2, churnLimit: Int = 300,
  replayedFirst: [Int] = [], deliversLater: Bool = false,
  send: @escaping @Sendable (Int) -> Void,
  subscribe: @escaping @Sendable (SerialRecorder<Int>) -> any Disposable,
  terminate: (@Sendable () -> Void)? = nil,
  file: StaticString = #filePath, line: UInt = #line
) {
  let resourcesAtStart = Resources.total
  let wholeRun = SerialRecorder<Int>()
  let progress = Atomic<Int>(0)
  let sendersLeft = Atomic<Int>(senders)
  let churned = LockedValue<[SerialRecorder<Int>]>([])

  var work: [@Sendable () -> Void] = (0..<senders).map { sender in
    {
      for index in 0..<perSender {
        send(sender * perSender + index)
        if sender == 0 { progress.store(index, ordering: .relaxed) }
      }
      sendersLeft.subtract(1, ordering: .relaxed)
    }
  }
  work += (0..<churners).map { _ in
    {
      var made = 0
      while sendersLeft.load(ordering: .relaxed) > 0 && made < churnLimit {
        let probe = SerialRecorder<Int>()
        let subscription = subscribe(probe)
        sched_yield()
        subscription.dispose()
        churned.withLock { $0.append(probe) }
        made += 1
      }
    }
  }
  if let terminate {
    work.append {
      while progress.load(ordering: .relaxed) < perSender / 2 { sched_yield() }
      terminate()
    }
  }
  // In a scope of its own, so that the subscription is released before resources are counted.
  do {
    let wholeRunSubscription = subscribe(wholeRun)
    runAtOnce(work)
    if deliversLater {
      let deadline = Date().addingTimeInterval(20)
      while wholeRun.elements.count < replayedFirst.count + senders * perSender
        && Date() < deadline
      {
        usleep(1_000)
      }
    }
    wholeRunSubscription.dispose()
  }
  if deliversLater { waitForResources(toReach: resourcesAtStart) }

  let total = senders * perSender
  let wholeRunEvents = wholeRun.events
  let elements = wholeRunEvents.compactMap(\.element)
  XCTAssertEqual(
    Array(elements.prefix(replayedFirst.count)), replayedFirst, "replay to the whole-run observer",
    file: file, line: line)
  let sent = elements.dropFirst(replayedFirst.count)
  if terminate == nil {
    XCTAssertEqual(
      wholeRunEvents.count, elements.count, "no terminal event", file: file, line: line)
    XCTAssertEqual(sent.sorted(), Array(0..<total), "every element once", file: file, line: line)
  } else {
    XCTAssertEqual(
      wholeRunEvents.last?.isStopEvent, true, "ends with the terminal event", file: file, line: line
    )
  }
  for probe in [wholeRun] + churned.withLock({ $0 }) {
    assertGrammarAndOrder(probe, total: total, perSender: perSender, file: file, line: line)
  }
  XCTAssertEqual(Resources.total, resourcesAtStart, "live resources", file: file, line: line)
}

/// Checks one observer: no overlapping deliveries, nothing after a terminal event, and per sender
/// increasing elements without duplicates.
private func assertGrammarAndOrder(
  _ probe: SerialRecorder<Int>, total: Int, perSender: Int, file: StaticString, line: UInt
) {
  let events = probe.events
  XCTAssertEqual(probe.overlaps, 0, "overlapping deliveries", file: file, line: line)
  if let stop = events.firstIndex(where: \.isStopEvent) {
    XCTAssertEqual(stop, events.count - 1, "events after a terminal event", file: file, line: line)
  }
  var lastBySender: [Int: Int] = [:]
  for element in events.compactMap(\.element) where (0..<total).contains(element) {
    let sender = element / perSender
    if let last = lastBySender[sender], last >= element {
      XCTFail("sender \(sender): \(element) after \(last)", file: file, line: line)
      return
    }
    lastBySender[sender] = element
  }
}

/// Runs each of `bodies` on a thread of its own, all released at once, and waits until every
/// thread has ended, so that what the bodies captured has been released when it returns.
func runAtOnce(_ bodies: [@Sendable () -> Void]) {
  let ready = Atomic<Int>(0)
  let threads = bodies.map { body in
    JoinableThread {
      ready.add(1, ordering: .relaxed)
      while ready.load(ordering: .relaxed) < bodies.count { sched_yield() }
      body()
    }
  }
  for thread in threads { thread.join() }
}

/// Runs `body(thread)` on `threads` threads that start together, and waits for all of them.
func runConcurrently(threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
  runAtOnce((0..<threads).map { thread in { body(thread) } })
}

/// Waits up to 5 seconds for `Resources.total` to come back to `count`, while scheduled work that
/// was disposed lets go of its last references.
func waitForResources(toReach count: Int32) {
  let deadline = Date().addingTimeInterval(5)
  while Resources.total != count && Date() < deadline { usleep(1_000) }
}

/// Sends elements from `senders` threads at once (sender `s` sends `s * perSender + i` for `i` in
/// `0..<perSender`, in order) while `joiners` threads each subscribe one observer at a moment of
/// their own, then completes. Each observer is slow to handle its first few events, so that sends
/// overlap what subscribing replays to it.
///
/// Every observer must receive, from each sender, consecutive elements ending with that sender's
/// last one — what subscribing replays is the latest of what was sent, and every later element
/// follows it: none missed, none repeated, none out of order — then the completion, without
/// overlapping deliveries.
func assertJoinersSeeContiguousSuffixes(
  senders: Int = 3, perSender: Int = 5_000, joiners: Int = 8,
  send: @escaping @Sendable (Int) -> Void, complete: () -> Void,
  subscribe: @escaping @Sendable (AnyObserver<Int>) -> any Disposable,
  file: StaticString = #filePath, line: UInt = #line
) {
  let progress = Atomic<Int>(0)
  let recorders = (0..<joiners).map { _ in SerialRecorder<Int>() }
  let subscriptions = LockedValue<[any Disposable]>()
  var work: [@Sendable () -> Void] = (0..<senders).map { sender in
    {
      for index in 0..<perSender {
        send(sender * perSender + index)
        if sender == 0 { progress.store(index, ordering: .relaxed) }
      }
    }
  }
  work += recorders.enumerated().map { joiner, recorder in
    {
      while progress.load(ordering: .relaxed) < joiner * perSender / joiners { sched_yield() }
      let handled = Atomic<Int>(0)
      let slowAtFirst = AnyObserver<Int>(eventHandler: { event in
        if handled.add(1, ordering: .relaxed).oldValue < 3 { usleep(200) }
        recorder.on(event)
      })
      subscriptions.append(subscribe(slowAtFirst))
    }
  }
  runAtOnce(work)
  complete()
  for subscription in subscriptions.value { subscription.dispose() }

  for (joiner, recorder) in recorders.enumerated() {
    let events = recorder.events
    XCTAssertEqual(recorder.overlaps, 0, "joiner \(joiner): overlaps", file: file, line: line)
    XCTAssertEqual(
      events.last, .completed, "joiner \(joiner): ends with the completion", file: file,
      line: line)
    XCTAssertEqual(recorder.terminalCount, 1, "joiner \(joiner)", file: file, line: line)
    let sent = events.compactMap(\.element).filter { $0 >= 0 }
    for sender in 0..<senders {
      let fromSender = sent.filter { $0 / perSender == sender }
      let last = (sender + 1) * perSender - 1
      let expected = Array(last - fromSender.count + 1..<last + 1)
      if fromSender != expected {
        XCTFail(
          "joiner \(joiner), sender \(sender): \(fromSender.count) elements, not the last "
            + "ones in order: first \(fromSender.first ?? -1), last \(fromSender.last ?? -1)",
          file: file, line: line)
      }
    }
  }
}
