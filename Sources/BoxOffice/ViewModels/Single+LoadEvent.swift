import Reactive

extension PrimitiveSequence where Trait == SingleTrait {
  /// The one event a view model's request ends in: `loaded` with the value, or `failed` with the
  /// ``BoxOfficeError`` (any other error, from a stand-in client, as a transport failure); the
  /// request starts on `scheduler`.
  ///
  /// ```swift
  /// client.movieInfo(code, .useCache)
  ///   .loadEvent(on: background, loaded: { .loaded(request, $0) }, failed: { .failed(request, $0) })
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: Where the request is subscribed.
  ///   - loaded: The event of a value.
  ///   - failed: The event of a failure.
  /// - Returns: A sequence of one event that never fails.
  func loadEvent<Event>(
    on scheduler: any ImmediateSchedulerType, loaded: @escaping (Element) -> Event,
    failed: @escaping (BoxOfficeError) -> Event
  ) -> Observable<Event> {
    asObservable()
      .subscribe(on: scheduler)
      .map(loaded)
      .catch { .just(failed($0 as? BoxOfficeError ?? .transportFailure("the request failed"))) }
  }
}
