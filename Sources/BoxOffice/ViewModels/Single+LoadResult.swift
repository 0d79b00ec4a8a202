import Reactive

extension PrimitiveSequence where Trait == SingleTrait {
  /// The one answer of a view model's request as a `Result`: the value, or the failure as a
  /// ``BoxOfficeError`` (``BoxOfficeError/init(_:)``); the request starts on `scheduler`, if
  /// given.
  ///
  /// ```swift
  /// client.movieInfo(code, .useCache).loadResult(on: background).map { .answered(request, $0) }
  /// ```
  ///
  /// - Parameter scheduler: Where the request is subscribed; by default where the answer is.
  /// - Returns: A sequence of one result that never fails.
  func loadResult(on scheduler: (any ImmediateSchedulerType)? = nil)
    -> Observable<Result<Element, BoxOfficeError>>
  {
    let request = scheduler.map { asObservable().subscribe(on: $0) } ?? asObservable()
    return request.map { .success($0) }.catch { .just(.failure(BoxOfficeError($0))) }
  }
}
