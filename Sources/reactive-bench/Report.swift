import Foundation

/// The ratio each workload must stay under (issue 7), by workload id.
let targets: [String: Double] = [
  "W1": 5, "W1-create": 5, "W2": 1.5, "W3": 3, "W4": 2, "W5": 10, "W6": 2, "W6-relay": 2,
]

/// Allocation limits: per event in the steady state, or per subscription.
let allocationLimits: [String: Double] = [
  "W1": 0, "W1-create": 0, "W2": 0, "W3": 4, "W4": 0, "W6": 0, "W6-relay": 0, "W7": 0, "W7-zip": 0,
]

func formatNanoseconds(_ value: Double) -> String {
  String(format: value < 10 ? "%.2f" : (value < 100 ? "%.1f" : "%.0f"), value)
}

func formatAllocations(_ value: Double?) -> String {
  guard let value else { return "n/a" }
  return String(format: "%.2f", max(0, value))
}

/// The human-readable table.
func table(_ results: [Result], title: String) -> String {
  var lines = [
    "## \(title)", "",
    "| id | workload | unit | ours ns/unit median (min–max) | closures | naive | ratio | target | allocs/unit |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|",
  ]
  for result in results {
    let id = result.workload.id
    let target = targets[id].map {
      String(format: "≤ %.1f× %@", $0, result.ratio <= $0 ? "✓" : "✗")
    }
    lines.append(
      "| \(id) | \(result.workload.title) | \(result.workload.unit) | "
        + "\(formatNanoseconds(result.ours.median)) (\(formatNanoseconds(result.ours.minimum))–"
        + "\(formatNanoseconds(result.ours.maximum))) | \(formatNanoseconds(result.closures.median)) | "
        + "\(formatNanoseconds(result.naive.median)) | \(String(format: "%.2f×", result.ratio)) | "
        + "\(target ?? "–") | \(formatAllocations(result.allocationsPerUnit)) |")
  }
  return lines.joined(separator: "\n")
}

/// The JSON form: `{"workloads":[…],"scaling":[…]}`.
func json(workloads: [Result], scaling: [Result]) -> String {
  func object(_ result: Result) -> [String: Any] {
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
    if let target = targets[result.workload.id] { entry["target_ratio"] = target }
    return entry
  }
  let document: [String: Any] = [
    "workloads": workloads.map(object), "scaling": scaling.map(object),
  ]
  let data = try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
  return String(decoding: data, as: UTF8.self)
}
