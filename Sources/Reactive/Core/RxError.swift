/// The errors the library itself raises, with RxSwift's cases.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
  /// An unknown error.
  case unknown
  /// An object was used after it was disposed.
  case disposed(object: any AnyObject & Sendable)
  /// An arithmetic overflow occurred.
  case overflow
  /// An argument was out of range.
  case argumentOutOfRange
  /// A sequence that had to have an element had none.
  case noElements
  /// A sequence that had to have one element had more.
  case moreThanOneElement
  /// A sequence produced no event within the allowed time.
  case timeout

  /// A sentence describing the error.
  public var debugDescription: String {
    switch self {
    case .unknown: return "Unknown error occurred."
    case .disposed(let object): return "Object `\(object)` was already disposed."
    case .overflow: return "Arithmetic overflow occurred."
    case .argumentOutOfRange: return "Argument out of range."
    case .noElements: return "Sequence doesn't contain any elements."
    case .moreThanOneElement: return "Sequence contains more than one element."
    case .timeout: return "Sequence timeout."
    }
  }
}
