@testable import RxSwift

/// A connection in a state machine's tests: an object known by its name, that does nothing when
/// disposed.
final class NamedConnection: Disposable, CustomStringConvertible {
  let description: String

  init(_ name: String) {
    description = name
  }

  func dispose() {}
}
