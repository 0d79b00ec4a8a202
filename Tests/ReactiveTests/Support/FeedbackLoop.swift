import Reactive
import ReactiveTest
import XCTest

extension ReactiveTestCase {
  /// Runs `operatorUnderTest` in virtual time over subjects that `inputs` feed, with an observer
  /// that sends back into those subjects from inside its `onNext`, and asserts every event.
  ///
  /// Each subject sends its recorded events at their times; the operator is subscribed at 200 and
  /// disposed at 1000. The observer records each event first, then, for an element, calls
  /// `feedback`, which may send into the subjects: those events reach the operator on the same
  /// thread, nested inside its own delivery, as RxSwift's recursive locks allow. Afterwards no
  /// subject may still be observed.
  func assertFeedbackLoop<Result: Equatable>(
    inputs: [[Recorded<Event<Int>>]],
    sends expected: [Recorded<Event<Result>>],
    file: StaticString = #filePath, line: UInt = #line,
    _ operatorUnderTest: @escaping ([Observable<Int>], TestScheduler) -> Observable<Result>,
    feedback: @escaping (Result, [PublishSubject<Int>]) -> Void
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let subjects = inputs.map { _ in PublishSubject<Int>() }
    for (subject, events) in zip(subjects, inputs) {
      for recorded in events {
        scheduler.scheduleAt(recorded.time) { subject.on(recorded.value) }
      }
    }
    let res = scheduler.createObserver(Result.self)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
      subscription = operatorUnderTest(subjects.map { $0.asObservable() }, scheduler)
        .subscribe { event in
          res.on(event)
          if case .next(let element) = event { feedback(element, subjects) }
        }
    }
    scheduler.scheduleAt(TestScheduler.Defaults.disposed) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(res.events, expected, "events", file: file, line: line)
    for (index, subject) in subjects.enumerated() {
      XCTAssertFalse(subject.hasObservers, "source \(index) still observed", file: file, line: line)
    }
  }

  /// ``assertFeedbackLoop(inputs:sends:file:line:_:feedback:)`` for an operator with one source,
  /// whose observer sends `feedback(element)` back into it, if not `nil`.
  func assertFeedbackLoop<Result: Equatable>(
    input: [Recorded<Event<Int>>],
    sends expected: [Recorded<Event<Result>>],
    file: StaticString = #filePath, line: UInt = #line,
    _ operatorUnderTest: @escaping (Observable<Int>, TestScheduler) -> Observable<Result>,
    feedback: @escaping (Result) -> Int?
  ) {
    assertFeedbackLoop(
      inputs: [input], sends: expected, file: file, line: line,
      { sources, scheduler in operatorUnderTest(sources[0], scheduler) },
      feedback: { element, subjects in
        if let next = feedback(element) { subjects[0].onNext(next) }
      })
  }
}
