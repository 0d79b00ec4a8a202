/// The sequence of the elements that share one key, as sent by
/// ``ObservableType/groupBy(keySelector:)``.
///
/// A group is hot: it sends the elements of its key as the source produces them, to whoever is
/// subscribed at the time. Subscribe to a group as it arrives, from inside `onNext`, to receive
/// its first element.
///
/// ```swift
/// let words = Observable.of("apple", "avocado", "banana")
/// _ = words.groupBy { $0.first! }.subscribe(onNext: { group in
///   _ = group.subscribe(onNext: { print(group.key, $0) })
/// })
/// // Prints: a apple
/// //         a avocado
/// //         b banana
/// ```
///
/// Subscribing and disposing are thread-safe; a group delivers on the thread of the source.
public struct GroupedObservable<Key, Element>: ObservableType {
  /// The key that every element of the group shares.
  public let key: Key

  private let source: Observable<Element>

  /// Creates a group with `key` whose elements come from `source`.
  ///
  /// - Parameters:
  ///   - key: The key of the group.
  ///   - source: The elements of the group.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  /// Subscribes `observer` to the elements of the group.
  ///
  /// - Parameter observer: The observer that receives the events.
  /// - Returns: A disposable that cancels the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// Returns the elements of the group as an ``Observable``.
  ///
  /// - Returns: The group's sequence.
  public func asObservable() -> Observable<Element> {
    source
  }
}
