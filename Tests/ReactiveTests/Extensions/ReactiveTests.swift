import Reactive
import ReactiveTest
import XCTest

final class ReactiveNamespaceTests: ReactiveTestCase {
  func testTheNamespaceWrapsItsBase() {
    let base = Gauge()
    let reactive = Reactive(base)
    XCTAssertTrue(reactive.base === base)
    XCTAssertTrue(base.rx.base === base)
  }

  func testExtensionsConstrainedOnTheBaseAreReachedThroughRx() {
    let gauge = Gauge()
    _ = Observable.of(0.25, 0.5).bind(to: gauge.rx.fraction)
    XCTAssertEqual(gauge.history, [0.25, 0.5])
    XCTAssertEqual(Gauge.rx.unit, "%")
  }

  func testEveryWritablePropertyOfAClassIsABinderThroughDynamicMemberLookup() {
    let gauge = Gauge()
    let binder: Binder<String> = gauge.rx.label
    _ = Observable.just("load").bind(to: binder)
    XCTAssertEqual(gauge.label, "load")
  }

  func testADynamicMemberBinderHoldsItsObjectWeakly() {
    var gauge: Gauge? = Gauge()
    weak let released = gauge
    let binder = gauge!.rx.label
    gauge = nil
    XCTAssertNil(released)
    binder.onNext("ignored")
  }

  func testTheModuleSelectorTellsTheModuleApartFromTheNamespace() {
    let numbers: Reactive::Observable<Int> = Reactive::Observable.of(1, 2)
    var received: [Int] = []
    _ = numbers.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
    XCTAssertTrue(Reactive<Gauge>.self == Reactive::Reactive<Gauge>.self)
  }
}

/// A class with reactive extensions of its own.
private final class Gauge: ReactiveCompatible {
  var label = ""
  private(set) var history: [Double] = []

  var fraction: Double = 0 {
    didSet { history.append(fraction) }
  }
}

extension Reactive where Base == Gauge {
  fileprivate var fraction: Binder<Double> {
    Binder(base) { gauge, fraction in gauge.fraction = fraction }
  }

  fileprivate static var unit: String {
    "%"
  }
}
