import Reactive

/// A view model's state machine as one observable: inputs and the effects' results are folded
/// into a state by a pure reducer, and the effects are derived from the states.
///
/// The shape of RxFeedback's `system`: `feedback` receives the states and returns the events its
/// effects produce (a load that a state asks for, a debounced value), which join the inputs. The
/// loop hands each state to `feedback` only after every subscriber downstream has received it
/// (`do(afterNext:)`), so an effect that answers at once cannot make a later state overtake an
/// earlier one.
///
/// The effects' events are brought to `scheduler` before they join the loop, so the loop runs on
/// the one thread that serves `scheduler` and the inputs (the main thread in an app): a reply that
/// arrives on a network queue never enters the loop while the main thread is inside it, which
/// would take the loop's and the effect's serialization in opposite orders on two threads.
///
/// The loop completes once the inputs have completed and a state is settled (nothing in flight):
/// a view that asks one question (`.just(code)`) gets its answer and then completion, as with the
/// chart view model. It never fails; effects turn their failures into events.
///
/// Each subscription runs its own loop from `initial`.
enum FeedbackLoop {
  /// The states of the loop, `initial` first.
  ///
  /// - Parameters:
  ///   - initial: The state before any event.
  ///   - inputs: The view's events.
  ///   - reduce: The state after an event.
  ///   - isSettled: Whether nothing is left in flight in a state, so the loop may end after its
  ///     inputs have.
  ///   - scheduler: Where the inputs arrive and the effects' events are brought.
  ///   - feedback: The effects: events derived from the states.
  /// - Returns: The states.
  static func states<State, Event>(
    initial: State, inputs: Observable<Event>, reduce: @escaping (State, Event) -> State,
    isSettled: @escaping (State) -> Bool, scheduler: any SchedulerType,
    feedback: @escaping (Observable<State>) -> Observable<Event>
  ) -> Observable<State> {
    Observable.deferred {
      let latest = ReplaySubject<State>.create(bufferSize: 1)
      let steps = Observable.merge(
        inputs.map(Step.event).concat(Observable.just(Step.inputsEnded)),
        feedback(latest.asObservable()).observe(on: scheduler).map(Step.event))
      let start = Loop(state: initial, inputsEnded: false)
      return
        steps
        .scan(start) { loop, step in
          switch step {
          case .event(let event):
            Loop(state: reduce(loop.state, event), inputsEnded: loop.inputsEnded)
          case .inputsEnded: Loop(state: loop.state, inputsEnded: true)
          }
        }
        .startWith(start)
        .take(while: { !($0.inputsEnded && isSettled($0.state)) }, behavior: .inclusive)
        .map(\.state)
        .do(afterNext: { latest.onNext($0) })
    }
  }

  /// The effect of one kind of request a state may name: whenever `request` of the states
  /// changes, the effect of the request before is cancelled and `load` runs the new one (none
  /// for `nil`), as RxFeedback's `react` does.
  ///
  /// - Parameters:
  ///   - states: The loop's states.
  ///   - request: The request a state names, or `nil`.
  ///   - load: The events a request ends in.
  /// - Returns: The events of the latest request.
  static func effect<State, Request: Equatable, Event>(
    of states: Observable<State>, _ request: @escaping (State) -> Request?,
    load: @escaping (Request) -> Observable<Event>
  ) -> Observable<Event> {
    states.map(request).distinctUntilChanged().flatMapLatest { $0.map(load) ?? .empty() }
  }

  private enum Step<Event> {
    case event(Event)
    case inputsEnded
  }

  private struct Loop<State> {
    var state: State
    var inputsEnded: Bool
  }
}
