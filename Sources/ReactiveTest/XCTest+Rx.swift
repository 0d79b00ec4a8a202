import RxSwift
import XCTest

// The assertions keep RxTest's names, which follow XCTest's rather than Swift's naming rules.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two arrays of events are equal, printing both and their first difference if not.
///
/// ```swift
/// var received: [Event<Int>] = []
/// _ = Observable.of(1, 2).subscribe { received.append($0) }
/// XCTAssertEqual(received, [.next(1), .next(2), .completed])
/// ```
///
/// - Parameters:
///   - lhs: The first array, usually what was received.
///   - rhs: The second array, usually what was expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualSequences(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two arrays of single events are equal, comparing errors by their reflected
/// descriptions; prints both and their first difference if not.
///
/// - Parameters:
///   - lhs: The first array, usually what was received.
///   - rhs: The second array, usually what was expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualSequences(lhs, rhs, by: singleEventsAreEqual, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two arrays of maybe events are equal, printing both and their first difference
/// if not.
///
/// - Parameters:
///   - lhs: The first array, usually what was received.
///   - rhs: The second array, usually what was expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualSequences(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two arrays of completable events are equal, printing both and their first
/// difference if not.
///
/// - Parameters:
///   - lhs: The first array, usually what was received.
///   - rhs: The second array, usually what was expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual(
  _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualSequences(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two arrays of recorded events are equal, times included, printing both and their
/// first difference if not.
///
/// ```swift
/// XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
/// ```
///
/// - Parameters:
///   - lhs: The first array, usually what was recorded.
///   - rhs: The second array, usually what was expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
  file: StaticString = #filePath, line: UInt = #line
) {
  assertEqualSequences(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that two arrays of recorded events of optional elements are equal, times included,
/// printing both and their first difference if not.
///
/// - Parameters:
///   - lhs: The first array, usually what was recorded.
///   - rhs: The second array, usually what was expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>],
  file: StaticString = #filePath, line: UInt = #line
) {
  assertEqualSequences(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that the `.next` events of `stream` carry `elements`, in order, whatever their times;
/// the terminal event, if any, is not compared.
///
/// ```swift
/// XCTAssertRecordedElements(res.events, [1, 2, 3])
/// ```
///
/// - Parameters:
///   - stream: The recorded events.
///   - elements: The elements expected, in order.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertRecordedElements<Element: Equatable>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath,
  line: UInt = #line
) {
  let recorded = stream.compactMap(\.value.element)
  assertEqualSequences(recorded, elements, by: { $0 == $1 }, file: file, line: line)
}

/// Fails the test, showing both sequences and their first difference, unless they are equal.
private func assertEqualSequences<Element>(
  _ lhs: [Element], _ rhs: [Element], by areEqual: (Element, Element) -> Bool,
  file: StaticString, line: UInt
) {
  guard let index = firstDifference(lhs, rhs, by: areEqual) else { return }
  let difference =
    switch (index < lhs.count, index < rhs.count) {
    case (true, true): "\(describe(lhs[index])) ≠ \(describe(rhs[index]))"
    case (true, false): "\(describe(lhs[index])) has no counterpart"
    default: "\(describe(rhs[index])) has no counterpart"
    }
  XCTFail(
    """
    XCTAssertEqual failed: sequences differ at index \(index): \(difference)
      lhs: \(describe(lhs))
      rhs: \(describe(rhs))
    """, file: file, line: line)
}

private func firstDifference<Element>(
  _ lhs: [Element], _ rhs: [Element], by areEqual: (Element, Element) -> Bool
) -> Int? {
  for index in 0..<max(lhs.count, rhs.count) {
    guard index < lhs.count, index < rhs.count, areEqual(lhs[index], rhs[index]) else {
      return index
    }
  }
  return nil
}

private func describe<Value>(_ value: Value) -> String {
  String(reflecting: value)
}

private func singleEventsAreEqual<Element: Equatable>(
  _ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>
) -> Bool {
  switch (lhs, rhs) {
  case (.success(let left), .success(let right)): return left == right
  case (.failure(let left), .failure(let right)):
    return String(reflecting: left) == String(reflecting: right)
  default: return false
  }
}
