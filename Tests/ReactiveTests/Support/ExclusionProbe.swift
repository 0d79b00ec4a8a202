import Synchronization

/// Counts the times a section meant to admit one thread at a time was entered while another
/// thread was still inside it: wrap the section's body in ``inside(_:)`` and expect 0 overlaps.
final class ExclusionProbe: Sendable {
  private let occupants = Atomic<Int>(0)
  private let overlapCount = Atomic<Int>(0)

  /// Runs `body`, counting an overlap if another thread is inside at the same time.
  func inside<Result>(_ body: () -> Result) -> Result {
    if occupants.add(1, ordering: .sequentiallyConsistent).oldValue != 0 {
      overlapCount.add(1, ordering: .relaxed)
    }
    defer { occupants.subtract(1, ordering: .sequentiallyConsistent) }
    return body()
  }

  /// The number of entries that found another thread inside.
  var overlaps: Int {
    overlapCount.load(ordering: .relaxed)
  }
}
