extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The element of the single, awaited.
  ///
  /// Reading the property subscribes to the single and suspends until its event arrives; its
  /// error is thrown. Cancelling the awaiting task disposes the subscription and throws
  /// `CancellationError`, as in RxSwift; an event sent while subscribing is returned even in a
  /// task already cancelled.
  ///
  /// ```swift
  /// let title = try await Single.just("Parasite").value
  /// print(title)
  /// // Prints: Parasite
  /// ```
  public var value: Element {
    get async throws {
      switch await primitiveSequence.firstEvent() {
      case .next(let element): return element
      case .error(let error): throw error
      case .completed: throw RxError.noElements
      }
    }
  }

  /// Creates a single that runs `work` in a new task for each subscription and sends its result.
  ///
  /// The value `work` returns is the single's element and the error it throws is the single's
  /// error. Disposing the subscription cancels the task; `work` sees the cancellation as usual
  /// (`Task.isCancelled`, `CancellationError` from `Task.sleep`), and what it returns afterwards
  /// is ignored. A closure without parameters selects this function over `create(subscribe:)`.
  ///
  /// ```swift
  /// let chart = Single.create { try await client.weekly(date: "20240101") }
  /// ```
  ///
  /// - Parameters:
  ///   - detached: Whether the task is detached (`Task.detached`) rather than inheriting the
  ///     caller's actor and task-local values (`Task`).
  ///   - priority: The priority of the task; `nil` lets the system choose.
  ///   - work: Produces the element; called once per subscription.
  /// - Returns: The single.
  public static func create(
    detached: Bool = false, priority: TaskPriority? = nil,
    work: @escaping @Sendable () async throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Producer { observer, lifetime in
        let operation: () async -> Void = {
          let result: SingleEvent<Element>
          do {
            result = .success(try await work())
          } catch {
            result = .failure(error)
          }
          if !lifetime.isDisposed { result.send(to: observer, lifetime) }
        }
        let task = startTask(detached: detached, priority: priority, operation)
        lifetime.add(Disposables.create(with: task.cancel))
      })
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The element of the maybe, awaited, or `nil` if it completes without one.
  ///
  /// Reading the property subscribes to the maybe and suspends until its event arrives; its error
  /// is thrown. Cancelling the awaiting task disposes the subscription and throws
  /// `CancellationError`, as in RxSwift; an event sent while subscribing is returned even in a
  /// task already cancelled.
  public var value: Element? {
    get async throws {
      switch await primitiveSequence.firstEvent() {
      case .next(let element): return element
      case .error(let error): throw error
      case .completed: return nil
      }
    }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// The completion of the completable, awaited.
  ///
  /// Reading the property subscribes to the completable and suspends until it completes; its error
  /// is thrown. Cancelling the awaiting task disposes the subscription and throws
  /// `CancellationError`, as in RxSwift; an event sent while subscribing is returned even in a
  /// task already cancelled.
  ///
  /// ```swift
  /// try await save().value
  /// ```
  public var value: Void {
    get async throws {
      if case .error(let error) = await primitiveSequence.firstEvent() {
        throw error
      }
    }
  }
}

extension PrimitiveSequence {
  /// Subscribes, suspends until the first event, and returns it; the first event of a primitive
  /// sequence is its last. Cancelling the task disposes the subscription and returns a
  /// `CancellationError`.
  ///
  /// As in RxSwift, cancellation reaches the subscription only once `subscribe` has returned: an
  /// event sent synchronously while subscribing is returned even in a task already cancelled.
  @usableFromInline
  func firstEvent() async -> Event<Element> {
    let subscription = SingleAssignmentDisposable()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Event<Element>, Never>) in
        let lifetime = Lifetime()
        let resumed = StopFlag()
        source.runEnteringTrampoline(
          { event in
            if resumed.set() {
              // The awaiting task is the event's only reader from here on.
              nonisolated(unsafe) let event = event
              continuation.resume(returning: event)
            }
            lifetime.dispose()
          }, lifetime)
        // Disposal before any event, by cancellation, still resumes the task exactly once.
        lifetime.add(
          Disposables.create {
            if resumed.set() { continuation.resume(returning: .error(CancellationError())) }
          })
        subscription.setDisposable(lifetime)
      }
    } onCancel: {
      subscription.dispose()
    }
  }
}
