/// The error that `#` stands for in a marble test that names no error of its own.
///
/// Pass your own with `assertMarbles(error:)`, or per timeline with the `error:` parameter of
/// ``MarbleTest/hot(_:error:file:line:)`` and its siblings.
public struct MarbleError: Error, Equatable, CustomStringConvertible, Sendable {
  /// Creates the error.
  public init() {}

  /// `error`, as RxJS's marble tests name their default error.
  public var description: String { "error" }
}
