import Foundation

/// A type that has reactive extensions, reached through `rx` on values and on the type itself.
///
/// Conform a type to it to extend ``Reactive`` for that type; every `NSObject` conforms, as in
/// RxSwift, and so do `URLSession` and `NotificationCenter`, which have `rx` out of the box.
///
/// ```swift
/// struct Thermometer: ReactiveCompatible {}
/// extension Reactive where Base == Thermometer {
///   var readings: Observable<Double> { .of(21.5, 22.0) }
/// }
/// _ = Thermometer().rx.readings.subscribe(onNext: { print($0) })
/// // Prints: 21.5
/// //         22.0
/// ```
public protocol ReactiveCompatible {
  /// The type the extensions act on: the conforming type.
  associatedtype ReactiveBase

  /// The reactive extensions of the type, for static members such as
  /// `URLSession.rx.shouldLogRequest`.
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The reactive extensions of this value.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The reactive extensions of the type.
  ///
  /// The setter does nothing; it lets `mutating` extensions of ``Reactive`` be called through
  /// `rx`, as in RxSwift.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    set {}
  }

  /// The reactive extensions of this value.
  ///
  /// The setter does nothing; it lets `mutating` extensions of ``Reactive`` be called through
  /// `rx`, as in RxSwift.
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    set {}
  }
}

extension NSObject: ReactiveCompatible {}

// Outside Apple platforms, swift-foundation's NotificationCenter is a Swift class of its own
// rather than an NSObject.
#if !canImport(Darwin)
  extension NotificationCenter: ReactiveCompatible {}
#endif
