/// The common superclass of the library's disposable classes, as in RxSwift.
///
/// It has no behaviour of its own and cannot be subclassed outside the library; it exists so
/// that code written against RxSwift's class hierarchy (`CompositeDisposable`, `SerialDisposable`,
/// `SingleAssignmentDisposable`, `RefCountDisposable` and `DisposeBag` are all `DisposeBase`s)
/// compiles unchanged.
public class DisposeBase {
  init() {}
}
