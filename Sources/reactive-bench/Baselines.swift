import RxSwift

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

/// The latest value of each of two inputs, combined whenever either changes once both have one.
final class LatestPair {
  @exclusivity(unchecked) var first: Int?
  @exclusivity(unchecked) var second: Int?
}

/// A `combineLatest` stage: one closure per input, each calling `next` once both have a value.
@inline(never)
func makeCombineLatestStage(
  _ combine: @escaping (Int, Int) -> Int, _ next: @escaping (Int) -> Void
) -> (first: (Int) -> Void, second: (Int) -> Void) {
  let latest = LatestPair()
  return (
    first: { value in
      latest.first = value
      if let second = latest.second { next(combine(value, second)) }
    },
    second: { value in
      latest.second = value
      if let first = latest.first { next(combine(first, value)) }
    }
  )
}

/// The values of each of two inputs not yet paired, oldest first.
final class PairQueues {
  @exclusivity(unchecked) var first: [Int] = []
  @exclusivity(unchecked) var firstHead = 0
  @exclusivity(unchecked) var second: [Int] = []
  @exclusivity(unchecked) var secondHead = 0

  /// Pairs the oldest value of each input while both have one.
  func drain(_ combine: (Int, Int) -> Int, _ next: (Int) -> Void) {
    while firstHead < first.count && secondHead < second.count {
      next(combine(first[firstHead], second[secondHead]))
      firstHead += 1
      secondHead += 1
    }
    if firstHead == first.count {
      first.removeAll(keepingCapacity: true)
      firstHead = 0
    }
    if secondHead == second.count {
      second.removeAll(keepingCapacity: true)
      secondHead = 0
    }
  }
}

/// A `zip` stage: one closure per input, each queueing its value and pairing what it can.
@inline(never)
func makeZipStage(_ combine: @escaping (Int, Int) -> Int, _ next: @escaping (Int) -> Void)
  -> (first: (Int) -> Void, second: (Int) -> Void)
{
  let queues = PairQueues()
  return (
    first: { value in
      queues.first.append(value)
      queues.drain(combine, next)
    },
    second: { value in
      queues.second.append(value)
      queues.drain(combine, next)
    }
  )
}

// The stages of the search-screen pipeline, typed as a hand-written version is: a generic stage
// maker would pass every value indirectly.

@inline(never)
func makeQueryStage(_ transform: @escaping (String) -> String, _ next: @escaping (String) -> Void)
  -> (String) -> Void
{
  { next(transform($0)) }
}

/// A `distinctUntilChanged` stage: passes a query on only if it differs from the last one passed.
@inline(never)
func makeDistinctQueryStage(_ next: @escaping (String) -> Void) -> (String) -> Void {
  var last: String?
  return { query in
    if query == last { return }
    last = query
    next(query)
  }
}

/// A source that sends one search result to the subscriber it is given.
@inline(never)
func makeJustResultsSource(_ results: SearchResults)
  -> (@escaping (SearchResults) -> Void) -> Void
{
  { subscriber in subscriber(results) }
}

/// The number of the latest inner source of a switching stage.
final class Generation {
  @exclusivity(unchecked) var value = 0
}

/// A `flatMapLatest` stage: subscribes to a source of the results of each query, and passes a
/// result on only while its source is the latest.
@inline(never)
func makeSearchStage(
  _ search: @escaping (String) -> (@escaping (SearchResults) -> Void) -> Void,
  _ next: @escaping (SearchResults) -> Void
) -> (String) -> Void {
  let latest = Generation()
  return { query in
    latest.value &+= 1
    let generation = latest.value
    search(query)({ results in
      if latest.value == generation { next(results) }
    })
  }
}

@inline(never)
func makeRowsStage(
  _ format: @escaping (SearchResults) -> [String], _ next: @escaping ([String]) -> Void
) -> (SearchResults) -> Void {
  { next(format($0)) }
}

/// A sharing stage: remembers the latest rows for late subscribers, then calls every view.
@inline(never)
func makeSharedRowsStage(
  _ views: ContiguousArray<([String]) -> Void>, _ remember: @escaping ([String]) -> Void
) -> ([String]) -> Void {
  { rows in
    remember(rows)
    for view in views { view(rows) }
  }
}

/// A source that counts its attempts and succeeds, sending the count, on every tenth; returns
/// whether it succeeded.
@inline(never)
func makeFailingSource(_ attempts: Accumulator) -> (@escaping (Int) -> Void) -> Bool {
  { subscriber in
    attempts.value &+= 1
    guard attempts.value % 10 == 0 else { return false }
    subscriber(attempts.value)
    return true
  }
}

/// The baseline of the lock workload: disposables kept by key in a dictionary guarded by a
/// `pthread_mutex_t`.
final class MutexGuardedRegistry: @unchecked Sendable {
  // @unchecked Sendable: `entries` and `nextKey` are guarded by `mutex`
  let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  var entries: [Int: any Disposable] = [:]
  var nextKey = 0

  init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  var count: Int {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return entries.count
  }

  @inline(never)
  func insert(_ disposable: any Disposable) -> Int {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    nextKey += 1
    entries[nextKey] = disposable
    return nextKey
  }

  @inline(never)
  func remove(_ key: Int) {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    entries[key] = nil
  }
}
