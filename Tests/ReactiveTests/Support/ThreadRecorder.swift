import Foundation
import Reactive
import XCTest

/// Records the events of a sequence that delivers on other threads, for tests on real
/// schedulers.
final class ThreadRecorder<Element>: ObserverType, @unchecked Sendable {
  // @unchecked Sendable: `recorded` and `threads` are guarded by `lock`
  private let lock = NSLock()
  private var recorded: [Event<Element>] = []
  private var threads: [Bool] = []

  /// The events received so far.
  var events: [Event<Element>] {
    lock.withLock { recorded }
  }

  /// The elements received so far.
  var elements: [Element] {
    events.compactMap(\.element)
  }

  /// Whether every event arrived off the main thread.
  var deliveredOffTheMainThread: Bool {
    lock.withLock { !threads.contains(true) }
  }

  /// Whether at least one event arrived and every event arrived on the main thread.
  var deliveredOnTheMainThread: Bool {
    lock.withLock { !threads.isEmpty && !threads.contains(false) }
  }

  func on(_ event: Event<Element>) {
    let isMain = Thread.isMainThread
    lock.withLock {
      recorded.append(event)
      threads.append(isMain)
    }
  }

  /// Waits until `condition` holds for the recorded events, or `timeout` seconds; returns
  /// whether it held.
  @discardableResult
  func wait(
    timeout: TimeInterval = 5, until condition: ([Event<Element>]) -> Bool
  ) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition(events) { return true }
      RunLoop.current.run(until: Date().addingTimeInterval(0.005))
    }
    return condition(events)
  }

  /// Waits for a terminal event; returns whether one arrived in time.
  @discardableResult
  func waitForTermination(timeout: TimeInterval = 5) -> Bool {
    wait(timeout: timeout) { $0.last?.isStopEvent == true }
  }
}

/// Holds a disposable that a callback on another thread may dispose.
final class DisposableSlot: @unchecked Sendable {
  // @unchecked Sendable: `disposable` and `disposeRequested` are guarded by `lock`
  private let lock = NSLock()
  private var disposable: (any Disposable)?
  private var disposeRequested = false

  /// Stores `disposable`, or disposes it at once if `dispose()` came first.
  func set(_ disposable: any Disposable) {
    let disposeNow = lock.withLock {
      self.disposable = disposable
      return disposeRequested
    }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes the stored disposable, now or as soon as it is stored.
  func dispose() {
    let stored = lock.withLock {
      disposeRequested = true
      return disposable
    }
    stored?.dispose()
  }
}

/// A scheduler on a global concurrent queue, for running test code on other threads.
let backgroundScheduler = ConcurrentDispatchQueueScheduler(qos: .default)

/// A source that sends `events` from a background thread and returns from `subscribe` at once.
func backgroundSource<Element>(_ events: [Event<Element>]) -> Observable<Element> {
  Observable.create { observer in
    backgroundScheduler.schedule(()) { _ in
      for event in events { observer.on(event) }
      return Disposables.create()
    }
  }
}
