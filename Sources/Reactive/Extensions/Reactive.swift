/// The namespace of reactive extensions of a base value, reached through its `rx` property, as in
/// RxSwift: `session.rx.data(request:)`, `center.rx.notification(name)`, `label.rx.title`.
///
/// Add extensions for your own types by constraining `Base`:
///
/// ```swift
/// final class ProgressBar: ReactiveCompatible {
///   var fraction = 0.0
/// }
///
/// extension Reactive where Base: ProgressBar {
///   var fraction: Binder<Double> {
///     Binder(base) { bar, fraction in bar.fraction = fraction }
///   }
/// }
///
/// downloads.map(\.fraction).bind(to: progressBar.rx.fraction)
/// ```
///
/// Every writable property of a class is also reachable as a ``Binder``, through dynamic member
/// lookup: `Observable.just(0.5).bind(to: progressBar.rx.fraction)` compiles without the extension
/// above.
///
/// The type shares its name with this module; where a name of the module must be told apart from
/// a member of this type, Swift's module selector does it: `Reactive::Observable`.
///
/// `Reactive` is as thread-safe as its base.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The value the extensions act on.
  public let base: Base

  /// Wraps `base`.
  ///
  /// - Parameter base: The value the extensions act on.
  public init(_ base: Base) {
    self.base = base
  }

  /// A binder that sets the property at `keyPath` of the base object for each element, on the
  /// main scheduler, holding the object weakly.
  ///
  /// - Parameter keyPath: The property to set.
  /// - Returns: The binder of that property.
  public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>)
    -> Binder<Property>
  where Base: AnyObject {
    Binder(base) { base, value in base[keyPath: keyPath] = value }
  }
}

extension Reactive: Sendable where Base: Sendable {}
