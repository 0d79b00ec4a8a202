import Foundation

/// The ratio (ours ÷ closures) each workload must stay under, by workload id.
let targets: [String: Double] = [
  "W1": 2, "W1-create": 2.5, "W2": 1.5, "W3": 3, "W4": 2, "W4-publish": 2, "W5": 10, "W6": 2,
  "W6-relay": 2, "W7": 1.15, "W8-combineLatest": 2, "W8-zip": 1.5, "W9-flatMapLatest": 1.1,
  "W11": 1.5, "W11-4": 1.5, "W12": 1.5, "W13": 1.5, "W14": 1.5,
]

/// The nanoseconds per unit a workload must stay under, by workload id.
let timeTargets: [String: Double] = ["W5": 600]

/// The allocations per unit a workload must stay under, by workload id: per event in the steady
/// state, or per subscription. Marked met or missed in the table and carried in the JSON.
let allocationLimits: [String: Double] = [
  "W1": 0, "W1-create": 0, "W2": 0, "W3": 1, "W4": 0, "W4-publish": 0, "W5": 2, "W6": 0,
  "W6-relay": 0, "W8-combineLatest": 0, "W8-zip": 0,
]

func formatNanoseconds(_ value: Double) -> String {
  String(format: value < 10 ? "%.2f" : (value < 100 ? "%.1f" : "%.0f"), value)
}

func formatAllocations(_ value: Double?, limit: Double?) -> String {
  guard let value else { return "n/a" }
  let figure = String(format: "%.2f", max(0, value))
  guard let limit else { return figure }
  // Allocation counts are whole numbers per unit; the margin absorbs the amortized growth of
  // arrays and tables.
  return figure + String(format: " (≤ %.0f %@)", limit, value <= limit + 0.05 ? "✓" : "✗")
}

/// The targets of a result, each marked met (✓) or not (✗).
func formatTargets(_ result: WorkloadResult) -> String {
  let id = result.workload.id
  var parts: [String] = []
  if let ratio = targets[id] {
    parts.append(String(format: "≤ %g× %@", ratio, result.ratio <= ratio ? "✓" : "✗"))
  }
  if let time = timeTargets[id] {
    parts.append(String(format: "≤ %.0f ns %@", time, result.ours.median <= time ? "✓" : "✗"))
  }
  return parts.isEmpty ? "–" : parts.joined(separator: ", ")
}

/// The human-readable table.
func table(_ results: [WorkloadResult], title: String) -> String {
  var lines = [
    "## \(title)", "",
    "| id | workload | unit | ours ns/unit median (min–max) | closures | naive | ratio | "
      + "ours ÷ naive | target | allocs/unit |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ]
  for result in results {
    let id = result.workload.id
    lines.append(
      "| \(id) | \(result.workload.title) | \(result.workload.unit) | "
        + "\(formatNanoseconds(result.ours.median)) (\(formatNanoseconds(result.ours.minimum))–"
        + "\(formatNanoseconds(result.ours.maximum))) | \(formatNanoseconds(result.closures.median)) | "
        + "\(formatNanoseconds(result.naive.median)) | \(String(format: "%.2f×", result.ratio)) | "
        + "\(result.naiveRatio.map { String(format: "%.2f×", $0) } ?? "–") | "
        + "\(formatTargets(result)) | "
        + "\(formatAllocations(result.allocationsPerUnit, limit: allocationLimits[id])) |")
  }
  let spreads = results.compactMap { result in
    result.senderSpread.map {
      "- \(result.workload.id): the fastest sender's throughput is "
        + String(format: "%.2f× the slowest's (closures: %.2f×)", $0.ours, $0.closures)
        + ", median of the repetitions"
    }
  }
  if !spreads.isEmpty { lines += ["", "Fairness under contention:"] + spreads }
  return lines.joined(separator: "\n")
}

/// The JSON form: `{"workloads":[…],"scaling":[…]}`.
func json(workloads: [WorkloadResult], scaling: [WorkloadResult]) -> String {
  func object(_ result: WorkloadResult) -> [String: Any] {
    var entry: [String: Any] = [
      "id": result.workload.id,
      "unit": result.workload.unit,
      "size": result.size,
      "ours_ns": result.ours.median,
      "ours_min_ns": result.ours.minimum,
      "ours_max_ns": result.ours.maximum,
      "closures_ns": result.closures.median,
      "naive_ns": result.naive.median,
      "ratio": result.ratio,
      "checksum": result.checksum,
    ]
    if let allocations = result.allocationsPerUnit {
      entry["allocations_per_unit"] = max(0, allocations)
    }
    if let ratio = result.naiveRatio { entry["ratio_to_naive"] = ratio }
    if let target = targets[result.workload.id] { entry["target_ratio"] = target }
    if let target = timeTargets[result.workload.id] { entry["target_ns"] = target }
    if let limit = allocationLimits[result.workload.id] { entry["allocation_limit"] = limit }
    if let spread = result.senderSpread {
      entry["sender_throughput_spread"] = spread.ours
      entry["closures_sender_throughput_spread"] = spread.closures
    }
    return entry
  }
  let document: [String: Any] = [
    "workloads": workloads.map(object), "scaling": scaling.map(object),
  ]
  let data = try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
  return String(decoding: data, as: UTF8.self)
}
