/// Receives the events of one subscription inside the library: the closure form of an observer,
/// the same type as RxSwift's `AnyObserver.EventHandler`.
///
/// Operators chain event handlers at subscription time. An event handler is called serially,
/// never after a terminal event.
@usableFromInline
typealias EventHandler<Element> = (Event<Element>) -> Void
