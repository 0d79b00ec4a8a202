import Foundation
import RxSwift

extension ObservableConvertibleType {
  /// Returns a view of the sequence whose methods wait for it to end, for tests.
  ///
  /// ```swift
  /// let squares = try Observable.of(1, 2, 3).map { $0 * $0 }.toBlocking().toArray()
  /// print(squares)
  /// // Prints: [1, 4, 9]
  /// ```
  ///
  /// - Parameter timeout: The longest time, in seconds, to wait for the sequence to end; `nil`
  ///   waits for ever.
  /// - Returns: The blocking view.
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
    BlockingObservable(timeout: timeout, source: asObservable())
  }
}

/// A sequence whose methods block the calling thread until the sequence has sent what they need,
/// as RxBlocking's.
///
/// Each method subscribes anew and disposes its subscription before it returns. Called on the main
/// thread, a method keeps the main run loop, and with it the main queue, running while it waits,
/// so that work the sequence schedules on `MainScheduler` still runs; on any other thread it
/// simply blocks. Waiting longer than the timeout throws `RxError.timeout`. The methods may be
/// called from any thread; the sequence may send its events on any thread.
public struct BlockingObservable<Element> {
  let timeout: TimeInterval?
  let source: Observable<Element>
}

extension BlockingObservable {
  /// Waits for the sequence to complete and returns all its elements.
  ///
  /// - Returns: The elements, in order.
  /// - Throws: The sequence's error, or `RxError.timeout`.
  public func toArray() throws -> [Element] {
    try elements(of: run())
  }

  /// Waits for the first element, or for the sequence to complete without one.
  ///
  /// - Returns: The first element, or `nil` if the sequence completed empty.
  /// - Throws: The sequence's error if it fails before sending an element, or `RxError.timeout`.
  public func first() throws -> Element? {
    try elements(of: run(stoppingAfter: 1)).first
  }

  /// Waits for the sequence to complete and returns its last element.
  ///
  /// - Returns: The last element, or `nil` if the sequence completed empty.
  /// - Throws: The sequence's error, or `RxError.timeout`.
  public func last() throws -> Element? {
    try elements(of: run()).last
  }

  /// Waits for the sequence to complete and returns its only element.
  ///
  /// - Returns: The element.
  /// - Throws: `RxError.noElements` if the sequence completed empty, `RxError.moreThanOneElement`
  ///   as soon as it sends a second element, the sequence's error, or `RxError.timeout`.
  public func single() throws -> Element {
    try single { _ in true }
  }

  /// Waits for the sequence to complete and returns its only element that satisfies `predicate`.
  ///
  /// - Parameter predicate: Selects the element; an error it throws is rethrown.
  /// - Returns: The only matching element.
  /// - Throws: `RxError.noElements` if no element matched, `RxError.moreThanOneElement` as soon as
  ///   a second one matches, the sequence's or the predicate's error, or `RxError.timeout`.
  public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
    let matching = try elements(of: run(stoppingAfter: 2, where: predicate))
    guard let element = matching.first else { throw RxError.noElements }
    guard matching.count == 1 else { throw RxError.moreThanOneElement }
    return element
  }

  /// Waits for the sequence to end and returns how it ended, with its elements; never throws.
  ///
  /// - Returns: `.completed(elements:)`, or `.failed(elements:error:)` with the sequence's error
  ///   or `RxError.timeout`.
  public func materialize() -> MaterializedSequenceResult<Element> {
    run()
  }

  private func elements(of result: MaterializedSequenceResult<Element>) throws -> [Element] {
    switch result {
    case .completed(let elements): return elements
    case .failed(_, let error): throw error
    }
  }

  /// Subscribes, keeps the elements that satisfy `predicate` and waits until the sequence ends,
  /// `limit` elements are kept, or the timeout passes.
  private func run(
    stoppingAfter limit: Int = .max,
    where predicate: @escaping (Element) throws -> Bool = { _ in true }
  ) -> MaterializedSequenceResult<Element> {
    let collector = BlockingCollector<Element>(limit: limit, predicate: predicate)
    let subscription = source.subscribe { collector.receive($0) }
    let deadline = timeout.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture
    let result = collector.wait(until: deadline)
    subscription.dispose()
    return result
  }
}

/// Collects the events of one blocking subscription and lets the waiting thread sleep until it
/// ends. Made on the waiting thread.
private final class BlockingCollector<Element>: @unchecked Sendable {
  // @unchecked Sendable: `elements`, `error` and `isFinished` are guarded by `condition`
  private let condition = NSCondition()
  private let limit: Int
  private let predicate: (Element) throws -> Bool
  private let waiterIsOnMainThread = Thread.isMainThread
  private var elements: [Element] = []
  private var error: (any Swift.Error)?
  private var isFinished = false

  init(limit: Int, predicate: @escaping (Element) throws -> Bool) {
    self.limit = limit
    self.predicate = predicate
  }

  /// Handles one event; events arrive serially, possibly on another thread than the waiter's, so
  /// `predicate` runs outside the lock.
  func receive(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if condition.withLock({ isFinished }) { return }
      let isKept: Bool
      do {
        isKept = try predicate(element)
      } catch {
        finish(with: error)
        return
      }
      guard isKept else { return }
      let isFull: Bool = condition.withLock {
        if isFinished { return false }
        elements.append(element)
        return elements.count >= limit
      }
      if isFull { finish(with: nil) }
    case .error(let error):
      finish(with: error)
    case .completed:
      finish(with: nil)
    }
  }

  /// Waits until the sequence has ended or `deadline` has passed, then returns the outcome.
  func wait(until deadline: Date) -> MaterializedSequenceResult<Element> {
    if waiterIsOnMainThread {
      spinMainRunLoop(until: deadline)
    } else {
      condition.withLock {
        while !isFinished && condition.wait(until: deadline) {}
      }
    }
    finish(with: RxError.timeout)
    return condition.withLock {
      if let error { return .failed(elements: elements, error: error) }
      return .completed(elements: elements)
    }
  }

  /// Runs the main run loop, which serves the main queue, until the sequence has ended or
  /// `deadline` has passed.
  private func spinMainRunLoop(until deadline: Date) {
    while !condition.withLock({ isFinished }) && Date() < deadline {
      let slice = min(deadline, Date(timeIntervalSinceNow: 0.1))
      if !RunLoop.current.run(mode: .default, before: slice) {
        // No source to wait on: sleep briefly rather than spin.
        condition.withLock {
          _ = condition.wait(until: min(slice, Date(timeIntervalSinceNow: 0.001)))
        }
      }
    }
  }

  /// Ends the collection with `error` (or successfully), once; wakes the waiter.
  private func finish(with error: (any Swift.Error)?) {
    let isFirst: Bool = condition.withLock {
      if isFinished { return false }
      isFinished = true
      self.error = error
      condition.broadcast()
      return true
    }
    // A main-thread waiter sleeps in its run loop: wake it through the main queue.
    if isFirst && waiterIsOnMainThread && !Thread.isMainThread {
      DispatchQueue.main.async {}
    }
  }
}
