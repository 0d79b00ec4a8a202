import XCTest

@testable import RxSwift

final class FIFOTests: XCTestCase {
  func testElementsComeOutInTheOrderTheyWentIn() {
    var queue = FIFO<Int>()
    for value in 0..<3 { queue.append(value) }
    XCTAssertEqual(queue.count, 3)
    XCTAssertEqual(queue.popFirst(), 0)
    XCTAssertEqual(queue.popFirst(), 1)
    XCTAssertEqual(queue.popFirst(), 2)
    XCTAssertNil(queue.popFirst())
    XCTAssertTrue(queue.isEmpty)
  }

  func testFirstIsTheNextElementToComeOutAndStaysQueued() {
    var queue = FIFO<Int>()
    XCTAssertNil(queue.first)
    queue.append(1)
    queue.append(2)
    XCTAssertEqual(queue.first, 1)
    XCTAssertEqual(queue.count, 2)
    XCTAssertEqual(queue.popFirst(), 1)
    XCTAssertEqual(queue.first, 2)
  }

  func testGrowingWhileWrappedAroundKeepsTheOrder() {
    var queue = FIFO<Int>()
    var expected: [Int] = []
    var popped: [Int] = []
    for value in 0..<100 {
      queue.append(value)
      expected.append(value)
      if value % 3 == 0, let first = queue.popFirst() { popped.append(first) }
    }
    while let first = queue.popFirst() { popped.append(first) }
    XCTAssertEqual(popped, expected)
  }

  func testAPoppedElementIsNoLongerRetained() {
    final class Token {}
    var queue = FIFO<Token>()
    weak var released: Token?
    do {
      let token = Token()
      released = token
      queue.append(token)
      queue.append(Token())
    }
    _ = queue.popFirst()
    XCTAssertNil(released)
    XCTAssertEqual(queue.count, 1)
  }
}
