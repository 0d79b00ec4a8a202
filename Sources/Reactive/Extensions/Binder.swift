/// An observer that applies each element to a target object on a scheduler: the way a view
/// model's output is bound to what shows it.
///
/// A binder holds its target weakly and does nothing once the target is gone. Elements are
/// applied on its scheduler, the main scheduler unless another is given. It cannot fail: an error
/// sent to it stops the program in debug builds and is printed in release builds, as in RxCocoa.
/// Completion is ignored.
///
/// ```swift
/// final class TitleLabel {
///   var text = ""
/// }
/// let label = TitleLabel()
/// let text = Binder(label) { label, text in label.text = text }
/// _ = Observable.just("Parasite").bind(to: text)
/// print(label.text)
/// // Prints: Parasite
/// ```
///
/// Thread-safe: elements may be sent from any thread; the binding closure runs on the scheduler.
public struct Binder<Value>: ObserverType {
  /// The type of the elements the binder applies.
  public typealias Element = Value

  private let binding: (Event<Value>) -> Void

  /// Creates a binder that calls `binding` with `target` and each element, on `scheduler`.
  ///
  /// - Parameters:
  ///   - target: The object to update; held weakly.
  ///   - scheduler: Where `binding` runs; a new ``MainScheduler`` by default, as in RxCocoa.
  ///   - binding: Applies one element to the target.
  public init<Target: AnyObject>(
    _ target: Target, scheduler: any ImmediateSchedulerType = MainScheduler(),
    binding: @escaping (Target, Value) -> Void
  ) {
    weak let weakTarget = target
    self.binding = { event in
      switch event {
      case .next(let element):
        _ = scheduler.schedule(element) { element in
          if let target = weakTarget {
            binding(target, element)
          }
          return Disposables.create()
        }
      case .error(let error):
        rxFatalErrorInDebug("Binding error: \(error)")
      case .completed:
        break
      }
    }
  }

  /// Applies an element; fails the program on an error in debug builds; ignores completion.
  ///
  /// - Parameter event: The event to handle.
  public func on(_ event: Event<Value>) {
    binding(event)
  }

  /// Wraps this binder in a type-erased ``AnyObserver``.
  ///
  /// - Returns: An observer that forwards every event to this binder.
  public func asObserver() -> AnyObserver<Value> {
    AnyObserver(eventHandler: on)
  }
}
