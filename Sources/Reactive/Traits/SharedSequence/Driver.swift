/// The sharing strategy of ``Driver``: deliver on the main thread, through a scheduler of the
/// driver's own from ``SharingScheduler/make``, and replay the latest element to each new
/// subscriber while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// A scheduler from ``SharingScheduler/make``: a new ``MainScheduler`` unless a test mocks it.
  public static var scheduler: any SchedulerType {
    SharingScheduler.make()
  }

  /// Shares `source` with `share(replay: 1, scope: .whileConnected)`.
  ///
  /// - Parameter source: The sequence to share.
  /// - Returns: The shared sequence.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// A sequence of state for the user interface: it never fails, delivers on the main thread, and
/// shares one subscription among its subscribers, replaying the latest element to each new one.
///
/// Use it for what a view shows, such as the rows of a table; use ``Signal`` for events that must
/// not be replayed, such as showing an alert. Make one with
/// ``ObservableConvertibleType/asDriver(onErrorJustReturn:)`` and its siblings, and consume it with
/// `drive`:
///
/// ```swift
/// let rows: Driver<[String]> = titles.asDriver(onErrorJustReturn: [])
/// rows.drive(onNext: { print($0) }).disposed(by: disposeBag)
/// ```
///
/// The source is subscribed to when the first subscriber arrives and disposed when the last one
/// leaves; a subscriber that arrives while connected first receives the latest element. See
/// <doc:DriverAndSignalOnLinux> for keeping the main queue running in a command-line program.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Returns this sequence as a ``Driver``.
  ///
  /// - Returns: The driver.
  @inlinable
  public func asDriver() -> Driver<Element> {
    asSharedSequence()
  }
}
