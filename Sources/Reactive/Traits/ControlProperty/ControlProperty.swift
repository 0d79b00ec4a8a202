/// A type that is a ``ControlProperty``: a value of a control that can be observed and set.
public protocol ControlPropertyType: ObservableType, ObserverType {
  /// Returns the value as a ``ControlProperty``.
  ///
  /// - Returns: The control property.
  func asControlProperty() -> ControlProperty<Element>
}

/// A value of a control, such as the text of a field: its values can be observed, starting with
/// the current one, and new values can be sent to it.
///
/// RxCocoa makes these from UIKit and AppKit controls; here, as there, a view model takes them as
/// inputs and binds outputs to them, so it runs unchanged on Linux and in tests:
///
/// ```swift
/// let text = BehaviorRelay<String?>(value: nil)
/// let field = ControlProperty(values: text, valueSink: Binder(text) { $0.accept($1) })
/// field.orEmpty.subscribe(onNext: { print("[\($0)]") }).disposed(by: disposeBag)
/// // Prints: []
/// ```
///
/// The values must never fail, and they are subscribed to on the main thread, at once when
/// subscribed to there. Sending an error to the property is a programming error: it stops a debug
/// build and is printed in a release build, as in RxCocoa; elements and completion go to
/// `valueSink`. Subscribing, disposing and sending are as thread-safe as the values and the sink.
public struct ControlProperty<PropertyType>: ControlPropertyType {
  /// The type of the values.
  public typealias Element = PropertyType

  @usableFromInline
  let values: Observable<PropertyType>

  @usableFromInline
  let valueSink: AnyObserver<PropertyType>

  /// Creates a control property that observes `values` and sends what it is sent to `valueSink`.
  ///
  /// - Parameters:
  ///   - values: The values of the control, starting with the current one; must never fail.
  ///   - valueSink: Where the values sent to the property go.
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Element == Values.Element, Element == Sink.Element {
    self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
    self.valueSink = AnyObserver(valueSink)
  }

  /// Subscribes `observer` to the values, starting with the current one.
  ///
  /// - Parameter observer: The observer that receives the values.
  /// - Returns: A disposable that ends the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// The values after the current one, as a control event: what the user changes.
  public var changed: ControlEvent<PropertyType> {
    ControlEvent(events: values.skip(1))
  }

  /// Returns the values as an ``Observable``.
  ///
  /// - Returns: The observable of the values.
  public func asObservable() -> Observable<Element> {
    values
  }

  /// Returns this control property.
  ///
  /// - Returns: `self`.
  public func asControlProperty() -> ControlProperty<Element> {
    self
  }

  /// Sends an element or the completion to the value sink; an error stops a debug build and is
  /// printed in a release build.
  ///
  /// - Parameter event: The event to send.
  public func on(_ event: Event<Element>) {
    switch event {
    case .error(let error):
      rxFatalErrorInDebug("Binding error to a control property: \(error)")
    case .next, .completed:
      valueSink.on(event)
    }
  }
}

extension ControlPropertyType where Element == String? {
  /// The property with `nil` read as the empty string, as text fields' text is used.
  ///
  /// Its values are the optional values with `nil` replaced by `""`; what is sent to it is sent
  /// on as optional.
  public var orEmpty: ControlProperty<String> {
    let original = asControlProperty()
    return ControlProperty<String>(
      values: original.values.map { $0 ?? "" },
      valueSink: AnyObserver { original.valueSink.on($0.map { $0 as String? }) })
  }
}
