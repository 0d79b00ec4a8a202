// The "closures" baselines: every stage and every subscriber is an escaping closure made by a
// function the optimizer may not inline, the way an event system without a library is written.

/// A mutable sum shared by closures.
final class Accumulator {
  @exclusivity(unchecked) var value = 0
}

@inline(never)
func makeSubscriber(_ accumulator: Accumulator) -> (Int) -> Void {
  { accumulator.value &+= $0 }
}

@inline(never)
func makeMapStage(_ transform: @escaping (Int) -> Int, _ next: @escaping (Int) -> Void)
  -> (Int) -> Void
{
  { next(transform($0)) }
}

@inline(never)
func makeFilterStage(_ isIncluded: @escaping (Int) -> Bool, _ next: @escaping (Int) -> Void)
  -> (Int) -> Void
{
  {
    if isIncluded($0) { next($0) }
  }
}

@inline(never)
func makeCompactMapStage(_ transform: @escaping (Int) -> Int?, _ next: @escaping (Int) -> Void)
  -> (Int) -> Void
{
  {
    if let value = transform($0) { next(value) }
  }
}

/// A source that sends one value to the subscriber it is given.
typealias ClosureSource = (@escaping (Int) -> Void) -> Void

@inline(never)
func makeJustSource(_ value: Int) -> ClosureSource {
  { subscriber in subscriber(value) }
}

@inline(never)
func makeMappedSource(_ source: @escaping ClosureSource, _ transform: @escaping (Int) -> Int)
  -> ClosureSource
{
  { subscriber in source { subscriber(transform($0)) } }
}

/// A sharing stage: remembers the latest value for late subscribers, then calls every observer.
@inline(never)
func makeReplayingStage(
  _ observers: ContiguousArray<(Int) -> Void>, _ remember: @escaping (Int) -> Void
) -> (Int) -> Void {
  { value in
    remember(value)
    for observer in observers { observer(value) }
  }
}

/// A subject built from a dictionary of closures, with closures that unsubscribe.
final class ClosureSubject {
  private var observers: [Int: (Int) -> Void] = [:]
  private var ordered = ContiguousArray<(Int) -> Void>()
  private var nextKey = 0

  var isEmpty: Bool {
    observers.isEmpty
  }

  @inline(never)
  func subscribe(_ observer: @escaping (Int) -> Void) -> () -> Void {
    let key = nextKey
    nextKey += 1
    observers[key] = observer
    ordered.append(observer)
    return { [unowned self] in self.observers[key] = nil }
  }

  /// The observers to send to, fetched once per batch of sends as a subject would.
  @inline(never)
  func snapshot() -> ContiguousArray<(Int) -> Void> {
    ordered
  }
}
