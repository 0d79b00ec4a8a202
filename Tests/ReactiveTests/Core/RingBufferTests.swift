import XCTest

@testable import Reactive

final class RingBufferTests: XCTestCase {
  func testElementsComeOutInTheOrderTheyWentIn() {
    var buffer = RingBuffer<Int>()
    for value in 0..<10 { buffer.append(value) }
    XCTAssertEqual(buffer.count, 10)
    XCTAssertEqual(Array(buffer.elements), Array(0..<10))
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
      XCTAssertEqual(Array(buffer.elements), expected)
      XCTAssertEqual(buffer.count, expected.count)
    }
  }

  func testLimitedAppendKeepsOnlyTheNewestElements() {
    for limit in 1...6 {
      var buffer = RingBuffer<Int>()
      for value in 0..<20 {
        buffer.append(value, limit: limit)
        XCTAssertEqual(
          Array(buffer.elements), Array(max(0, value - limit + 1)...value), "limit \(limit)")
      }
    }
  }

  func testLimitedAppendWithAZeroLimitKeepsNothingAndReturnsTheElement() {
    var buffer = RingBuffer<Int>()
    XCTAssertEqual(buffer.append(1, limit: 0), 1)
    XCTAssertTrue(buffer.isEmpty)
  }

  func testLimitedAppendReturnsTheDisplacedElement() {
    var buffer = RingBuffer<Int>()
    XCTAssertNil(buffer.append(1, limit: 2))
    XCTAssertNil(buffer.append(2, limit: 2))
    XCTAssertEqual(buffer.append(3, limit: 2), 1)
    XCTAssertEqual(buffer.append(4, limit: 2), 2)
    XCTAssertEqual(Array(buffer.elements), [3, 4])
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
    weak var replaced: Token?
    do {
      let token = Token()
      replaced = token
      buffer.append(token, limit: 1)
    }
    let displaced = buffer.append(Token(), limit: 1)
    XCTAssertTrue(displaced === replaced)
    _ = consume displaced
    XCTAssertNil(replaced)
    XCTAssertEqual(buffer.count, 1)
  }
}
