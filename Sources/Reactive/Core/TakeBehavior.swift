/// Whether `take(while:behavior:)` and `take(until:behavior:)` also send the element that ends
/// the sequence.
public enum TakeBehavior: Sendable {
  /// Send the element that ends the sequence, then complete.
  case inclusive
  /// Complete without sending the element that ends the sequence.
  case exclusive
}
