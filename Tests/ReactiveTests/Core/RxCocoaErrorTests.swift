import Reactive
import XCTest

final class RxCocoaErrorTests: XCTestCase {
  func testEveryCaseDescribesItselfInOneSentence() {
    let errors: [RxCocoaError] = [
      .unknown, .invalidOperation(object: "button"), .itemsNotYetBound(object: "table"),
      .invalidPropertyName(object: "label", propertyName: "txt"),
      .invalidObjectOnKeyPath(object: 1, sourceObject: Counter(), propertyName: "count"),
      .errorDuringSwizzling, .castingError(object: "1", targetType: Int.self),
    ]
    XCTAssertEqual(
      errors.map(\.debugDescription),
      [
        "An unknown error occurred.", "The operation is not allowed on `button`.",
        "A data source is set, but no items are bound to `table` yet.",
        "`label` has no property named `txt`.",
        "`1`, the `count` of `counter`, cannot be observed.",
        "Replacing a method's implementation failed.", "`1` could not be cast to `Int`.",
      ])
  }

  func testCasesCanBeMatchedAsRxCocoaUsersDo() {
    let error: any Swift.Error = RxCocoaError.castingError(object: "x", targetType: Int.self)
    guard case RxCocoaError.castingError(let object, let targetType)? = error as? RxCocoaError
    else { return XCTFail("not a casting error: \(error)") }
    XCTAssertEqual(object as? String, "x")
    XCTAssertTrue(targetType == Int.self)
  }
}

private final class Counter: Sendable, CustomStringConvertible {
  var description: String { "counter" }
}
