/// Returns a closure that calls `handler` with `object`, held weakly, and its argument; once
/// `object` has been released it does nothing. The handlers of `subscribe(with:…)` are made of it.
@inlinable
func passingWeakly<Object: AnyObject, Value>(
  _ object: Object, to handler: ((Object, Value) -> Void)?
) -> (Value) -> Void {
  { [weak object] value in
    guard let object else { return }
    handler?(object, value)
  }
}

/// Returns a closure that calls `handler` with `object`, held weakly; once `object` has been
/// released it does nothing.
@inlinable
func passingWeakly<Object: AnyObject>(
  _ object: Object, to handler: ((Object) -> Void)?
) -> () -> Void {
  { [weak object] in
    guard let object else { return }
    handler?(object)
  }
}
