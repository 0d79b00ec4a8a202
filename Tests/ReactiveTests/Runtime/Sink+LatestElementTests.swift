import XCTest

@testable import RxSwift

final class SinkLatestElementTests: ReactiveTestCase {
  func testKeepsTheLatestElementAndRecordsCompletionWithoutDeliveringIt() {
    var received: [Event<Int>] = []
    let lifetime = Lifetime()
    let sink = Sink(
      LatestElementStateMachine<String>(), observer: { received.append($0) }, lifetime: lifetime)
    let kept = PublishSubject<String>()
    sink.subscribeToLatest(kept.asObservable())
    kept.onNext("a")
    kept.onNext("b")
    kept.onCompleted()
    guard case .running("b", true) = sink.machine else { return XCTFail("b is kept, done") }
    XCTAssertEqual(received, [])
    XCTAssertFalse(lifetime.isDisposed)
    lifetime.dispose()
  }

  func testAnErrorOfTheKeptSequenceIsDelivered() {
    var received: [Event<Int>] = []
    let lifetime = Lifetime()
    let sink = Sink(
      LatestElementStateMachine<String>(), observer: { received.append($0) }, lifetime: lifetime)
    sink.subscribeToLatest(Observable.error(testError))
    XCTAssertEqual(received, [.error(testError)])
    lifetime.dispose()
  }
}
