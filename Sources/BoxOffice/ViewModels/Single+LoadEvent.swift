import Reactive

extension PrimitiveSequence where Trait == SingleTrait {
  /// The one event a view model's request ends in: `loaded` with the value, or `failed` with the
  /// ``BoxOfficeError`` (``BoxOfficeError/init(_:)``); the request starts on `scheduler`, if
  /// given.
  ///
  /// ```swift
  /// client.movieInfo(code, .useCache)
  ///   .loadEvent(on: background, loaded: { .loaded(request, $0) }, failed: { .failed(request, $0) })
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: Where the request is subscribed; by default where the event is.
  ///   - loaded: The event of a value.
  ///   - failed: The event of a failure.
  /// - Returns: A sequence of one event that never fails.
  func loadEvent<Event>(
    on scheduler: (any ImmediateSchedulerType)? = nil, loaded: @escaping (Element) -> Event,
    failed: @escaping (BoxOfficeError) -> Event
  ) -> Observable<Event> {
    let request = scheduler.map { asObservable().subscribe(on: $0) } ?? asObservable()
    return request.map(loaded).catch { .just(failed(BoxOfficeError($0))) }
  }
}
