import Reactive
import TestSupport
import XCTest

/// Subscribing to a disposed subject fails at once with `RxError.disposed(object:)` naming that
/// very subject, as RxSwift's subjects do. `AsyncSubject` and the relays cannot be disposed, in
/// RxSwift as here, so they have no such case.
final class DisposedSubjectErrorTests: ReactiveTestCase {
  /// Subscribes to `subject` and disposes the subscription; returns the events it received as
  /// text, and the objects the `RxError.disposed` errors among them named.
  private func subscribeRecording(
    _ subject: Observable<Int>
  ) -> (events: [String], named: [AnyObject]) {
    var events: [String] = []
    var named: [AnyObject] = []
    let subscription = subject.subscribe(
      onNext: { events.append("next \($0)") },
      onError: { error in
        if case .disposed(let object) = error as? RxError {
          named.append(object)
          events.append("disposed error")
        } else {
          events.append("error \(error)")
        }
      },
      onCompleted: { events.append("completed") },
      onDisposed: { events.append("subscription disposed") })
    subscription.dispose()
    return (events, named)
  }

  func testPublishSubjectNamesItself() {
    let subject = PublishSubject<Int>()
    let other = PublishSubject<Int>()
    subject.dispose()
    let (events, named) = subscribeRecording(subject)
    XCTAssertEqual(events, ["disposed error", "subscription disposed"])
    XCTAssertEqual(named.count, 1)
    XCTAssertTrue(named.first === subject)
    XCTAssertFalse(named.first === other)
  }

  func testBehaviorSubjectNamesItself() {
    let subject = BehaviorSubject(value: 1)
    subject.dispose()
    let (events, named) = subscribeRecording(subject)
    XCTAssertEqual(events, ["disposed error", "subscription disposed"])
    XCTAssertEqual(named.count, 1)
    XCTAssertTrue(named.first === subject)
  }

  func testReplaySubjectNamesItselfWhateverItsBuffer() {
    let subjects: [(String, ReplaySubject<Int>)] = [
      ("unbounded", .createUnbounded()), ("size 1", .create(bufferSize: 1)),
      ("size 3", .create(bufferSize: 3)),
    ]
    for (kind, subject) in subjects {
      subject.onNext(1)
      subject.dispose()
      let (events, named) = subscribeRecording(subject)
      XCTAssertEqual(events, ["disposed error", "subscription disposed"], kind)
      XCTAssertEqual(named.count, 1, kind)
      XCTAssertTrue(named.first === subject, kind)
    }
  }

  func testSubjectsDisposedAfterTheirTerminalEventStillNameThemselves() {
    let publish = PublishSubject<Int>()
    let behavior = BehaviorSubject(value: 1)
    let replay = ReplaySubject<Int>.create(bufferSize: 2)
    publish.onCompleted()
    behavior.onError(testError)
    replay.onCompleted()
    publish.dispose()
    behavior.dispose()
    replay.dispose()
    let subjects: [(String, Observable<Int>)] = [
      ("publish", publish), ("behavior", behavior), ("replay", replay),
    ]
    for (kind, subject) in subjects {
      let (events, named) = subscribeRecording(subject)
      XCTAssertEqual(events, ["disposed error", "subscription disposed"], kind)
      XCTAssertEqual(named.count, 1, kind)
      XCTAssertTrue(named.first === subject, kind)
    }
  }

  func testTheErrorKeepsTheSubjectAliveOnlyAsLongAsItIsHeld() {
    weak var released: PublishSubject<Int>?
    var error: (any Error)?
    do {
      let subject = PublishSubject<Int>()
      released = subject
      subject.dispose()
      _ = subject.subscribe(onError: { error = $0 })
    }
    XCTAssertNotNil(released, "the error holds the subject it names")
    if case .disposed(let object) = error as? RxError {
      XCTAssertTrue(object === released)
    } else {
      XCTFail("expected RxError.disposed, got \(String(describing: error))")
    }
    error = nil
    XCTAssertNil(released)
  }
}
