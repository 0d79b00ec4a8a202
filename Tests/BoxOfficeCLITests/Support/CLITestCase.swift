import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

@testable import BoxOfficeCLI

/// The base of the CLI's test cases: runs the whole command in-process with captured outputs,
/// a fixed clock and a chosen terminal, and checks after every test that no subscription leaked.
class CLITestCase: XCTestCase {
  /// The tests' "now": 2025-03-01 12:00 in Korea (03:00 UTC), a Saturday.
  static let now = Date(timeIntervalSince1970: 1_740_798_000)

  private var resourcesAtStart: Int32 = 0
  /// A fresh directory for this test's cache (`XDG_CACHE_HOME`), removed afterwards.
  private(set) var cacheHome: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    resourcesAtStart = LeakCheckBaseline.shared.start { Resources.total }
    cacheHome = FileManager.default.temporaryDirectory
      .appendingPathComponent("BoxOfficeCLITests-\(UUID().uuidString)", isDirectory: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: cacheHome)
    XCTAssertEqual(
      LeakCheckBaseline.shared.end(from: resourcesAtStart) { Resources.total }, resourcesAtStart,
      "live resources after the test (leaked subscriptions)")
    super.tearDown()
  }

  /// The environment of a user with a valid key and this test's cache directory.
  var environment: [String: String] {
    ["KOBIS_API_KEY": KOBISTestServer.validKey, "XDG_CACHE_HOME": cacheHome.path]
  }

  /// Runs `boxoffice-cli` in-process.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - environment: The environment; by default ``environment``.
  ///   - terminal: Which outputs are terminals; by default none.
  ///   - client: The client the command uses instead of the live one (which is restricted to
  ///     127.0.0.1).
  ///   - makeClient: Makes the client from the command's configuration and cache, instead of
  ///     the live one or `client`.
  ///   - interrupts: Where Ctrl-C is caught; by default never.
  ///   - now: The clock's time; by default ``now``.
  /// - Returns: What it wrote and its status.
  func runTool(
    _ arguments: [String], environment: [String: String]? = nil,
    terminal: TerminalFacts = TerminalFacts(), client: BoxOfficeClient? = nil,
    makeClient: (
      @Sendable (BoxOfficeAPI, ResponseCache?, (@Sendable (BoxOfficeClient.Event) -> Void)?) ->
        BoxOfficeClient
    )? = nil,
    interrupts: any InterruptSource = ScriptedInterrupts(), now: Date = CLITestCase.now
  ) -> ToolRun {
    let stdout = CapturedOutput()
    let stderr = CapturedOutput()
    var dependencies = BoxOfficeTool.Dependencies(terminal: terminal)
    dependencies.now = { now }
    dependencies.interrupts = interrupts
    dependencies.makeClient =
      makeClient ?? { api, cache, events in
        client
          ?? .live(
            api: api, transport: .loopbackOnly(timeout: api.timeout), cache: cache,
            events: events)
      }
    let status = BoxOfficeTool(dependencies: dependencies).run(
      arguments: arguments, environment: environment ?? self.environment, stdout: stdout,
      stderr: stderr)
    return ToolRun(stdout: stdout.text, stderr: stderr.text, status: status)
  }
}

/// A CLI test case with a fresh loopback KOBIS server for every test, stopped afterwards.
class ServerCLITestCase: CLITestCase {
  private(set) var server: KOBISTestServer!

  override func setUpWithError() throws {
    try super.setUpWithError()
    server = try KOBISTestServer()
  }

  override func tearDown() {
    server.stop()
    server = nil
    super.tearDown()
  }
}

extension CLITestCase {
  /// The screen the command shows for `chart`: the chart view model loads it from a client that
  /// answers with it, and its screen model hands over the answer, as in a run of the command.
  ///
  /// - Parameters:
  ///   - chart: What the client answers.
  ///   - isSample: Whether to label it as the sample.
  /// - Returns: The screen.
  func screen(
    for chart: BoxOfficeChart, isSample: Bool = false, file: StaticString = #filePath,
    line: UInt = #line
  ) -> ChartScreen {
    let endpoint = BoxOfficeEndpoint(kind: chart.kind, date: chart.firstDay)
    drainMainQueue()
    let viewModel = BoxOfficeChartViewModel(
      client: client(answering: chart), scheduler: MainScheduler.instance)
    var outcome: Result<ChartScreen, CommandFailure>?
    let binding = bind(
      ChartScreen.steps(
        viewModel.transform(input: .init(query: .just(endpoint))), isSample: isSample,
        label: "…"),
      finished: { outcome = $0 })
    let deadline = Date().addingTimeInterval(5)
    MainRunLoop.spin { outcome != nil || Date() > deadline }
    binding.dispose()
    guard case .success(let screen)? = outcome else {
      XCTFail("no chart: \(String(describing: outcome))", file: file, line: line)
      return ChartScreen(LoadedChart(chart), isSample: isSample)
    }
    return screen
  }
}

extension CLITestCase {
  /// Binds a one-shot command's screen model as ``CommandRunner`` does.
  ///
  /// - Parameters:
  ///   - steps: The screen model.
  ///   - waiting: Told each wait.
  ///   - finished: Told the answer.
  /// - Returns: The subscription.
  @discardableResult
  func bind<Screen>(
    _ steps: Driver<CommandStep<Screen>>, waiting: @escaping (Waiting) -> Void = { _ in },
    finished: @escaping (Result<Screen, CommandFailure>) -> Void
  ) -> any Disposable {
    steps.drive(onNext: { step in
      switch step {
      case .asking(let status): waiting(status)
      case .answered(let answer): finished(answer)
      }
    })
  }
}

/// What one run of the command wrote, and how it ended.
struct ToolRun: Equatable {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// A ``TextOutput`` that keeps what is written.
final class CapturedOutput: TextOutput {
  private(set) var writes: [String] = []

  var text: String { writes.joined() }

  func write(_ text: String) {
    writes.append(text)
  }
}

/// An ``InterruptSource`` that reports a signal once a condition holds, or never.
final class ScriptedInterrupts: InterruptSource {
  private let condition: () -> Bool
  private(set) var isCatching = false
  private(set) var startCount = 0
  private(set) var stopCount = 0

  /// - Parameter condition: When the "user" presses Ctrl-C; polled while the command waits.
  init(interruptWhen condition: @escaping () -> Bool = { false }) {
    self.condition = condition
  }

  func startCatching() {
    isCatching = true
    startCount += 1
  }

  var caughtSignal: Int32? {
    isCatching && condition() ? SIGINT : nil
  }

  func stopCatching() {
    isCatching = false
    stopCount += 1
  }
}

/// A client that answers every request with a chart and records what was asked.
final class RecordingClient: Sendable {
  private let recorded = LockedValue<[(BoxOfficeEndpoint, CachePolicy)]>()
  private let chart: BoxOfficeChart

  init(answering chart: BoxOfficeChart) {
    self.chart = chart
  }

  /// The endpoints asked for, in order.
  var endpoints: [BoxOfficeEndpoint] {
    recorded.value.map(\.0)
  }

  /// The cache policies asked with, in order.
  var policies: [CachePolicy] {
    recorded.value.map(\.1)
  }

  var client: BoxOfficeClient {
    BoxOfficeClient { [self] endpoint, policy in
      recorded.append((endpoint, policy))
      return .just(chart)
    }
  }
}

/// A client that answers every request with `chart`.
func client(answering chart: BoxOfficeChart) -> BoxOfficeClient {
  BoxOfficeClient { _, _ in .just(chart) }
}

/// A client that fails every request with `error`.
func client(failingWith error: BoxOfficeError) -> BoxOfficeClient {
  BoxOfficeClient { _, _ in .error(error) }
}

/// The day `yyyymmdd`.
func day(_ yyyymmdd: String) -> CalendarDate {
  CalendarDate(yyyymmdd: yyyymmdd)!
}
