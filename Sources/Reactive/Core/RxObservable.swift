/// Another name for ``Observable``, as in RxSwift, for code where `Observable` would also name
/// the Observation framework's `@Observable` or a type of the app's own.
///
/// ```swift
/// func titles() -> RxObservable<String> { .of("Parasite", "Minari") }
/// ```
public typealias RxObservable<Element> = Observable<Element>
