import Reactive

extension ObservableType {
  /// Forwards the sequence with its error, if any, replaced by `transform(error)`.
  ///
  /// Not an RxSwift operator: the client uses it to turn every failure into a `BoxOfficeError`.
  func mapError(_ transform: @escaping (any Error) -> any Error) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      source.subscribe { event in
        if case .error(let error) = event {
          observer.onError(transform(error))
        } else {
          observer.on(event)
        }
      }
    }
  }
}
