import XCTest

@testable import Reactive

final class RingBufferTests: XCTestCase {
  func testElementsComeOutInTheOrderTheyWentIn() {
    var buffer = RingBuffer<Int>()
    for value in 0..<10 { buffer.append(value) }
    XCTAssertEqual(buffer.count, 10)
    var removed: [Int] = []
    while let value = buffer.removeFirst() { removed.append(value) }
    XCTAssertEqual(removed, Array(0..<10))
    XCTAssertTrue(buffer.isEmpty)
    XCTAssertNil(buffer.removeFirst())
  }

  func testInterleavedAppendsAndRemovalsWrapAroundAndGrowInOrder() {
    var buffer = RingBuffer<Int>()
    var expected: [Int] = []
    var next = 0
    for round in 0..<200 {
      for _ in 0..<(round % 7) {
        buffer.append(next)
        expected.append(next)
        next += 1
      }
      for _ in 0..<(round % 5) {
        XCTAssertEqual(buffer.removeFirst(), expected.isEmpty ? nil : expected.removeFirst())
      }
      XCTAssertEqual(buffer.count, expected.count)
    }
    var rest: [Int] = []
    while let value = buffer.removeFirst() { rest.append(value) }
    XCTAssertEqual(rest, expected)
  }

  func testRemovedElementsAreReleasedAtOnce() {
    final class Token {}
    var buffer = RingBuffer<Token>()
    weak var first: Token?
    do {
      let token = Token()
      first = token
      buffer.append(token)
      buffer.append(Token())
    }
    _ = buffer.removeFirst()
    XCTAssertNil(first)
    XCTAssertEqual(buffer.count, 1)
  }
}
