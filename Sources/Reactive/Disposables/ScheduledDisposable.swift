import Synchronization

/// A disposable that disposes another one on a scheduler.
///
/// Used where a resource must be released on the scheduler it was made on, as
/// ``ObservableType/subscribe(on:)`` does with the source's subscription. The first `dispose()`
/// schedules the disposal once; later calls do nothing. Thread-safe.
///
/// ```swift
/// let background = SerialDispatchQueueScheduler(qos: .utility)
/// let resource = Disposables.create { print("released on the background queue") }
/// ScheduledDisposable(scheduler: background, disposable: resource).dispose()
/// ```
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
  // @unchecked Sendable: `disposable` is guarded by `lock`; `scheduler` is only read
  /// The scheduler that runs the disposal.
  public let scheduler: any ImmediateSchedulerType

  private let lock = Lock()
  private let disposed = Atomic<Bool>(false)
  @exclusivity(unchecked) private var disposable: (any Disposable)?

  /// Creates a disposable that disposes `disposable` on `scheduler`.
  ///
  /// - Parameters:
  ///   - scheduler: Where `disposable` is disposed.
  ///   - disposable: The resource to dispose.
  public init(scheduler: any ImmediateSchedulerType, disposable: any Disposable) {
    self.scheduler = scheduler
    self.disposable = disposable
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    disposed.load(ordering: .acquiring)
  }

  /// Schedules the disposal of the underlying disposable, once.
  public func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    _ = scheduler.schedule(self) { scheduled in
      let inner = scheduled.lock.locked {
        defer { scheduled.disposable = nil }
        return scheduled.disposable
      }
      inner?.dispose()
      return Disposables.create()
    }
  }
}
