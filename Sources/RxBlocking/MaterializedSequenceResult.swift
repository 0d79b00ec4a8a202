/// How a sequence ended when waited for with ``BlockingObservable/materialize()``, with the
/// elements it sent.
public enum MaterializedSequenceResult<T> {
  /// The sequence completed after sending `elements`.
  case completed(elements: [T])
  /// The sequence failed with `error`, or timed out with `RxError.timeout`, after sending
  /// `elements`.
  case failed(elements: [T], error: any Swift.Error)
}

extension MaterializedSequenceResult: Equatable where T: Equatable {
  /// Two results are equal when they are the same case with equal elements; errors are equal when
  /// their reflected descriptions are, as recorded events compare them.
  public static func == (lhs: MaterializedSequenceResult<T>, rhs: MaterializedSequenceResult<T>)
    -> Bool
  {
    switch (lhs, rhs) {
    case (.completed(let left), .completed(let right)):
      return left == right
    case (.failed(let left, let leftError), .failed(let right, let rightError)):
      return left == right && String(reflecting: leftError) == String(reflecting: rightError)
    default:
      return false
    }
  }
}
