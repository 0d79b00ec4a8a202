import Reactive
import ReactiveTest

extension TestScheduler {
  /// Subscribes a new recording observer to `source` at `subscribed` and disposes the subscription
  /// at `disposed`, for tests with several subscribers joining and leaving in virtual time.
  func record<Source: ObservableConvertibleType>(
    _ source: Source, from subscribed: TestTime, until disposed: TestTime = 1000
  ) -> TestableObserver<Source.Element> {
    let observer = createObserver(Source.Element.self)
    var subscription: (any Disposable)?
    scheduleAt(subscribed) { subscription = source.asObservable().subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    return observer
  }

  /// Connects `connectable` at `connected` and disposes the connection at `disconnected`.
  func connect<Connectable: ConnectableObservableType>(
    _ connectable: Connectable, at connected: TestTime, until disconnected: TestTime = 1000
  ) {
    var connection: (any Disposable)?
    scheduleAt(connected) { connection = connectable.connect() }
    scheduleAt(disconnected) { connection?.dispose() }
  }
}
