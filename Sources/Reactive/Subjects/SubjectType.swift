/// A type that is both an observable sequence and an observer that feeds it.
public protocol SubjectType: ObservableType {
  /// The observer type that feeds the subject.
  associatedtype Observer: ObserverType

  /// Returns the observer that feeds the subject.
  ///
  /// - Returns: The subject's observer side.
  func asObserver() -> Observer
}

extension SubjectType where Self: ObserverType, Observer == Self {
  /// Returns the subject itself, the observer that feeds it.
  ///
  /// - Returns: `self`.
  @inlinable
  public func asObserver() -> Self {
    self
  }
}
