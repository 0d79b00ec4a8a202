import Synchronization

/// Makes the schedulers that ``Driver`` and ``Signal`` deliver on and keep time with, and lets a
/// test replace them.
///
/// Each conversion such as `asDriver(onErrorJustReturn:)`, each creation function such as
/// ``SharedSequence/just(_:)`` and each time operator (`debounce`, `throttle`, `delay`,
/// `interval`, `timer`) asks ``make`` for its scheduler when it is called; the sharing strategies'
/// `scheduler` is ``make``'s result. By default that is a new ``MainScheduler`` each time, as in
/// RxCocoa. Each driver thus counts its own queued work: a driver whose elements are sent
/// synchronously from inside another driver's observer delivers them at once, in order, rather
/// than after the delivery in progress.
///
/// ``mock(scheduler:action:)`` replaces the scheduler while `action` runs, so that a view model's
/// drivers, time operators included, can be tested in virtual time:
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let text = scheduler.createHotObservable([.next(210, "a"), .next(220, "ab")])
/// SharingScheduler.mock(scheduler: scheduler) {
///   let results = scheduler.start {
///     text.asDriver(onErrorJustReturn: "").debounce(.seconds(20))
///   }
///   print(results.events)
/// }
/// // Prints: [next(241, ab)]
/// ```
///
/// Unlike RxCocoa's, the mock is not a global: it is seen only on the thread that called `mock`,
/// while `action` runs, and, if `mock` was called in a task, only by that task. Tests that run in
/// parallel, on threads or in tasks, each see their own mock or none; work that `action` hands to
/// another thread or task sees the default. Both functions may be called from any thread, and
/// mocks nest.
public enum SharingScheduler {
  /// Makes the scheduler of a driver or signal created now: the innermost mock's, if the calling
  /// thread or task is inside ``mock(makeScheduler:action:)``, otherwise a new ``MainScheduler``.
  public static var make: () -> any SchedulerType {
    SharingSchedulerMocks.innermost ?? { MainScheduler() }
  }

  /// Runs `action` with `scheduler` as the scheduler of every driver and signal created by the
  /// calling thread or task meanwhile.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler to use instead of the main scheduler, such as a
  ///     `TestScheduler`.
  ///   - action: The code that creates and runs the drivers and signals.
  public static func mock(scheduler: any SchedulerType, action: () throws -> Void) rethrows {
    try mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` with `makeScheduler` making the scheduler of every driver and signal created by
  /// the calling thread or task meanwhile.
  ///
  /// `makeScheduler` is only called on the calling thread, during `action`.
  ///
  /// - Parameters:
  ///   - makeScheduler: Makes the scheduler of one driver, signal or time operator.
  ///   - action: The code that creates and runs the drivers and signals.
  public static func mock(
    makeScheduler: @escaping () -> any SchedulerType, action: () throws -> Void
  ) rethrows {
    try SharingSchedulerMocks.with(makeScheduler, action)
  }

  /// Whether the calling thread or task is inside a mock.
  @usableFromInline
  static var isMocked: Bool {
    SharingSchedulerMocks.innermost != nil
  }
}

/// The mocks of ``SharingScheduler`` in effect on one thread, innermost last.
///
/// The scheduler factories, which need not be `Sendable`, stay in a per-thread stack that only
/// their thread reads. A task-local value names the mock of the running task (or, outside tasks,
/// of the thread), so that work of another task that a blocked thread runs meanwhile, as when a
/// test waits by running the main run loop, does not see it.
final class SharingSchedulerMocks {
  /// The mock of the running task, or of the thread outside tasks.
  @TaskLocal private static var scope: UInt64?

  private static let perThread = ThreadLocal<SharingSchedulerMocks>()
  private static let lastScope = Atomic<UInt64>(0)

  private var mocks: [(scope: UInt64, make: () -> any SchedulerType)] = []

  /// The factory of the innermost mock that the calling thread and task are inside.
  static var innermost: (() -> any SchedulerType)? {
    guard let scope, let stack = perThread.value else { return nil }
    return stack.mocks.last { $0.scope == scope }?.make
  }

  /// Runs `action` inside a mock made of `make`.
  static func with(_ make: @escaping () -> any SchedulerType, _ action: () throws -> Void) rethrows
  {
    let scope = lastScope.add(1, ordering: .relaxed).newValue
    let stack: SharingSchedulerMocks
    if let existing = perThread.value {
      stack = existing
    } else {
      stack = SharingSchedulerMocks()
      perThread.value = stack
    }
    stack.mocks.append((scope, make))
    defer {
      stack.mocks.removeLast()
      if stack.mocks.isEmpty { perThread.value = nil }
    }
    try $scope.withValue(scope) { try action() }
  }
}
