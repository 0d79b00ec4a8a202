import Foundation
import Reactive
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ReactiveCompatibleTests: ReactiveTestCase {
  func testAValueTypeGetsRxOnValuesAndOnTheType() {
    let thermometer = Thermometer(offset: 1)
    var received: [Double] = []
    _ = thermometer.rx.readings.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [22.5, 23.0])
    XCTAssertEqual(Thermometer.rx.scale, "Celsius")
  }

  func testMutatingExtensionsCompileThroughTheSetterThatDoesNothing() {
    var thermometer = Thermometer(offset: 1)
    thermometer.rx.calibrate()
    XCTAssertEqual(thermometer.offset, 1, "rx's setter ignores the mutated copy, as in RxSwift")
  }

  func testEveryNSObjectIsReactiveCompatible() {
    let object = NSObject()
    XCTAssertTrue(object.rx.base === object)
    XCTAssertTrue(URLSession.shared.rx.base === URLSession.shared)
    XCTAssertTrue(NotificationCenter.default.rx.base === NotificationCenter.default)
  }
}

private struct Thermometer: ReactiveCompatible {
  var offset: Double
}

extension Reactive where Base == Thermometer {
  fileprivate var readings: Observable<Double> {
    .of(21.5 + base.offset, 22.0 + base.offset)
  }

  fileprivate static var scale: String {
    "Celsius"
  }

  fileprivate mutating func calibrate() {}
}
