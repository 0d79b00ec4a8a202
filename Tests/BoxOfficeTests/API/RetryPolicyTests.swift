import BoxOffice
import Reactive
import XCTest

final class RetryPolicyTests: XCTestCase {
  func testTheDefaultRetriesTwiceAfterHalfASecondThenASecond() {
    XCTAssertEqual(RetryPolicy.default.maxRetries, 2)
    XCTAssertEqual(RetryPolicy.default.delays, [.milliseconds(500), .milliseconds(1000)])
  }

  func testWaitsGrowByTheMultiplier() {
    let policy = RetryPolicy(maxRetries: 4, initialDelay: .seconds(1), multiplier: 3)
    XCTAssertEqual(policy.delays, [.seconds(1), .seconds(3), .seconds(9), .seconds(27)])
    XCTAssertEqual(
      RetryPolicy(maxRetries: 2, initialDelay: .microseconds(7), multiplier: 1).delays,
      [.microseconds(7), .microseconds(7)])
    XCTAssertEqual(
      RetryPolicy(maxRetries: 2, initialDelay: .nanoseconds(5)).delays,
      [.nanoseconds(5), .nanoseconds(10)])
  }

  func testThereIsNoWaitOutsideTheAllowedRetries() {
    let policy = RetryPolicy(maxRetries: 2)
    XCTAssertNil(policy.delay(beforeRetry: 0))
    XCTAssertEqual(policy.delay(beforeRetry: 1), .milliseconds(500))
    XCTAssertEqual(policy.delay(beforeRetry: 2), .milliseconds(1000))
    XCTAssertNil(policy.delay(beforeRetry: 3))
  }

  func testNoneAndNegativeCountsAllowNoRetry() {
    XCTAssertEqual(RetryPolicy.none.delays, [])
    XCTAssertNil(RetryPolicy.none.delay(beforeRetry: 1))
    XCTAssertEqual(RetryPolicy(maxRetries: -3).delays, [])
  }

  func testANonPositiveMultiplierKeepsTheWaitsEqual() {
    XCTAssertEqual(
      RetryPolicy(maxRetries: 3, initialDelay: .seconds(2), multiplier: 0).delays,
      [.seconds(2), .seconds(2), .seconds(2)])
  }

  func testHugeWaitsSaturateInsteadOfOverflowing() {
    let policy = RetryPolicy(maxRetries: 70, initialDelay: .seconds(1))
    XCTAssertEqual(policy.delay(beforeRetry: 63), .seconds(1 << 62))
    XCTAssertEqual(policy.delay(beforeRetry: 70), .seconds(.max))
    XCTAssertEqual(RetryPolicy(maxRetries: 1, initialDelay: .never).delays, [.never])
  }
}
