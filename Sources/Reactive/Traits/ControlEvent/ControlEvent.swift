/// A type that is a ``ControlEvent``: a sequence of user-interface events that never fails.
public protocol ControlEventType: ObservableType {
  /// Returns the sequence as a ``ControlEvent``.
  ///
  /// - Returns: The control event.
  func asControlEvent() -> ControlEvent<Element>
}

/// A sequence of events of a control, such as taps of a button: it never fails, sends no initial
/// element, is subscribed to on the main thread and delivers where its source does, on the main
/// thread for a control.
///
/// RxCocoa makes these from UIKit and AppKit controls; here, as there, a view model takes them as
/// inputs, so it runs unchanged on Linux, in tests and in a terminal program that makes them from
/// its own events:
///
/// ```swift
/// struct Input {
///   let refresh: ControlEvent<Void>
/// }
/// let taps = PublishRelay<Void>()
/// let input = Input(refresh: ControlEvent(events: taps))
/// ```
///
/// Like RxCocoa's, the source must never fail: a failing source is a programming error, which
/// ``asDriver()`` and ``asSignal()`` report by stopping a debug build. Subscribing and disposing
/// are thread-safe.
public struct ControlEvent<PropertyType>: ControlEventType {
  /// The type of the events' elements.
  public typealias Element = PropertyType

  @usableFromInline
  let events: Observable<PropertyType>

  /// Creates a control event of `events`, which must never fail; it is subscribed to on the main
  /// thread, at once when subscribed to there, as with RxCocoa's `ConcurrentMainScheduler`.
  ///
  /// - Parameter events: The events of the control.
  public init<Events: ObservableType>(events: Events) where Events.Element == Element {
    self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
  }

  /// Subscribes `observer` to the events.
  ///
  /// - Parameter observer: The observer that receives the events.
  /// - Returns: A disposable that ends the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// Returns the events as an ``Observable``.
  ///
  /// - Returns: The observable of the events.
  public func asObservable() -> Observable<Element> {
    events
  }

  /// Returns this control event.
  ///
  /// - Returns: `self`.
  public func asControlEvent() -> ControlEvent<Element> {
    self
  }
}
