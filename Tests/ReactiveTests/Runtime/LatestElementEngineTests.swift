import XCTest

@testable import RxSwift

final class LatestElementEngineTests: ReactiveTestCase {
  func testKeepsTheLatestElementAndRecordsCompletionWithoutDeliveringIt() {
    var received: [Event<Int>] = []
    let lifetime = Lifetime()
    let engine = LatestElementEngine<String, Int>(
      observer: { received.append($0) }, lifetime: lifetime)
    let kept = PublishSubject<String>()
    engine.subscribeToLatest(kept.asObservable())
    kept.onNext("a")
    kept.onNext("b")
    kept.onCompleted()
    XCTAssertEqual(engine.state.latest, "b")
    XCTAssertTrue(engine.state.isLatestDone)
    XCTAssertEqual(received, [])
    XCTAssertFalse(lifetime.isDisposed)
    lifetime.dispose()
  }

  func testAnErrorOfTheKeptSequenceIsDelivered() {
    var received: [Event<Int>] = []
    let lifetime = Lifetime()
    let engine = LatestElementEngine<String, Int>(
      observer: { received.append($0) }, lifetime: lifetime)
    engine.subscribeToLatest(Observable.error(testError))
    XCTAssertEqual(received, [.error(testError)])
    lifetime.dispose()
  }
}
