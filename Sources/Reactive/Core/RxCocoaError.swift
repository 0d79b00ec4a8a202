/// The errors of RxCocoa's APIs, with RxCocoa's cases, for code that creates or matches them.
///
/// The cases that name an object take a `Sendable` one, as errors must be `Sendable` in Swift 6.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible {
  /// An unknown error.
  case unknown
  /// An operation that is not allowed on `object`.
  case invalidOperation(object: any Sendable)
  /// A data source was set before items were bound to `object`.
  case itemsNotYetBound(object: any Sendable)
  /// `object` has no property named `propertyName`.
  case invalidPropertyName(object: any Sendable, propertyName: String)
  /// `object`, found at `propertyName` of `sourceObject`, cannot be observed.
  case invalidObjectOnKeyPath(
    object: any Sendable, sourceObject: any AnyObject & Sendable, propertyName: String)
  /// Replacing a method's implementation failed.
  case errorDuringSwizzling
  /// `object` could not be cast to `targetType`.
  case castingError(object: any Sendable, targetType: Any.Type)

  /// A sentence describing the error.
  public var debugDescription: String {
    switch self {
    case .unknown:
      return "An unknown error occurred."
    case .invalidOperation(let object):
      return "The operation is not allowed on `\(object)`."
    case .itemsNotYetBound(let object):
      return "A data source is set, but no items are bound to `\(object)` yet."
    case .invalidPropertyName(let object, let propertyName):
      return "`\(object)` has no property named `\(propertyName)`."
    case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
      return "`\(object)`, the `\(propertyName)` of `\(sourceObject)`, cannot be observed."
    case .errorDuringSwizzling:
      return "Replacing a method's implementation failed."
    case .castingError(let object, let targetType):
      return "`\(object)` could not be cast to `\(targetType)`."
    }
  }
}
