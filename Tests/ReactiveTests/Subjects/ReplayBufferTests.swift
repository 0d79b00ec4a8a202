import XCTest

@testable import RxSwift

final class ReplayBufferTests: ReactiveTestCase {
  func testBoundedBufferKeepsTheLatestElementsOldestFirst() {
    var buffer = ReplayBuffer<Int>(limit: 3)
    for element in 1...7 { buffer.append(element) }
    XCTAssertEqual(Array(buffer), [5, 6, 7])
    XCTAssertEqual(buffer.count, 3)
  }

  func testBufferBelowItsLimitKeepsEverything() {
    var buffer = ReplayBuffer<Int>(limit: 3)
    buffer.append(1)
    buffer.append(2)
    XCTAssertEqual(Array(buffer), [1, 2])
  }

  func testUnboundedBufferKeepsEveryElement() {
    var buffer = ReplayBuffer<Int>(limit: nil)
    for element in 1...100 { buffer.append(element) }
    XCTAssertEqual(Array(buffer), Array(1...100))
  }

  func testZeroOrNegativeLimitKeepsNothing() {
    var none = ReplayBuffer<Int>(limit: 0)
    var negative = ReplayBuffer<Int>(limit: -2)
    none.append(1)
    negative.append(1)
    XCTAssertEqual(Array(none), [])
    XCTAssertEqual(Array(negative), [])
  }

  func testRemoveAllEmptiesTheBufferAndKeepsItsLimit() {
    var buffer = ReplayBuffer<Int>(limit: 2)
    for element in 1...5 { buffer.append(element) }
    buffer.removeAll()
    XCTAssertEqual(Array(buffer), [])
    for element in 6...8 { buffer.append(element) }
    XCTAssertEqual(Array(buffer), [7, 8])
  }

  func testCopyIsUnchangedByLaterAppends() {
    var buffer = ReplayBuffer<Int>(limit: 2)
    buffer.append(1)
    buffer.append(2)
    let copy = buffer
    var seen: [Int] = []
    for element in copy {
      seen.append(element)
      buffer.append(element + 10)
    }
    XCTAssertEqual(seen, [1, 2])
    XCTAssertEqual(Array(buffer), [11, 12])
  }
}
