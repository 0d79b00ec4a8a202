import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// The base of the library's test cases: checks after every test that no subscription leaked.
class ReactiveTestCase: XCTestCase {
  private var resourcesAtStart: Int32 = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = LeakCheckBaseline.shared.start { Resources.total }
  }

  override func tearDown() {
    XCTAssertEqual(
      LeakCheckBaseline.shared.end(from: resourcesAtStart) { Resources.total }, resourcesAtStart,
      "live resources after the test (leaked subscriptions)")
    super.tearDown()
  }
}

/// The error the tests send and expect.
struct TestError: Error, Equatable, CustomStringConvertible {
  let name: String

  init(_ name: String = "test error") {
    self.name = name
  }

  var description: String { name }
}

let testError = TestError()

/// The description of the error `body` throws, or of the value it returns.
func describeThrown<T>(_ body: () throws -> T) -> String {
  do {
    return String(describing: try body())
  } catch {
    return String(describing: error)
  }
}

/// Runs `action` when it is deinitialized: lets a test observe the moment the last reference to an
/// object goes away.
final class Deinitializer {
  private let action: () -> Void

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  deinit {
    action()
  }
}

extension ReactiveTestCase {
  /// `ReactiveTest.assertMarbles`, with `#` standing for ``testError`` unless told otherwise.
  @discardableResult
  func assertMarbles<Result>(
    ticksPerFrame: TestTime = 10,
    created: TestTime = TestScheduler.Defaults.created,
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    disposed: TestTime = TestScheduler.Defaults.disposed,
    error: any Error = testError,
    file: StaticString = #filePath, line: UInt = #line,
    _ body: (MarbleTest) throws -> Result
  ) rethrows -> Result {
    try ReactiveTest.assertMarbles(
      ticksPerFrame: ticksPerFrame, created: created, subscribed: subscribed, disposed: disposed,
      error: error, file: file, line: line, body)
  }
}
