/// The decisions of one subscription to `window(timeSpan:count:scheduler:)`: the window being
/// filled, how many elements it has received, and which clock may end it.
///
/// Each window has a generation; only the clock started with the current window may end it.
/// `Window` is what a window is made of (a subject); the state machine only keeps and returns it.
@usableFromInline
struct WindowStateMachine<Window> {
  @usableFromInline
  enum State {
    /// `window` is open and has received `count` elements; its clock is of `generation`.
    case open(Window, count: Int, generation: UInt64)
    /// The source ended.
    case finished
  }

  @usableFromInline
  enum Action {
    /// Deliver the element to `window`.
    case forward(to: Window)
    /// Deliver the element to `ended`, complete it, deliver `opened`, then start the clock of
    /// `generation` if it is still current then (see ``isCurrent(_:)``).
    case rollOver(ended: Window, opened: Window, generation: UInt64)
    /// Deliver the source's terminal event to `window` and downstream.
    case finish(Window)
    /// Do nothing.
    case ignore
  }

  /// The most elements a window receives; zero or less for no limit.
  @usableFromInline
  let count: Int

  @usableFromInline
  var state: State

  /// Starts with `first` open.
  @inlinable
  init(count: Int, first: Window) {
    self.count = count
    state = .open(first, count: 0, generation: 0)
  }

  /// Whether the window of `generation` is still open: its clock is to start.
  @inlinable
  func isCurrent(_ generation: UInt64) -> Bool {
    guard case .open(_, _, let current) = state else { return false }
    return current == generation
  }

  /// The source sent an element; `next` is the window that opens if this one is full. The state
  /// moves on before any delivery, so that elements a window's observer sends back, nested, are
  /// counted into the window they arrive in.
  @inlinable
  mutating func elementArrived(opening next: @autoclosure () -> Window) -> Action {
    guard case .open(let window, let received, let generation) = state else { return .ignore }
    if received + 1 == count { return rollOver(window, to: next(), generation) }
    state = .open(window, count: received + 1, generation: generation)
    return .forward(to: window)
  }

  /// The clock of `generation` ran out; `next` is the window that opens.
  @inlinable
  mutating func timerFired(_ generation: UInt64, opening next: @autoclosure () -> Window)
    -> Action
  {
    guard case .open(let window, _, let current) = state, current == generation else {
      return .ignore
    }
    return rollOver(window, to: next(), generation)
  }

  /// The source sent a terminal event.
  @inlinable
  mutating func sourceEnded() -> Action {
    guard case .open(let window, _, _) = state else { return .ignore }
    state = .finished
    return .finish(window)
  }

  @inlinable
  mutating func rollOver(_ ended: Window, to opened: Window, _ generation: UInt64) -> Action {
    state = .open(opened, count: 0, generation: generation &+ 1)
    return .rollOver(ended: ended, opened: opened, generation: generation &+ 1)
  }
}
