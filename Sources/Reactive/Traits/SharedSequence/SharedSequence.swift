import Foundation

/// How a family of ``SharedSequence``s delivers and shares: ``DriverSharingStrategy`` or
/// ``SignalSharingStrategy``.
public protocol SharingStrategyProtocol {
  /// The scheduler the sequences deliver on.
  static var scheduler: any SchedulerType { get }

  /// Shares `source` the way this strategy's sequences are shared.
  ///
  /// - Parameter source: The sequence to share.
  /// - Returns: The shared sequence.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that is a ``SharedSequence``; the operators of ``Driver`` and ``Signal`` extend this
/// protocol.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// How the sequence delivers and shares.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// Returns the sequence as a ``SharedSequence``.
  ///
  /// - Returns: The shared sequence.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
  /// Returns the shared sequence as an ``Observable``, as RxCocoa does for any type that
  /// implements only ``asSharedSequence()``.
  ///
  /// - Returns: The observable form of ``asSharedSequence()``.
  @inlinable
  public func asObservable() -> Observable<Element> {
    asSharedSequence().asObservable()
  }
}

/// A sequence that never fails, delivers on its strategy's scheduler and shares one subscription
/// to its source among all its subscribers: the type behind ``Driver`` and ``Signal``.
///
/// Make one from an observable with `asDriver(onErrorJustReturn:)`, `asSignal(onErrorJustReturn:)`
/// and their siblings, which say what replaces the observable's error, or with the creation
/// functions such as ``just(_:)``. Every operator returns a shared sequence of the same strategy,
/// itself shared.
///
/// Each sequence made by a conversion such as `asDriver(onErrorJustReturn:)` delivers through a
/// scheduler of its own from ``SharingScheduler/make``: a new ``MainScheduler``, or a test's mock.
///
/// Unlike RxCocoa's, it exists on Linux too, and `drive` and `emit` may be called from any thread:
/// the subscription then moves to the main thread, so every element, replayed ones included, is
/// delivered there (inside a ``SharingScheduler`` mock, the subscription is made in place).
/// Subscribing and disposing are thread-safe.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
  SharedSequenceConvertibleType
{
  @usableFromInline
  let source: Observable<Element>

  /// Shares `source`, which must never fail and must deliver on the strategy's scheduler.
  @inlinable
  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps `source` as it is; it must never fail and must deliver on the strategy's scheduler.
  @inlinable
  init(raw source: Observable<Element>) {
    self.source = source
  }

  /// Returns the sequence as an ``Observable`` with the same events.
  ///
  /// - Returns: The underlying shared observable, which never fails.
  @inlinable
  public func asObservable() -> Observable<Element> {
    source
  }

  /// Returns this sequence.
  ///
  /// - Returns: `self`.
  @inlinable
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
    self
  }
}

extension SharedSequence {
  /// Returns a sequence that sends `element` on the strategy's scheduler and completes.
  ///
  /// With the main scheduler, subscribed to on the main thread, it sends at once; subscribed to on
  /// another thread, it subscribes again on the main queue and sends from there. Under
  /// ``SharingScheduler/mock(scheduler:action:)`` it is subscribed to on the mock's scheduler.
  ///
  /// ```swift
  /// Driver.just("Parasite").drive(onNext: { print($0) }).disposed(by: disposeBag)
  /// // Prints: Parasite
  /// ```
  ///
  /// - Parameter element: The only element.
  /// - Returns: A sequence of one element.
  @inlinable
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: subscribing(Observable.just(element), on: SharingStrategy.scheduler))
  }

  /// Returns a sequence that completes on the strategy's scheduler without elements.
  ///
  /// - Returns: The empty sequence.
  @inlinable
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: subscribing(Observable.empty(), on: SharingStrategy.scheduler))
  }

  /// Returns a sequence that never sends any event.
  ///
  /// - Returns: The silent sequence.
  @inlinable
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.never())
  }

  /// Returns a sequence that calls `observableFactory` on each subscription and subscribes to the
  /// sequence it returns.
  ///
  /// - Parameter observableFactory: Makes the sequence of one subscription.
  /// - Returns: The deferred sequence.
  @inlinable
  public static func deferred(
    _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.deferred { observableFactory().asObservable() })
  }

  /// Returns a sequence of the given elements, sent on the strategy's scheduler, followed by
  /// completion.
  ///
  /// Each element and the completion are a step of their own on the scheduler, as in RxCocoa: a
  /// main scheduler subscribed to on the main thread sends the first element at once and the rest
  /// through the main queue, and a `TestScheduler` behind ``SharingScheduler/mock(scheduler:action:)``
  /// sends one per tick, the completion one tick after the last element.
  ///
  /// - Parameter elements: The elements, in order.
  /// - Returns: The sequence.
  @inlinable
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    from(elements)
  }

  /// Returns a sequence of the array's elements, sent on the strategy's scheduler, followed by
  /// completion, each a step of its own, as ``of(_:)`` describes.
  ///
  /// - Parameter array: The elements, in order.
  /// - Returns: The sequence.
  @inlinable
  public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
  }

  /// Returns a sequence of a Swift sequence's elements, sent on the strategy's scheduler,
  /// followed by completion, each a step of its own, as ``of(_:)`` describes.
  ///
  /// - Parameter sequence: The elements, in order; iterated anew for each subscription.
  /// - Returns: The sequence.
  @inlinable
  public static func from<Elements: Sequence>(_ sequence: Elements)
    -> SharedSequence<SharingStrategy, Element>
  where Elements.Element == Element {
    SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
  }

  /// Returns a sequence of the optional's value, if any, sent on the strategy's scheduler,
  /// followed by completion, each a step of its own, as ``of(_:)`` describes.
  ///
  /// - Parameter optional: The element, or `nil` for an empty sequence.
  /// - Returns: The sequence.
  @inlinable
  public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
  }
}

/// Subscribes to `source` on `scheduler`, as RxCocoa's creation functions do; for a main
/// scheduler, see ``subscribingOnMainThread(_:through:inPlaceWhenMocked:)``.
@inlinable
func subscribing<Element>(_ source: Observable<Element>, on scheduler: any SchedulerType)
  -> Observable<Element>
{
  guard let main = scheduler as? MainScheduler else { return source.subscribe(on: scheduler) }
  return subscribingOnMainThread(source, through: main, inPlaceWhenMocked: false)
}

/// Subscribes to `source` on the main thread: at once when subscribed to on it (or, with
/// `inPlaceWhenMocked`, inside a ``SharingScheduler`` mock), otherwise through `scheduler`, on the
/// main queue.
///
/// Unlike `subscribe(on: scheduler)`, a subscription made on the main thread schedules nothing,
/// not even its disposal, so it never makes later main-scheduler work wait for the main queue;
/// that keeps drivers synchronous on the main thread, as virtual-time tests need.
@inlinable
func subscribingOnMainThread<Element>(
  _ source: Observable<Element>, through scheduler: MainScheduler, inPlaceWhenMocked: Bool
) -> Observable<Element> {
  let hop = source.subscribe(on: scheduler)
  return Producer { observer, lifetime in
    if Thread.isMainThread || (inPlaceWhenMocked && SharingScheduler.isMocked) {
      source.run(observer, lifetime)
    } else {
      hop.run(observer, lifetime)
    }
  }
}

extension SharedSequenceConvertibleType {
  /// This sequence as an observable that is subscribed to on the main thread, or in place inside
  /// a ``SharingScheduler`` mock; subscriptions made by `drive` and `emit` go through here, so
  /// that replayed and synchronous elements are delivered on the main thread too.
  @inlinable
  func subscribedOnMainThread() -> Observable<Element> {
    subscribingOnMainThread(asObservable(), through: MainScheduler(), inPlaceWhenMocked: true)
  }
}
