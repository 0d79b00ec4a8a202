import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import TestSupport
import XCTest

@testable import BoxOfficeCLI

/// The command's wait, as `weekly` and `daily` run it, with real threads: the screen model
/// (``ChartScreen/steps(_:isSample:label:)``) of a view model whose load answers at once on a background thread, and ``MainRunLoop`` spinning
/// until the outcome arrives. Many iterations, so that the answer lands before, during and after
/// each output's binding; the deadline in the spin's condition only turns a lost outcome into a
/// failure instead of a hang.
final class ChartScreenStepsRaceTests: CLITestCase {
  private static let iterations = isSanitized ? 100 : 500
  private let endpoint = BoxOfficeEndpoint(kind: .daily, date: day("20250205"))

  /// A view model whose client answers with `reply` on the load's background thread or, if
  /// `hops`, on another one.
  private func viewModel(_ reply: Result<BoxOfficeChart, BoxOfficeError>, hops: Bool)
    -> BoxOfficeChartViewModel
  {
    let hop = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let client = BoxOfficeClient { _, _ in
      let answer: Single<BoxOfficeChart> =
        switch reply {
        case .success(let chart): .just(chart)
        case .failure(let error): .error(error)
        }
      return hops ? answer.observe(on: hop) : answer
    }
    return BoxOfficeChartViewModel(
      client: client, scheduler: MainScheduler.instance,
      loadScheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
  }

  /// Binds the outputs with `bind`, which reports each outcome as the number of rows or the
  /// error, and spins as the command does, many times; asserts that each wait ends with the
  /// outcome of `reply`, exactly once.
  private func assertEveryWaitEnds(
    _ reply: Result<BoxOfficeChart, BoxOfficeError>,
    file: StaticString = #filePath, line: UInt = #line,
    binding bind: (BoxOfficeChartViewModel.Output, @escaping (Result<Int, CommandFailure>) -> Void)
      -> any Disposable
  ) {
    let expected = reply.map(\.entries.count).mapError(CommandFailure.init)
    for iteration in 0..<Self.iterations {
      let output = viewModel(reply, hops: iteration.isMultiple(of: 2))
        .transform(input: .init(query: .just(endpoint)))
      var outcomes: [Result<Int, CommandFailure>] = []
      let binding = bind(output) { outcomes.append($0) }
      let deadline = Date().addingTimeInterval(10)
      MainRunLoop.spin { !outcomes.isEmpty || Date() > deadline }
      binding.dispose()
      guard outcomes == [expected] else {
        XCTFail("iteration \(iteration): the wait ended with \(outcomes)", file: file, line: line)
        return
      }
    }
  }

  /// Binds the screen model of `output`, as the command does.
  private func chartBinding(
    _ output: BoxOfficeChartViewModel.Output,
    _ finished: @escaping (Result<Int, CommandFailure>) -> Void
  ) -> any Disposable {
    bind(
      ChartScreen.steps(output, isSample: false, label: "…"),
      finished: { outcome in
        finished(outcome.map(\.cells.count))
      })
  }

  func testTheCommandsWaitEndsWithTheChart() {
    XCTAssertFalse(SampleCharts.chart(for: endpoint).entries.isEmpty)
    assertEveryWaitEnds(.success(SampleCharts.chart(for: endpoint)), binding: chartBinding)
  }

  func testTheCommandsWaitEndsWithTheFailure() {
    assertEveryWaitEnds(.failure(.httpStatus(500)), binding: chartBinding)
  }

  /// Another view bound to the screen first, so that the command's steps join the shared state
  /// through its replay, often while the answer is being sent.
  func testAWaitBoundAfterAnotherViewEnds() {
    assertEveryWaitEnds(.success(SampleCharts.chart(for: endpoint))) { output, finished in
      CompositeDisposable(
        output.screen.drive(onNext: { _ in }), self.chartBinding(output, finished))
    }
  }
}
