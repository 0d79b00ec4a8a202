import XCTest

/// Runs a test written as marble diagrams: sources and expectations are timelines of characters,
/// and a failure prints the expected and actual timelines one above the other.
///
/// Inside `body`, make the sources with ``MarbleTest/hot(_:error:file:line:)`` and
/// ``MarbleTest/cold(_:error:file:line:)``, expect what the sequence under test sends with
/// ``MarbleTest/expect(_:error:subscribed:disposed:file:line:_:)`` and which subscriptions a
/// source saw with ``MarbleTest/expectSubscriptions(_:_:file:line:)``. When `body` returns, the
/// test's ``TestScheduler`` runs to the end and every expectation is checked. The sequence under
/// test is created at 100, subscribed to at 200 and disposed at 1000 unless told otherwise, as
/// RxTest's `TestScheduler.start` does.
///
/// ```swift
/// func testMapDoublesEachElement() {
///   assertMarbles { m in
///     let xs = m.hot("1-^-2-3-|")
///     m.expect(      "--4-6-|") { xs.map { $0 * 2 } }
///     m.expectSubscriptions(xs, "^-----!")
///   }
/// }
/// ```
///
/// If `map` sent 7 instead of 6, the test would fail with:
///
/// ```
/// the events differ from the marble diagram (a character is 10 ticks; the first is at 200)
/// expected: --4-6-|
/// actual:   --4-7-|
///               ↑ first difference at 240: expected next(240, 6), got next(240, 7)
/// ```
///
/// ## Timelines
///
/// A character is one frame of `ticksPerFrame` virtual ticks, 10 by default, so that RxTest's
/// usual times 210, 220, 230… are consecutive characters. The first character of a timeline is
/// at the subscription time, 200 by default; a hot source's timeline may start earlier, with `^`
/// marking the subscription time, and a cold source's starts whenever it is subscribed to.
///
/// | Symbol | Meaning |
/// |---|---|
/// | `-` | A frame in which nothing happens. |
/// | `a`, `1` | An element, named by one character. |
/// | `'42'` | An element whose name has several characters; one frame. |
/// | `\|` | Completion. |
/// | `#` | The error: the timeline's, or the test's `error`. |
/// | `(a\|)` | Events at the same time, in the order written; the group is one frame. |
/// | `^` | In a hot source, the subscription time. In a subscription timeline, the subscription. |
/// | `!` | In a subscription timeline, the disposal of the subscription. |
/// | `@1000` | The next frame is at tick 1000 (relative to the subscription in a cold source). |
/// | space | Nothing, and no time: use spaces to line timelines up. |
///
/// A group and a quoted name are one frame however many characters they take, so that one
/// frame always holds one token; unlike RxJS, where `(ab)` moves the rest of the timeline on by
/// four frames. Pad the timelines around them with spaces to keep columns lined up.
///
/// Names become elements by parsing them as the element type (`Int`, `String`, `Double`…), or
/// through a `values:` dictionary. Subscription timelines are one per subscription: `^--!`, or
/// `^ @1000 !` for one disposed at 1000, or `^` alone for one never disposed.
///
/// - Parameters:
///   - ticksPerFrame: The virtual ticks one character stands for; 1 or 5 for tests with times
///     such as 201 or 215.
///   - created: When the sequences under test are created.
///   - subscribed: When they are subscribed to: the time of the first character of a timeline.
///   - disposed: When their subscriptions are disposed.
///   - error: The error `#` stands for where a timeline names none.
///   - file: The file to report a test that expects nothing in.
///   - line: The line to report a test that expects nothing at.
///   - body: Makes the sources and states the expectations; what it returns, such as a log the
///     sequence under test writes to, is handed back once the test has run.
/// - Returns: What `body` returned, to check further after the run.
/// - Throws: What `body` throws, before anything runs.
@discardableResult
public func assertMarbles<Result>(
  ticksPerFrame: TestTime = 10,
  created: TestTime = TestScheduler.Defaults.created,
  subscribed: TestTime = TestScheduler.Defaults.subscribed,
  disposed: TestTime = TestScheduler.Defaults.disposed,
  error: any Error = MarbleError(),
  file: StaticString = #filePath, line: UInt = #line,
  _ body: (MarbleTest) throws -> Result
) rethrows -> Result {
  try runMarbleTest(
    ticksPerFrame: ticksPerFrame, created: created, subscribed: subscribed, disposed: disposed,
    error: error, file: file, line: line, reportingFailuresTo: { XCTFail($0, file: $1, line: $2) },
    body)
}

/// Runs a marble test, handing its failures to `reportFailure` instead of XCTest.
@discardableResult
func runMarbleTest<Result>(
  ticksPerFrame: TestTime = 10,
  created: TestTime = TestScheduler.Defaults.created,
  subscribed: TestTime = TestScheduler.Defaults.subscribed,
  disposed: TestTime = TestScheduler.Defaults.disposed,
  error: any Error = MarbleError(),
  file: StaticString = #filePath, line: UInt = #line,
  reportingFailuresTo reportFailure: @escaping (String, StaticString, UInt) -> Void,
  _ body: (MarbleTest) throws -> Result
) rethrows -> Result {
  let test = MarbleTest(
    ticksPerFrame: ticksPerFrame, created: created, subscribed: subscribed, disposed: disposed,
    error: error, reportFailure: reportFailure)
  let result = try body(test)
  test.run(file: file, line: line)
  return result
}
