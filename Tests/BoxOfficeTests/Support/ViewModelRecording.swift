import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// Every output of a chart view model, recorded in virtual time. Cells are recorded as one line of
/// text each (see ``row(_:)``), so that expectations read like the table a view would draw; an
/// outcome's chart as its title line followed by those lines.
struct RecordedOutputs {
  let cells: TestableObserver<[String]>
  let title: TestableObserver<String>
  let loading: TestableObserver<Bool>
  let errors: TestableObserver<BoxOfficeError>
  let chart: TestableObserver<BoxOfficeChart>
  let outcome: TestableObserver<Result<[String], BoxOfficeError>>

  /// Subscribes to every output at `subscribed` and disposes the subscriptions at `disposed`;
  /// run the scheduler afterwards.
  init(
    _ output: BoxOfficeChartViewModel.Output, on scheduler: TestScheduler,
    subscribed: TestTime = 200, disposed: TestTime = 1000
  ) {
    cells = scheduler.createObserver([String].self)
    title = scheduler.createObserver(String.self)
    loading = scheduler.createObserver(Bool.self)
    errors = scheduler.createObserver(BoxOfficeError.self)
    chart = scheduler.createObserver(BoxOfficeChart.self)
    outcome = scheduler.createObserver(Result<[String], BoxOfficeError>.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(subscribed) { [cells, title, loading, errors, chart, outcome] in
      _ = bag.insert(output.cells.map { $0.map(row) }.drive(cells))
      _ = bag.insert(output.title.drive(title))
      _ = bag.insert(output.loading.drive(loading))
      _ = bag.insert(output.errors.emit(to: errors))
      _ = bag.insert(output.chart.drive(chart))
      _ = bag.insert(
        output.outcome.map { $0.map { [$0.title] + $0.cells.map(row) } }.drive(outcome))
    }
    scheduler.scheduleAt(disposed) { bag.dispose() }
  }
}

/// A cell as one line: rank, rank change, title, opening date (`-` for none), audience,
/// cumulative audience, share, and `new` for a new entry.
/// The outputs the chart view model had before it sent one screen, made from its screens as a
/// view would make them, so that the tests state exactly what a view sees and when: each part as
/// it changes, and what a step loaded or failed even when equal to what came before.
extension BoxOfficeChartViewModel.Output {
  var loading: Driver<Bool> { screen.map(\.isLoading).distinctUntilChanged() }
  var title: Driver<String> { screen.compactMap(\.title).distinctUntilChanged() }
  var cells: Driver<[ChartRow]> { changes(\.loaded, when: .loaded).map(\.cells) }
  var chart: Driver<BoxOfficeChart> { changes(\.loaded, when: .loaded).map(\.chart) }
  var outcome: Driver<Result<LoadedChart, BoxOfficeError>> {
    changes(\.outcome, when: .loaded, .failed)
  }
  var errors: Signal<BoxOfficeError> {
    changes(\.failure, when: .failed).asSignal(onErrorSignalWith: .empty())
  }

  private func changes<Value>(
    _ value: @escaping (ChartScreenModel) -> Value?, when changes: ScreenChange...
  ) -> Driver<Value> {
    screen.currentThenChanges(value, when: { $0.change.map(changes.contains) == true })
  }

}

func row(_ cell: ChartRow) -> String {
  let fields = [
    String(cell.rank), cell.rankChangeText, cell.title, cell.openingDateText ?? "-",
    cell.audienceText, cell.cumulativeAudienceText, cell.shareText,
  ]
  return (fields + (cell.isNew ? ["new"] : [])).joined(separator: " | ")
}

/// One request a scripted client received, and when.
struct ClientCall: Equatable {
  var endpoint: BoxOfficeEndpoint
  var cachePolicy: CachePolicy
  var time: TestTime
}

/// A stand-in client that answers its n-th request with `replies[n]` (cold test observables, so
/// each subscription is recorded) and writes down every request.
final class ScriptedClient {
  let replies: [TestableObservable<BoxOfficeChart>]
  private let recorded = LockedValue<[ClientCall]>([])
  private let scheduler: TestScheduler

  init(_ scheduler: TestScheduler, replies: [TestableObservable<BoxOfficeChart>]) {
    self.scheduler = scheduler
    self.replies = replies
  }

  var calls: [ClientCall] {
    recorded.value
  }

  var value: BoxOfficeClient {
    // Safe: virtual-time tests run on the test's thread only.
    nonisolated(unsafe) let script = self
    return BoxOfficeClient { endpoint, cachePolicy in
      let index = script.recorded.withLock { calls in
        calls.append(
          ClientCall(endpoint: endpoint, cachePolicy: cachePolicy, time: script.scheduler.clock))
        return calls.count - 1
      }
      guard index < script.replies.count else {
        XCTFail("unexpected request \(index + 1) for \(endpoint)")
        return .never()
      }
      return script.replies[index].asObservable().asSingle()
    }
  }
}
