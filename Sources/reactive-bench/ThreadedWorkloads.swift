import Foundation
import RxSwift
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The workloads with several threads: contended delivery and scheduler hops. Their time is the
// wall clock of the whole run divided by its units, all threads started together; the baselines
// use the synchronisation a careful programmer would write by hand, a pthread mutex around a
// delivery and a dispatch `async` per hop.

extension Workloads {
  static var threaded: [Workload] {
    [w11(senders: 2), w11(senders: 4), w12, w13, w14]
  }

  /// W11: `senders` threads sending a million elements each into one `PublishSubject` with ten
  /// subscribers, a unit being one element sent (and delivered ten times). Each subscriber checks
  /// that every sender's elements arrive once and in order; the checksum is the sum of what the
  /// subscribers received, or -1 if an element was lost, repeated or reordered.
  static func w11(senders: Int) -> Workload {
    let subscribers = 10
    let spreads = SpreadLog()
    let baselineSpreads = SpreadLog()
    return Workload(
      id: senders == 2 ? "W11" : "W11-\(senders)",
      title: "\(senders) threads send into a PublishSubject with \(subscribers) subscribers",
      unit: "element", fullSize: senders * 1_000_000, quickSize: senders * 5_000,
      allocationsAreMarginal: true,
      ours: { size in
        let subject = PublishSubject<Int>()
        let checks = (0..<subscribers).map { _ in SenderOrderCheck(senders: senders) }
        let subscriptions = checks.map { check in subject.subscribe(onNext: check.receive) }
        let durations = runTogether(senders) { sender in
          for index in 0..<(size / senders) { subject.onNext(index &* senders &+ sender) }
        }
        spreads.record(durations)
        for subscription in subscriptions { subscription.dispose() }
        return SenderOrderCheck.checksum(checks)
      },
      closures: { size in
        let checks = (0..<subscribers).map { _ in SenderOrderCheck(senders: senders) }
        let delivery = MutexGuardedDelivery(checks.map { check in makeSubscriber(check) })
        let durations = runTogether(senders) { sender in
          for index in 0..<(size / senders) { delivery.send(index &* senders &+ sender) }
        }
        baselineSpreads.record(durations)
        return SenderOrderCheck.checksum(checks)
      },
      naive: { size in
        let total = size / senders * senders
        return subscribers &* (total &* (total &- 1) / 2)
      },
      senderSpreads: (ours: spreads, closures: baselineSpreads))
  }

  /// W12: `observe(on:)` a serial dispatch-queue scheduler, a million elements sent from another
  /// thread, a unit being one element delivered on the queue; the baseline dispatches each element
  /// with `DispatchQueue.async`.
  static var w12: Workload {
    Workload(
      id: "W12", title: "observe(on: serial queue), elements sent from another thread",
      unit: "element", fullSize: 1_000_000, quickSize: 5_000, allocationsAreMarginal: true,
      ours: { size in
        let sum = Accumulator()
        let delivered = DispatchSemaphore(value: 0)
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.w12")
        let subscription = subject.observe(on: scheduler).subscribe(
          onNext: { sum.value &+= $0 }, onCompleted: { delivered.signal() })
        _ = runTogether(1) { _ in
          for element in 0..<size { subject.onNext(element) }
          subject.onCompleted()
        }
        delivered.wait()
        subscription.dispose()
        return sum.value
      },
      closures: { size in
        let sum = Accumulator()
        let delivered = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "bench.w12.baseline")
        // Only the serial queue calls it.
        nonisolated(unsafe) let receive = makeSubscriber(sum)
        _ = runTogether(1) { _ in
          for element in 0..<size { queue.async { receive(element) } }
          queue.async { delivered.signal() }
        }
        delivered.wait()
        return sum.value
      },
      naive: { size in size &* (size &- 1) / 2 })
  }

  /// W13: two threads subscribing to one `PublishSubject` and disposing at once, a hundred
  /// thousand times each, while a third sends without pause; a unit is one subscription made and
  /// disposed. The checksum counts the subscriptions, each of which must have received only
  /// increasing elements (-1 otherwise).
  static var w13: Workload {
    Workload(
      id: "W13", title: "2 threads subscribe and dispose while a third sends",
      unit: "subscription", fullSize: 200_000, quickSize: 2_000, allocationsAreMarginal: false,
      ours: { size in
        let subject = PublishSubject<Int>()
        let stop = Atomic<Bool>(false)
        let sender = Thread {
          var element = 0
          while !stop.load(ordering: .relaxed) {
            subject.onNext(element)
            element &+= 1
          }
        }
        sender.start()
        let valid = Atomic<Int>(0)
        _ = runTogether(2) { _ in
          for _ in 0..<(size / 2) {
            let check = IncreasingCheck()
            subject.subscribe(onNext: check.receive).dispose()
            if check.isValid { valid.add(1, ordering: .relaxed) }
          }
        }
        stop.store(true, ordering: .relaxed)
        return validCount(valid.load(ordering: .relaxed), of: size / 2 * 2)
      },
      closures: { size in
        let subject = MutexGuardedSubject()
        let stop = Atomic<Bool>(false)
        let sender = Thread {
          var element = 0
          while !stop.load(ordering: .relaxed) {
            subject.send(element)
            element &+= 1
          }
        }
        sender.start()
        let valid = Atomic<Int>(0)
        _ = runTogether(2) { _ in
          for _ in 0..<(size / 2) {
            let check = IncreasingCheck()
            subject.remove(subject.add(makeIncreasingSubscriber(check)))
            if check.isValid { valid.add(1, ordering: .relaxed) }
          }
        }
        stop.store(true, ordering: .relaxed)
        return validCount(valid.load(ordering: .relaxed), of: size / 2 * 2)
      },
      naive: { size in size / 2 * 2 })
  }

  /// W14: `just(i).subscribe(on:).observe(on:)` on two serial dispatch-queue schedulers, waiting
  /// for each element to arrive before the next subscription; a unit is one round trip. The
  /// baseline nests one `DispatchQueue.async` in another.
  static var w14: Workload {
    Workload(
      id: "W14", title: "just.subscribe(on:).observe(on:), one round trip at a time",
      unit: "subscription", fullSize: 20_000, quickSize: 200, allocationsAreMarginal: false,
      ours: { size in
        let sum = Accumulator()
        let arrived = DispatchSemaphore(value: 0)
        let subscribing = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.w14.on")
        let observing = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.w14.observe")
        for value in 0..<size {
          let subscription = Observable.just(value).subscribe(on: subscribing)
            .observe(on: observing)
            .subscribe(onNext: {
              sum.value &+= $0
              arrived.signal()
            })
          arrived.wait()
          subscription.dispose()
        }
        return sum.value
      },
      closures: { size in
        let sum = Accumulator()
        let arrived = DispatchSemaphore(value: 0)
        let subscribing = DispatchQueue(label: "bench.w14.baseline.on")
        let observing = DispatchQueue(label: "bench.w14.baseline.observe")
        // Only the serial `observing` queue calls it, one round trip at a time.
        nonisolated(unsafe) let receive = makeSubscriber(sum)
        for value in 0..<size {
          subscribing.async {
            observing.async {
              receive(value)
              arrived.signal()
            }
          }
          arrived.wait()
        }
        return sum.value
      },
      naive: { size in size &* (size &- 1) / 2 })
  }
}

/// `count` when every one of `expected` subscriptions was valid, -1 otherwise.
func validCount(_ count: Int, of expected: Int) -> Int {
  count == expected ? count : -1
}

/// Runs `body(thread)` on `threads` new threads released together; returns how long each took,
/// in nanoseconds, once all have ended.
func runTogether(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) -> [UInt64] {
  let ready = Atomic<Int>(0)
  let durations = DurationLog(threads)
  let group = DispatchGroup()
  for thread in 0..<threads {
    group.enter()
    Thread.detachNewThread {
      ready.add(1, ordering: .relaxed)
      while ready.load(ordering: .relaxed) < threads { sched_yield() }
      let start = DispatchTime.now().uptimeNanoseconds
      body(thread)
      durations.set(thread, DispatchTime.now().uptimeNanoseconds - start)
      group.leave()
    }
  }
  group.wait()
  return durations.values
}

/// The time each thread of a run took, written by the threads.
final class DurationLog: @unchecked Sendable {
  // @unchecked Sendable: `durations` is guarded by `lock`
  private let lock = NSLock()
  private var durations: [UInt64]

  init(_ threads: Int) {
    durations = Array(repeating: 0, count: threads)
  }

  func set(_ thread: Int, _ duration: UInt64) {
    lock.withLock { durations[thread] = duration }
  }

  var values: [UInt64] {
    lock.withLock { durations }
  }
}

/// The spread of the senders' throughput in each run of a workload: the fastest sender's
/// throughput over the slowest's, each sending the same number of elements (1 when all are equal).
final class SpreadLog: @unchecked Sendable {
  // @unchecked Sendable: `spreads` is guarded by `lock`
  private let lock = NSLock()
  private var spreads: [Double] = []

  func record(_ durations: [UInt64]) {
    guard let fastest = durations.min(), let slowest = durations.max(), fastest > 0 else { return }
    lock.withLock { spreads.append(Double(slowest) / Double(fastest)) }
  }

  /// The median spread of the runs recorded since the last call, which forgets them.
  func takeMedian() -> Double? {
    let taken = lock.withLock {
      defer { spreads = [] }
      return spreads
    }
    return taken.isEmpty ? nil : taken.sorted()[taken.count / 2]
  }
}

/// What one subscriber of W11 received from `senders` senders: the sum, and whether each
/// sender's elements arrived once each and in order. Its elements are delivered one at a time.
final class SenderOrderCheck: @unchecked Sendable {
  // @unchecked Sendable: called serially, by the subject's gate or the baseline's mutex
  @exclusivity(unchecked) private var next: [Int]
  @exclusivity(unchecked) private(set) var value = 0
  @exclusivity(unchecked) private(set) var isValid = true
  private let senders: Int

  init(senders: Int) {
    self.senders = senders
    next = Array(repeating: 0, count: senders)
  }

  func receive(_ element: Int) {
    let sender = element % senders
    if element / senders != next[sender] { isValid = false }
    next[sender] = element / senders &+ 1
    value &+= element
  }

  /// The sum of every subscriber's elements, or -1 if one of them lost, repeated or reordered one.
  static func checksum(_ checks: [SenderOrderCheck]) -> Int {
    checks.allSatisfy(\.isValid) ? checks.reduce(0) { $0 &+ $1.value } : -1
  }
}

/// Whether the elements one short-lived subscriber of W13 received were increasing.
final class IncreasingCheck: @unchecked Sendable {
  // @unchecked Sendable: written by the sending thread, serially, before the subscription ends;
  // read by the subscribing thread after it has disposed the subscription
  private let last = Atomic<Int>(-1)
  private let valid = Atomic<Bool>(true)

  func receive(_ element: Int) {
    if element <= last.exchange(element, ordering: .relaxed) {
      valid.store(false, ordering: .relaxed)
    }
  }

  var isValid: Bool {
    valid.load(ordering: .relaxed)
  }
}

@inline(never)
func makeSubscriber(_ check: SenderOrderCheck) -> (Int) -> Void {
  { check.receive($0) }
}

@inline(never)
func makeIncreasingSubscriber(_ check: IncreasingCheck) -> (Int) -> Void {
  { check.receive($0) }
}

/// The hand-written W11: closures called in turn under a pthread mutex, so that deliveries from
/// several threads never overlap.
final class MutexGuardedDelivery: @unchecked Sendable {
  // @unchecked Sendable: deliveries are serialized by `mutex`; `subscribers` never changes
  private var mutex = pthread_mutex_t()
  private let subscribers: ContiguousArray<(Int) -> Void>

  init(_ subscribers: [(Int) -> Void]) {
    self.subscribers = ContiguousArray(subscribers)
    pthread_mutex_init(&mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(&mutex)
  }

  func send(_ element: Int) {
    pthread_mutex_lock(&mutex)
    for subscriber in subscribers { subscriber(element) }
    pthread_mutex_unlock(&mutex)
  }
}

/// The hand-written W13: a dictionary of closures behind a pthread mutex; a send copies the
/// closures under the mutex and calls them, one send at a time, outside it.
final class MutexGuardedSubject: @unchecked Sendable {
  // @unchecked Sendable: `observers` and `nextKey` are guarded by `mutex`; sends come from one
  // thread
  private var mutex = pthread_mutex_t()
  private var observers: [Int: (Int) -> Void] = [:]
  private var nextKey = 0

  init() {
    pthread_mutex_init(&mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(&mutex)
  }

  func add(_ observer: @escaping (Int) -> Void) -> Int {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    let key = nextKey
    nextKey &+= 1
    observers[key] = observer
    return key
  }

  func remove(_ key: Int) {
    pthread_mutex_lock(&mutex)
    let removed = observers.removeValue(forKey: key)
    pthread_mutex_unlock(&mutex)
    _ = removed
  }

  func send(_ element: Int) {
    pthread_mutex_lock(&mutex)
    let snapshot = observers.values
    pthread_mutex_unlock(&mutex)
    for observer in snapshot { observer(element) }
  }
}
