/// The sharing strategy of ``Signal``: deliver on the main thread, through a scheduler of the
/// signal's own from ``SharingScheduler/make``, and replay nothing.
public struct SignalSharingStrategy: SharingStrategyProtocol {
  /// A scheduler from ``SharingScheduler/make``: a new ``MainScheduler`` unless a test mocks it.
  public static var scheduler: any SchedulerType {
    SharingScheduler.make()
  }

  /// Shares `source` with `share(scope: .whileConnected)`, which replays nothing.
  ///
  /// - Parameter source: The sequence to share.
  /// - Returns: The shared sequence.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

/// A sequence of events for the user interface: it never fails, delivers on the main thread, and
/// shares one subscription among its subscribers without replaying anything to new ones.
///
/// Use it for things that happen, such as "show an alert" or "navigate"; a subscriber that
/// arrives later does not see them again. Use ``Driver`` for state. Make one with
/// ``ObservableConvertibleType/asSignal(onErrorJustReturn:)`` and its siblings, or from a
/// ``PublishRelay`` with ``PublishRelay/asSignal()``, and consume it with `emit`:
///
/// ```swift
/// let alerts: Signal<String> = failures.asSignal(onErrorJustReturn: "Unknown error")
/// alerts.emit(onNext: { print("alert:", $0) }).disposed(by: disposeBag)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Returns this sequence as a ``Signal``.
  ///
  /// - Returns: The signal.
  @inlinable
  public func asSignal() -> Signal<Element> {
    asSharedSequence()
  }
}
