/// The sequence of a Swift `Sequence`'s elements, followed by completion.
///
/// With the current-thread scheduler (the default of `of`, `from`, `range`…), the elements are
/// sent in a plain loop during `subscribe`; with any other scheduler, each element and the
/// completion are one scheduled action, as in RxSwift.
@inlinable
func sequenceProducer<Elements: Sequence>(
  _ elements: Elements, scheduler: any ImmediateSchedulerType
) -> Observable<Elements.Element> {
  if scheduler is CurrentThreadScheduler {
    return Producer { observer, lifetime in
      // Checked before each element is asked for, so that a disposal made while the previous
      // element was delivered leaves the rest of the sequence untouched, as in RxSwift.
      var iterator = elements.makeIterator()
      while !lifetime.isDisposed, let element = iterator.next() {
        observer(.next(element))
      }
      if !lifetime.isDisposed { observer(.completed) }
    }
  }
  return Producer { observer, lifetime in
    var iterator = elements.makeIterator()
    let recursion = scheduler.scheduleRecursive(()) { _, recurse in
      if lifetime.isDisposed { return }
      if let element = iterator.next() {
        observer(.next(element))
        recurse(())
      } else {
        observer(.completed)
      }
    }
    lifetime.add(recursion)
  }
}
