extension AsyncSequence {
  /// Returns an observable that iterates this asynchronous sequence in a new task for each
  /// subscription.
  ///
  /// Each element is sent as it arrives, on the task's executor; the end of the iteration
  /// completes the observable and an error thrown by it becomes the observable's error. Disposing
  /// the subscription cancels the task. As in RxSwift, two subscriptions iterate the sequence
  /// twice, so a single-consumer sequence such as an `AsyncStream` should be subscribed to once,
  /// or shared.
  ///
  /// ```swift
  /// let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
  /// let subscription = stream.asObservable().subscribe(onNext: { print($0) })
  /// continuation.yield(1)
  /// continuation.finish()
  /// // Prints: 1
  /// ```
  ///
  /// - Parameter priority: The priority of each subscription's task; `nil` lets the system
  ///   choose.
  /// - Returns: The observable of the sequence's elements.
  public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
    Producer { observer, lifetime in
      let iterate: () async -> Void = {
        do {
          for try await element in self {
            if lifetime.isDisposed { return }
            observer(.next(element))
          }
          if !lifetime.isDisposed { observer(.completed) }
        } catch {
          if !lifetime.isDisposed { observer(.error(error)) }
        }
      }
      lifetime.add(Disposables.create(with: startTask(priority: priority, iterate).cancel))
    }
  }
}

extension ObservableType {
  /// Returns an observable that iterates `asyncSequence` in a new task for each subscription.
  ///
  /// The same as `asyncSequence.asObservable()`; see ``_Concurrency/AsyncSequence/asObservable(priority:)``.
  ///
  /// - Parameter asyncSequence: The asynchronous sequence to iterate.
  /// - Returns: The observable of the sequence's elements.
  public static func from<Source: AsyncSequence>(_ asyncSequence: Source) -> Observable<Element>
  where Source.Element == Element {
    asyncSequence.asObservable()
  }
}

/// Starts a task, detached or not, that runs `operation`, which delivers to the observer of one
/// subscription.
@usableFromInline
func startTask(
  detached: Bool = false, priority: TaskPriority? = nil, _ operation: @escaping () async -> Void
) -> Task<Void, Never> {
  // The operation captures the subscription's observer, which is not `Sendable`. Once the task
  // starts, it is the observer's only caller (events stay serialized), exactly as with work
  // handed to a dispatch queue; the lifetime it also captures is thread-safe.
  nonisolated(unsafe) let operation = operation
  if detached {
    return Task.detached(priority: priority) { await operation() }
  }
  return Task(priority: priority) { await operation() }
}
