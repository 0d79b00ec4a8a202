import AllocationCounter
import Dispatch

/// One benchmark: the same work done by the library and by two hand-written baselines.
struct Workload {
  /// The identifier used by `--filter` and in the JSON output, e.g. `W1`.
  let id: String
  /// What the workload does, for the table.
  let title: String
  /// What one measured unit is ("element", "delivery", "subscription").
  let unit: String
  /// How many units one run performs at full size.
  let fullSize: Int
  /// How many units one run performs with `--quick`.
  let quickSize: Int
  /// Whether allocations are reported per unit in the steady state (per event) rather than
  /// per unit overall (per subscription).
  let allocationsAreMarginal: Bool
  /// Runs the work for `size` units with the library; returns a checksum.
  let ours: (Int) -> Int
  /// Runs the work with opaque escaping closures, one per stage and per subscriber.
  let closures: (Int) -> Int
  /// Runs the work as straight-line loops.
  let naive: (Int) -> Int
  /// Whether the straight-line variant is a baseline to report a ratio against, rather than a
  /// scale that the optimizer may reduce to nothing.
  var isNaiveABaseline = false
  /// Where a workload with several senders records how evenly they progressed, run by run, with
  /// the library and with the closures.
  var senderSpreads: (ours: SpreadLog, closures: SpreadLog)? = nil
}

/// The figures of one variant over the repetitions.
struct Timing {
  let median: Double
  let minimum: Double
  let maximum: Double

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    median = sorted[sorted.count / 2]
    minimum = sorted.first ?? 0
    maximum = sorted.last ?? 0
  }
}

/// The result of running one workload.
struct WorkloadResult {
  let workload: Workload
  let size: Int
  let ours: Timing
  let closures: Timing
  let naive: Timing
  let checksum: Int
  /// Heap allocations per unit, or `nil` when the counter is not active (sanitizer builds).
  let allocationsPerUnit: Double?
  /// For a workload with several senders, the median over the repetitions of the fastest
  /// sender's throughput over the slowest's, with the library and with the closures.
  let senderSpread: (ours: Double, closures: Double)?

  var ratio: Double {
    ours.median / closures.median
  }

  /// Ours against the straight-line variant, where it is a baseline: for the bag of subscriptions,
  /// the bare limit of appending a subscriber to an array.
  var naiveRatio: Double? {
    workload.isNaiveABaseline ? ours.median / naive.median : nil
  }
}

/// A checksum disagreement between the library and a baseline: the benchmark is wrong.
struct ChecksumMismatch: Error, CustomStringConvertible {
  let workload: String
  let ours: Int
  let closures: Int
  let naive: Int

  var description: String {
    "checksum mismatch in \(workload): ours \(ours), closures \(closures), naive \(naive)"
  }
}

/// Runs workloads: a warm-up, then repetitions that interleave the three variants so that
/// machine noise hits them alike.
struct Harness {
  let repetitions: Int
  let quick: Bool

  func run(_ workload: Workload) throws -> WorkloadResult {
    let size = quick ? workload.quickSize : workload.fullSize
    let warmUp = max(1, size / 10)
    _ = workload.naive(warmUp)
    _ = workload.closures(warmUp)
    _ = workload.ours(warmUp)
    _ = workload.senderSpreads?.ours.takeMedian()
    _ = workload.senderSpreads?.closures.takeMedian()

    var samples: [[Double]] = [[], [], []]
    var checksums: [Int] = [0, 0, 0]
    let variants = [workload.naive, workload.closures, workload.ours]
    for _ in 0..<repetitions {
      for (index, variant) in variants.enumerated() {
        let start = DispatchTime.now().uptimeNanoseconds
        checksums[index] = variant(size)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        samples[index].append(Double(elapsed) / Double(size))
      }
    }
    guard checksums[0] == checksums[1], checksums[1] == checksums[2] else {
      throw ChecksumMismatch(
        workload: workload.id, ours: checksums[2], closures: checksums[1], naive: checksums[0])
    }
    let senderSpread = workload.senderSpreads.flatMap { logs in
      logs.ours.takeMedian().flatMap { ours in logs.closures.takeMedian().map { (ours, $0) } }
    }
    return WorkloadResult(
      workload: workload, size: size, ours: Timing(samples[2]), closures: Timing(samples[1]),
      naive: Timing(samples[0]), checksum: checksums[2],
      allocationsPerUnit: allocations(of: workload, size: size), senderSpread: senderSpread)
  }

  /// Counts heap allocations of the library variant. For per-event figures, the difference
  /// between a run of `2n` and a run of `n` units removes the set-up cost.
  private func allocations(of workload: Workload, size: Int) -> Double? {
    guard allocation_counter_is_active() else { return nil }
    func count(_ units: Int) -> UInt64 {
      let before = allocation_counter_total()
      _ = workload.ours(units)
      return allocation_counter_total() - before
    }
    if workload.allocationsAreMarginal {
      let single = count(size)
      let double = count(2 * size)
      return Double(Int64(double) - Int64(single)) / Double(size)
    }
    return Double(count(size)) / Double(size)
  }
}

/// Keeps the optimizer from seeing through a value: closures built through it are opaque.
@inline(never)
func opaque<T>(_ value: T) -> T {
  value
}
