import Foundation

/// Runs work as operations on an `OperationQueue`.
///
/// Each scheduled action becomes one `BlockOperation` with ``queuePriority``, so the queue's own
/// settings decide how many run at once and in which order. Disposing what ``schedule(_:action:)``
/// returns cancels the operation if it has not started, and disposes what the action returned if
/// it has.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let scheduler = OperationQueueScheduler(operationQueue: queue)
/// images.observe(on: scheduler).subscribe(onNext: { thumbnail($0) })
/// ```
///
/// Thread-safe: work may be scheduled and cancelled from any thread.
public final class OperationQueueScheduler: ImmediateSchedulerType, Sendable {
  /// The queue that runs the work.
  public let operationQueue: OperationQueue

  /// The priority of every operation this scheduler adds.
  public let queuePriority: Operation.QueuePriority

  /// Creates a scheduler that adds operations to `operationQueue`.
  ///
  /// - Parameters:
  ///   - operationQueue: The queue that runs the work.
  ///   - queuePriority: The priority of each operation.
  public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
    self.operationQueue = operationQueue
    self.queuePriority = queuePriority
  }

  /// Adds an operation that runs `action` with `state`.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work; the disposable it returns is disposed with the scheduled item.
  /// - Returns: A disposable that cancels the operation, or disposes the action's result.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let result = SingleAssignmentDisposable()
    // The operation runs once on the queue, which is then its only user of `action` and `state`.
    nonisolated(unsafe) let work = { result.setDisposable(action(state)) }
    let operation = BlockOperation {
      if result.isDisposed { return }
      work()
    }
    operation.queuePriority = queuePriority
    operationQueue.addOperation(operation)
    return Disposables.create {
      operation.cancel()
      result.dispose()
    }
  }
}
