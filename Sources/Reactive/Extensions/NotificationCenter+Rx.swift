import Foundation

extension Reactive where Base: NotificationCenter {
  /// Observes the notifications named `name` (all of them when `nil`) that `object` posts (any
  /// sender's when `nil`), from subscription until disposal.
  ///
  /// Each subscription registers its own observer with the center and removes it when disposed.
  /// A notification is delivered on the thread that posts it; notifications posted from several
  /// threads at once are delivered one at a time. The sequence never completes. `object` is held
  /// weakly, as in RxCocoa.
  ///
  /// ```swift
  /// NotificationCenter.default.rx.notification(.NSSystemClockDidChange)
  ///   .subscribe(onNext: { _ in refreshTimestamps() })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name of the notifications, or `nil` for every name.
  ///   - object: The sender to listen to, or `nil` for every sender.
  /// - Returns: The sequence of posted notifications.
  public func notification(_ name: Notification.Name?, object: AnyObject? = nil)
    -> Observable<Notification>
  {
    let center = base
    return Producer { [weak object] observer, lifetime in
      // A sink with no state to keep: its gate serializes notifications posted from several
      // threads at once.
      let sink = Sink((), observer: observer, lifetime: lifetime)
      let registration = center.addObserver(forName: name, object: object, queue: nil) {
        notification in
        sink.exclusively { sink.send(notification) }
      }
      lifetime.add(Disposables.create { center.removeObserver(registration) })
    }
  }
}
