import Foundation
import RxSwift

/// Virtual time in tests: an integer number of ticks.
public typealias TestTime = Int

/// A virtual-time scheduler for marble tests, with RxTest's conventions.
///
/// Work that operators schedule for the current tick or earlier (with `schedule` or
/// `scheduleRelative`) runs one tick later, so `just(1, scheduler: scheduler)` subscribed at 200
/// records `.next(201, 1)`; work scheduled at a virtual time (``scheduleAt(_:action:)``, the
/// events of test observables) keeps its time. `.seconds(n)` is `n` ticks at the default
/// resolution.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
/// ```
///
/// The observables and observers it makes do not keep it alive: keep the scheduler for as long as
/// the test subscribes to them or sends to them.
///
/// Not thread-safe: use it from the test's thread.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
  /// RxTest's default times for ``start(created:subscribed:disposed:create:)``.
  public enum Defaults {
    /// When the observable is created: 100.
    public static let created: TestTime = 100
    /// When it is subscribed to: 200.
    public static let subscribed: TestTime = 200
    /// When the subscription is disposed: 1000.
    public static let disposed: TestTime = 1000
  }

  private let simulateProcessingDelay: Bool

  /// What the observables and observers it makes hold instead of the scheduler itself.
  let reference = TestSchedulerReference()

  /// Creates a test scheduler.
  ///
  /// - Parameters:
  ///   - initialClock: The starting tick.
  ///   - resolution: Seconds per tick, for converting real intervals.
  ///   - simulateProcessingDelay: Whether work that operators schedule for now or the past runs
  ///     one tick later.
  public init(
    initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
  ) {
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(
      initialClock: initialClock,
      converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    reference.attach(self)
  }

  deinit {
    reference.detach()
  }

  /// Moves work that `schedule` or `scheduleRelative` makes due at or before the current tick to
  /// the next tick when simulating processing delay, or to the current tick otherwise.
  ///
  /// - Parameter time: The requested due time.
  /// - Returns: The due time to use.
  public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
    time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
  }

  /// Runs `action` at the virtual time `time`, or next if that time has passed.
  ///
  /// - Parameters:
  ///   - time: The tick.
  ///   - action: The work.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Creates a hot observable that sends `events` at their times, to whoever is subscribed then.
  ///
  /// The scheduler holds the observable until its last event has been sent, as RxTest's does, so
  /// it sends even when nothing else holds it, such as one made inside ``start(_:)`` or in a
  /// helper and subscribed to through an operator. The observable does not keep the scheduler
  /// alive, so a scheduler that is never started or stops early is released with what it made.
  ///
  /// - Parameter events: The recorded events.
  /// - Returns: The observable, which also records its subscriptions.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    HotObservable(scheduler: self, recordedEvents: events)
  }

  /// Creates a hot observable that sends `events` at their times, to whoever is subscribed then.
  ///
  /// - Parameter events: The recorded events.
  /// - Returns: The observable, which also records its subscriptions.
  public func createHotObservable<Element>(_ events: Recorded<Event<Element>>...)
    -> TestableObservable<Element>
  {
    createHotObservable(events)
  }

  /// Creates a cold observable that sends `events` at their times relative to each subscription.
  ///
  /// - Parameter events: The recorded events.
  /// - Returns: The observable, which also records its subscriptions.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    ColdObservable(scheduler: self, recordedEvents: events)
  }

  /// Creates a cold observable that sends `events` at their times relative to each subscription.
  ///
  /// - Parameter events: The recorded events.
  /// - Returns: The observable, which also records its subscriptions.
  public func createColdObservable<Element>(_ events: Recorded<Event<Element>>...)
    -> TestableObservable<Element>
  {
    createColdObservable(events)
  }

  /// Creates an observer that records the events it receives with their virtual times.
  ///
  /// - Parameter type: The element type.
  /// - Returns: The recording observer.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`, runs
  /// the scheduler and returns what was recorded.
  ///
  /// - Parameters:
  ///   - created: When `create` is called.
  ///   - subscribed: When the sequence is subscribed to.
  ///   - disposed: When the subscription is disposed.
  ///   - create: Makes the sequence under test.
  /// - Returns: The observer that recorded the sequence's events.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime,
    create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    var source: Observable<Element>?
    var subscription: (any Disposable)?
    let observer = createObserver(Element.self)
    _ = scheduleAbsoluteVirtual((), time: created) { _ in
      source = create().asObservable()
      return Disposables.create()
    }
    _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
      subscription = source?.subscribe(observer)
      return Disposables.create()
    }
    _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
      subscription?.dispose()
      return Disposables.create()
    }
    start()
    return observer
  }

  /// Creates the sequence at 100, subscribes at 200, disposes at `disposed`, runs the scheduler and
  /// returns what was recorded.
  ///
  /// - Parameters:
  ///   - disposed: When the subscription is disposed.
  ///   - create: Makes the sequence under test.
  /// - Returns: The observer that recorded the sequence's events.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
      create: create)
  }

  /// Creates the sequence at 100, subscribes at 200, disposes at 1000, runs the scheduler and
  /// returns what was recorded.
  ///
  /// - Parameter create: Makes the sequence under test.
  /// - Returns: The observer that recorded the sequence's events.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    _ create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed,
      disposed: Defaults.disposed, create: create)
  }
}

/// Converts test ticks to dates and intervals: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
  /// The unit of virtual time: ticks.
  public typealias VirtualTimeUnit = Int
  /// The unit of virtual intervals: ticks.
  public typealias VirtualTimeIntervalUnit = Int

  private let resolution: Double

  init(resolution: Double) {
    self.resolution = resolution
  }

  /// The date `virtualTime × resolution` seconds after 1970.
  ///
  /// - Parameter virtualTime: The tick.
  /// - Returns: The date.
  public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: Double(virtualTime) * resolution)
  }

  /// The tick of a date.
  ///
  /// - Parameter time: The date.
  /// - Returns: The tick, rounded to the nearest.
  public func convertToVirtualTime(_ time: RxTime) -> Int {
    Int((time.timeIntervalSince1970 / resolution).rounded())
  }

  /// The seconds of a number of ticks.
  ///
  /// - Parameter virtualTimeInterval: The ticks.
  /// - Returns: The seconds.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    Double(virtualTimeInterval) * resolution
  }

  /// The ticks of an interval in seconds, rounded to the nearest; an infinite interval (from
  /// `RxTimeInterval.never`) or one beyond `Int.max` ticks is `Int.max`.
  ///
  /// - Parameter timeInterval: The interval in seconds.
  /// - Returns: The ticks.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
    let ticks = (timeInterval / resolution).rounded()
    if ticks.isNaN || ticks >= Double(Int.max) { return .max }
    return ticks <= Double(Int.min) ? .min : Int(ticks)
  }

  /// Adds ticks to a tick, saturating at `Int.max`.
  ///
  /// - Parameters:
  ///   - time: The tick.
  ///   - offset: The ticks to add.
  /// - Returns: The later tick.
  public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
    let (sum, overflow) = time.addingReportingOverflow(offset)
    return overflow ? .max : sum
  }

  /// Compares two ticks.
  ///
  /// - Parameters:
  ///   - lhs: The first tick.
  ///   - rhs: The second tick.
  /// - Returns: How `lhs` compares to `rhs`.
  public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : (lhs > rhs ? .greaterThan : .equal)
  }
}
