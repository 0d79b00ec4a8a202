/// How far a trend's loading has got: periods settled (answered or failed) of the total.
public struct TrendProgress: Equatable, Sendable {
  /// Periods whose chart arrived or failed.
  public var settled: Int
  /// Periods in all.
  public var total: Int

  /// Creates a progress value.
  ///
  /// - Parameters:
  ///   - settled: Periods settled.
  ///   - total: Periods in all.
  public init(settled: Int, total: Int) {
    self.settled = settled
    self.total = total
  }

  /// Whether every period has settled.
  public var isComplete: Bool {
    settled >= total
  }

  /// The part settled, from 0 to 1 (1 for an empty trend).
  public var fraction: Double {
    total == 0 ? 1 : Double(settled) / Double(total)
  }

  /// `8/12 periods`.
  public var text: String {
    "\(settled)/\(total) periods"
  }
}
