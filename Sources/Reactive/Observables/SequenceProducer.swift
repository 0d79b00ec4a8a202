/// The sequence of a Swift `Sequence`'s elements, followed by completion.
///
/// Each element and the completion are a step of their own on `scheduler`, as in RxSwift; see
/// ``steppedProducer(scheduler:makeSteps:)``.
@inlinable
func sequenceProducer<Elements: Sequence>(
  _ elements: Elements, scheduler: any ImmediateSchedulerType
) -> Observable<Elements.Element> {
  steppedProducer(scheduler: scheduler) { SequenceSteps(iterator: elements.makeIterator()) }
}

/// A source that sends its events one step at a time: `of`, `from`, `range`, `repeatElement`,
/// `generate`.
///
/// With the current-thread scheduler (their default), the steps run on the thread's trampoline
/// (``CurrentThreadTrampoline``), as RxSwift schedules them there: the first step waits for the
/// subscription that started the trampoline to return, and each later step waits for the work
/// queued before it, so sources subscribed together interleave. While nothing else waits, the
/// steps run in a loop, which is what the queue would do, without queueing. With any other
/// scheduler, each step is one scheduled action.
///
/// A step is not taken once the subscription is disposed, so a disposal made while the previous
/// element was delivered leaves the rest of the source untouched, as in RxSwift.
@inlinable
func steppedProducer<Steps: EmissionSteps>(
  scheduler: any ImmediateSchedulerType, makeSteps: @escaping () -> Steps
) -> Observable<Steps.Element> {
  if scheduler is CurrentThreadScheduler {
    return Producer { observer, lifetime in
      // The loop is a closure made here, where the types are known, so that it runs specialized
      // code; the emission that drives it is not generic.
      let steps = StepsBox(makeSteps())
      CurrentThreadTrampoline.schedule(
        TrampolinedEmission { trampoline in
          while !lifetime.isDisposed && steps.steps.step(observer) {
            if trampoline.hasWaitingTasks { return true }
          }
          return false
        })
    }
  }
  return Producer { observer, lifetime in
    var steps = makeSteps()
    let recursion = scheduler.scheduleRecursive(()) { _, recurse in
      if lifetime.isDisposed { return }
      if steps.step(observer) { recurse(()) }
    }
    lifetime.add(recursion)
  }
}

/// The steps of a source that sends one event per step.
@usableFromInline
protocol EmissionSteps {
  associatedtype Element

  /// Sends the next event to `observer`; returns whether another step follows (`false` once a
  /// terminal event has been sent).
  mutating func step(_ observer: EventHandler<Element>) -> Bool
}

/// The steps of a Swift sequence: an element each, then the completion.
@usableFromInline
struct SequenceSteps<Iterator: IteratorProtocol>: EmissionSteps {
  @usableFromInline
  var iterator: Iterator

  @inlinable
  init(iterator: Iterator) {
    self.iterator = iterator
  }

  @inlinable
  mutating func step(_ observer: EventHandler<Iterator.Element>) -> Bool {
    guard let element = iterator.next() else {
      observer(.completed)
      return false
    }
    observer(.next(element))
    return true
  }
}

/// The steps of one subscription, held by its step closure.
///
/// A class with an unchecked field rather than a captured `var`, whose every access the runtime
/// would check for exclusivity: only the trampoline's thread takes steps, one at a time, and a
/// step's delivery cannot take another, as the emission is queued again only once it returned.
@usableFromInline
final class StepsBox<Steps: EmissionSteps> {
  @exclusivity(unchecked) @usableFromInline
  var steps: Steps

  @inlinable
  init(_ steps: Steps) {
    self.steps = steps
  }
}

/// One subscription's steps, run on the current thread's trampoline.
@usableFromInline
final class TrampolinedEmission: TrampolineTask {
  /// Takes steps while nothing else waits on the trampoline; returns whether steps are left for
  /// later, once something does.
  @usableFromInline
  let takeSteps: (CurrentThreadTrampoline) -> Bool

  @inlinable
  init(_ takeSteps: @escaping (CurrentThreadTrampoline) -> Bool) {
    self.takeSteps = takeSteps
  }

  /// Takes steps, then queues the next one after the work that waits, as RxSwift's recursive
  /// scheduling on the trampoline does.
  @usableFromInline
  func invoke(on trampoline: CurrentThreadTrampoline) {
    if takeSteps(trampoline) { trampoline.enqueue(self) }
  }
}
