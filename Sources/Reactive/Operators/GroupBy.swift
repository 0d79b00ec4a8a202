extension ObservableType {
  /// Splits this sequence into one group per key, each a sequence of the elements with that key.
  ///
  /// The first element with a new key sends a new ``GroupedObservable``, then that element to the
  /// group; later elements with the key go to the group alone. Groups are hot: an observer that
  /// subscribes to a group from inside `onNext`, as it arrives, receives all its elements.
  ///
  /// A source error, or an error thrown by `keySelector`, is sent to every group, in the order the
  /// groups were made, and then to the sequence of groups; completion likewise completes every
  /// group, then the sequence of groups.
  ///
  /// Disposing the subscription to the sequence of groups does not stop the groups: the source
  /// stays subscribed as long as any group is, and is unsubscribed once the last one is disposed
  /// (at once, if none is subscribed). New keys that arrive in the meantime make groups no one
  /// receives.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3, 4, 5)
  ///   .groupBy { $0.isMultiple(of: 2) ? "even" : "odd" }
  ///   .flatMap { group in group.map { "\(group.key) \($0)" } }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: odd 1
  /// //         even 2
  /// //         odd 3
  /// //         even 4
  /// //         odd 5
  /// ```
  ///
  /// - Parameter keySelector: The key of an element.
  /// - Returns: The sequence of groups, in the order their keys first appear.
  public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
    -> Observable<GroupedObservable<Key, Element>>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      // The source subscription outlives `lifetime` while any group is subscribed.
      let sourceLifetime = Lifetime()
      let sharedSource = RefCountDisposable(disposable: sourceLifetime)
      lifetime.add(sharedSource)
      var groups: [Key: PublishSubject<Element>] = [:]
      var groupsInOrder: [PublishSubject<Element>] = []
      var isStopped = false

      func stop(_ terminal: Event<Element>, _ outerTerminal: Event<GroupedObservable<Key, Element>>)
      {
        isStopped = true
        for group in groupsInOrder {
          group.on(terminal)
        }
        if !lifetime.isDisposed { observer(outerTerminal) }
        sourceLifetime.dispose()
      }

      source.run(
        { event in
          if isStopped { return }
          switch event {
          case .next(let element):
            let key: Key
            do {
              key = try keySelector(element)
            } catch {
              stop(.error(error), .error(error))
              return
            }
            if let group = groups[key] {
              group.on(.next(element))
              return
            }
            let group = PublishSubject<Element>()
            groups[key] = group
            groupsInOrder.append(group)
            if !lifetime.isDisposed {
              observer(.next(GroupedObservable(key: key, source: retaining(sharedSource, group))))
            }
            group.on(.next(element))
          case .error(let error):
            stop(.error(error), .error(error))
          case .completed:
            stop(.completed, .completed)
          }
        }, sourceLifetime)
    }
  }
}

/// The elements of `group`, holding `sharedSource` for as long as a subscription lasts.
private func retaining<Element>(
  _ sharedSource: RefCountDisposable, _ group: PublishSubject<Element>
) -> Observable<Element> {
  DirectProducer { observer, lifetime in
    lifetime.add(sharedSource.retain())
    group.run(observer, lifetime)
  }
}
