import Reactive
import ReactiveTest

/// Runs a marble test of a subject or relay and returns what each observer recorded.
///
/// The subject is made at 100 and `connect` feeds it from 200 until 1000, when the disposable it
/// returns is disposed; each observer subscribes and disposes at the times given for it, in
/// order. `actions` run at their times with the subject, to send into it, dispose it or sample it.
func recordSubscribers<Subject: ObservableType>(
  _ scheduler: TestScheduler,
  make: @escaping () -> Subject,
  connect: @escaping (Subject) -> any Disposable,
  observers intervals: [(subscribe: TestTime, dispose: TestTime)],
  actions: [(time: TestTime, action: (Subject) -> Void)] = []
) -> [TestableObserver<Subject.Element>] {
  var subject: Subject?
  var connection: (any Disposable)?
  scheduler.scheduleAt(100) { subject = make() }
  scheduler.scheduleAt(200) { connection = subject.map(connect) }
  scheduler.scheduleAt(1000) { connection?.dispose() }
  let observers = intervals.map { interval in
    let observer = scheduler.createObserver(Subject.Element.self)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(interval.subscribe) { subscription = subject?.subscribe(observer) }
    scheduler.scheduleAt(interval.dispose) { subscription?.dispose() }
    return observer
  }
  for (time, action) in actions {
    scheduler.scheduleAt(time) { subject.map(action) }
  }
  scheduler.start()
  return observers
}

/// Runs a marble test of a subject fed by the hot observable `source`; see
/// ``recordSubscribers(_:make:connect:observers:actions:)``.
func recordSubscribers<Subject: ObservableType & ObserverType>(
  _ scheduler: TestScheduler,
  feeding source: TestableObservable<Subject.Element>,
  into make: @escaping () -> Subject,
  observers intervals: [(subscribe: TestTime, dispose: TestTime)],
  actions: [(time: TestTime, action: (Subject) -> Void)] = []
) -> [TestableObserver<Subject.Element>] {
  recordSubscribers(
    scheduler, make: make, connect: { source.subscribe($0) }, observers: intervals,
    actions: actions)
}
