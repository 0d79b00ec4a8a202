import Foundation
import Reactive
import Synchronization
import TestSupport
import XCTest

/// A subscriber that joins a replaying sequence on one thread while another thread sends the
/// sequence's last element and, where a subscriber that comes after it still gets that element,
/// its completion: whatever the interleaving (before, during or after the late subscriber's
/// replay, or while it catches up on what was sent meanwhile), it receives the last element
/// exactly once, then the completion, and nothing out of order.
///
/// Each case runs many iterations, varying how long the sender waits after the subscriber starts
/// and how long the subscriber's replayed `onNext` lasts, so that the send lands in every phase of
/// the subscription. The timeouts only turn a lost event into a failure instead of a hang.
///
/// A ``ReactiveTestCase``: the drivers' last deliveries wait on the main queue after a test's
/// last iteration, holding their subscriptions, until the run loop is spun; its tear-down spins
/// it and proves that nothing else is left, instead of a later test's tear-down releasing them
/// below that test's own count at start. For the same reason each iteration waits for its sender
/// thread to leave its last send.
final class LateSubscriberRaceTests: ReactiveTestCase {
  private static let iterations = isSanitized ? 200 : 1_000

  /// What the late subscriber received.
  private enum Seen: Equatable {
    case next(Int)
    case completed
    case error
  }

  /// Sends 0 on the calling thread, then subscribes late on it while another thread sends 1 and,
  /// if `completes`, completes; asserts that the late subscriber saw one of `expected`.
  private func assertTheLateSubscriberGetsTheLastElement(
    completes: Bool, expected: [[Seen]], file: StaticString = #filePath, line: UInt = #line,
    _ makeSource: () -> (
      observable: Observable<Int>, send: @Sendable (Int) -> Void, complete: @Sendable () -> Void
    )
  ) {
    for iteration in 0..<Self.iterations {
      let (observable, send, complete) = makeSource()
      let early = observable.subscribe()
      send(0)
      let start = StartLine()
      let senderDelay = (iteration / 3) % 20 * 10
      let senderFinished = DispatchSemaphore(value: 0)
      let sender = Thread {
        start.wait()
        spin(senderDelay)
        send(1)
        if completes { complete() }
        senderFinished.signal()
      }
      sender.start()
      let seen = LockedValue<[Seen]>()
      let ended = DispatchSemaphore(value: 0)
      // Mostly a long replay, for the send to land in it; sometimes none.
      let replayDelay = iteration % 3 == 0 ? 0 : 400
      start.open()
      let late = observable.subscribe(
        onNext: { element in
          if element == 0 { spin(replayDelay) }
          seen.append(.next(element))
          if element == 1 && !completes { ended.signal() }
        },
        onError: { _ in
          seen.append(.error)
          ended.signal()
        },
        onCompleted: {
          seen.append(.completed)
          ended.signal()
        })
      let finished = ended.wait(timeout: .now() + 10) == .success
      // The sender may still be inside its last send; it ends before the next iteration starts.
      _ = senderFinished.wait(timeout: .now() + 10)
      late.dispose()
      early.dispose()
      guard finished else {
        XCTFail(
          "iteration \(iteration): the late subscriber never got 1; it saw \(seen.value)",
          file: file, line: line)
        return
      }
      let events = seen.value
      guard expected.contains(events) else {
        XCTFail("iteration \(iteration): the late subscriber saw \(events)", file: file, line: line)
        return
      }
    }
  }

  func testShareReplayForever() {
    assertTheLateSubscriberGetsTheLastElement(
      completes: true, expected: [[.next(0), .next(1), .completed], [.next(1), .completed]]
    ) {
      let subject = PublishSubject<Int>()
      return (
        subject.share(replay: 1, scope: .forever), { subject.onNext($0) }, { subject.onCompleted() }
      )
    }
  }

  func testShareReplayWhileConnected() {
    // Not completed: a subscriber that comes after the completion connects again, to a source
    // that has ended.
    assertTheLateSubscriberGetsTheLastElement(
      completes: false, expected: [[.next(0), .next(1)], [.next(1)]]
    ) {
      let subject = PublishSubject<Int>()
      return (
        subject.share(replay: 1, scope: .whileConnected), { subject.onNext($0) },
        { subject.onCompleted() }
      )
    }
  }

  func testReplaySubject() {
    assertTheLateSubscriberGetsTheLastElement(
      completes: true, expected: [[.next(0), .next(1), .completed], [.next(1), .completed]]
    ) {
      let subject = ReplaySubject<Int>.create(bufferSize: 1)
      return (subject.asObservable(), { subject.onNext($0) }, { subject.onCompleted() })
    }
  }

  func testBehaviorSubject() {
    // Not completed: a behavior subject that has completed sends only its completion.
    assertTheLateSubscriberGetsTheLastElement(
      completes: false, expected: [[.next(0), .next(1)], [.next(1)]]
    ) {
      let subject = BehaviorSubject<Int>(value: 0)
      return (subject.asObservable(), { subject.onNext($0) }, { subject.onCompleted() })
    }
  }

  /// The chart view model's shape: a state shared `.forever`, one driver bound first, a second
  /// bound on the main thread while a background thread sends the last state and completes; the
  /// second driver, which keeps the first state it is given and then only the last one, must
  /// deliver the last one.
  func testASecondDriverOfASharedStateGetsTheLastState() {
    for iteration in 0..<Self.iterations {
      let subject = PublishSubject<Int>()
      let state = subject.share(replay: 1, scope: .forever)
      let first = state.map { $0 > 0 }.distinctUntilChanged().asDriver(onErrorDriveWith: .empty())
      let second = state.enumerated()
        .compactMap { index, value in index == 0 || value == 2 ? value : nil }
        .asDriver(onErrorDriveWith: .empty())
      var firstSeen: [Bool] = []
      var secondSeen: [Seen] = []
      let bound = first.drive(onNext: { firstSeen.append($0) })
      subject.onNext(0)
      subject.onNext(1)
      let start = StartLine()
      let senderDelay = iteration % 37
      let senderFinished = DispatchSemaphore(value: 0)
      let sender = Thread {
        start.wait()
        spin(senderDelay * 20)
        subject.onNext(2)
        subject.onCompleted()
        senderFinished.signal()
      }
      sender.start()
      start.open()
      let late = second.drive(
        onNext: { secondSeen.append(.next($0)) }, onCompleted: { secondSeen.append(.completed) })
      let finished = spinMainRunLoop(timeout: 10) { secondSeen.last == .completed }
      _ = senderFinished.wait(timeout: .now() + 10)
      late.dispose()
      bound.dispose()
      guard finished else {
        XCTFail("iteration \(iteration): the second driver never ended; it saw \(secondSeen)")
        return
      }
      guard secondSeen == [.next(1), .next(2), .completed] || secondSeen == [.next(2), .completed]
      else {
        XCTFail("iteration \(iteration): the second driver saw \(secondSeen)")
        return
      }
      XCTAssertEqual(firstSeen, [false, true], "iteration \(iteration)")
    }
  }

  func testASlowSubscriberCatchesUpWithASourceSendingWithoutPause() {
    let replay = ReplaySubject<Int>.create(bufferSize: 1)
    assertSubscribeReturnsDuringAFlood(
      send: { replay.onNext($0) }, subscribe: { replay.subscribe($0) })
    let behavior = BehaviorSubject(value: -1)
    assertSubscribeReturnsDuringAFlood(
      send: { behavior.onNext($0) }, subscribe: { behavior.subscribe($0) })
    let source = PublishSubject<Int>()
    nonisolated(unsafe) let shared = source.share(replay: 1, scope: .forever)
    let keepAlive = shared.subscribe()
    assertSubscribeReturnsDuringAFlood(
      send: { source.onNext($0) }, subscribe: { shared.subscribe($0) })
    keepAlive.dispose()
  }

  /// Sends elements from another thread without pause while an observer that takes 20 µs an
  /// element subscribes: the observer is slower than the sender, so it catches up with some
  /// queued elements on its own, then holds the gate while it takes the rest, which the sender
  /// waits for; it is then registered and `subscribe` returns, within seconds.
  private func assertSubscribeReturnsDuringAFlood(
    send: @escaping @Sendable (Int) -> Void,
    subscribe: @escaping @Sendable (AnyObserver<Int>) -> any Disposable,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let stop = Atomic<Bool>(false)
    let sending = Atomic<Bool>(false)
    let sender = JoinableThread {
      var element = 0
      while !stop.load(ordering: .relaxed) {
        send(element)
        element += 1
        sending.store(true, ordering: .relaxed)
      }
    }
    while !sending.load(ordering: .relaxed) { sched_yield() }
    let received = LockedValue<[Int]>()
    let subscription = LockedValue<(any Disposable)?>(nil)
    let returned = returnsWhileTheCallerWaits(timeout: 20) {
      subscription.set(
        subscribe(
          AnyObserver { event in
            if let element = event.element { received.append(element) }
            spin(microseconds: 20)
          }))
    }
    stop.store(true, ordering: .relaxed)
    sender.join()
    XCTAssertTrue(returned, "subscribe did not return", file: file, line: line)
    subscription.value?.dispose()
    XCTAssertTrue(
      isConsecutive(received.value), "elements missed or repeated", file: file, line: line)
  }
}

/// Where a thread busy-waits until another, having seen it arrive, lets it go, so that both run
/// from the same moment.
private final class StartLine: Sendable {
  private let isWaiting = Atomic<Bool>(false)
  private let isOpen = Atomic<Bool>(false)

  /// Waits for the other thread to arrive, then lets it go.
  func open() {
    while !isWaiting.load(ordering: .acquiring) { sched_yield() }
    isOpen.store(true, ordering: .releasing)
  }

  /// Arrives, then waits to be let go.
  func wait() {
    isWaiting.store(true, ordering: .releasing)
    while !isOpen.load(ordering: .acquiring) {}
  }
}

/// Busy-waits for about `rounds` short pauses, to shift one thread against another.
private func spin(_ rounds: Int) {
  var rounds = rounds
  while rounds > 0 {
    rounds -= 1
    atomicSpinHint()
  }
}

/// A pause too short to be worth a sleep.
@inline(never)
private func atomicSpinHint() {
  _ = ProcessInfo.processInfo.systemUptime
}

/// Keeps the calling thread busy for `microseconds`: shorter and steadier than a sleep.
private func spin(microseconds: UInt64) {
  let end = DispatchTime.now().uptimeNanoseconds + microseconds * 1_000
  while DispatchTime.now().uptimeNanoseconds < end {}
}
