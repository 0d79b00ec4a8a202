/// The namespace of reactive extensions on a base object, reached through its `rx` property, as in
/// RxCocoa (`session.rx.response(request:)`).
///
/// Deviation from RxCocoa: RxCocoa names this type `Reactive`, which here would shadow the module
/// `Reactive`; the extensions themselves have RxCocoa's names and signatures.
///
/// `ReactiveExtension` is as thread-safe as its base.
public struct ReactiveExtension<Base> {
  /// The object the extensions act on.
  public let base: Base

  /// Wraps `base`.
  ///
  /// - Parameter base: The object the extensions act on.
  public init(_ base: Base) {
    self.base = base
  }
}
