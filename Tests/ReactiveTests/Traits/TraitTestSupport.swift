import Reactive
import XCTest

// Test helpers for the traits and the async bridges. They build on `create` only, so that the
// tests of a trait do not depend on the operators it is compared with.

extension ObservableType {
  /// Wraps a sequence the test knows never fails, without relying on the error operators.
  func asInfallibleForTest() -> Infallible<Element> {
    Infallible.create { observer in
      self.subscribe(
        onNext: { observer(.next($0)) },
        onError: { XCTFail("unexpected error \($0)") },
        onCompleted: { observer(.completed) })
    }
  }
}

extension ObservableType {
  /// This sequence followed by `error`, without relying on the concatenation operators.
  func concatError(_ error: any Error) -> Observable<Element> {
    Observable.create { observer in
      self.subscribe(
        onNext: { observer.onNext($0) },
        onError: { observer.onError($0) },
        onCompleted: { observer.onError(error) })
    }
  }
}

extension ObservableType {
  /// The events of this sequence as elements, followed by completion.
  func materializeForTest() -> Observable<Event<Element>> {
    Observable.create { observer in
      self.subscribe { event in
        observer.onNext(event)
        if event.isStopEvent { observer.onCompleted() }
      }
    }
  }
}

extension ObservableType {
  /// The elements of this sequence collected into a single, without relying on `toArray`.
  func toArrayForTest() -> Single<[Element]> {
    Single.create { observer in
      var elements: [Element] = []
      return self.subscribe(
        onNext: { elements.append($0) },
        onError: { observer(.failure($0)) },
        onCompleted: { observer(.success(elements)) })
    }
  }
}
