import BoxOffice
import Reactive

/// The View's half of MVVM: binds the chart view model's outputs — `loading.drive`,
/// `title.drive`, `chart.drive`, `cells.drive`, `errors.emit` — and keeps what they send until
/// the command has something to show.
///
/// The command asks for one chart (a `.just` query), so the outputs complete once its rows or its
/// error have been sent; when the title, chart, cells and errors outputs have all completed, the
/// binding calls `finished`, once, with the rows and the latest title and chart, or the error.
/// Neither the first `loading == false` (the driver starts with its current value, before the
/// request has even started) nor the first rows are the end: each output is delivered on the main
/// queue on its own, so when the main queue is busy the title of the chart that arrived can come
/// after its rows.
///
/// ```swift
/// let output = BoxOfficeChartViewModel(client: client, scheduler: background)
///   .transform(input: .init(query: .just(endpoint)))
/// var outcome: Result<ChartScreen, BoxOfficeError>?
/// let binding = ChartBinding(
///   output, isSample: false, loading: { spinner.isOn = $0 }, finished: { outcome = $0 })
/// MainRunLoop.spin { outcome != nil }
/// binding.dispose()
/// ```
///
/// `ChartBinding` is not thread-safe and needs none: drivers and signals deliver on the main
/// thread, where it must be created and disposed.
final class ChartBinding {
  private var title: String?
  private var chart: BoxOfficeChart?
  private var cells: [BoxOfficeCellData]?
  private var failure: BoxOfficeError?
  /// The outputs among title, chart, cells and errors that have not completed yet.
  private var openOutputs = 4
  private let isSample: Bool
  private let finished: (Result<ChartScreen, BoxOfficeError>) -> Void
  private let subscriptions = CompositeDisposable()

  /// Binds `output`.
  ///
  /// - Parameters:
  ///   - output: The view model's outputs for one query.
  ///   - isSample: Whether the client is the built-in sample, for ``ChartScreen/isSample``.
  ///   - loading: Called with each value of the `loading` driver (`false` first).
  ///   - finished: Called once, with the chart to show or the error to report, when the outputs
  ///     have completed.
  init(
    _ output: BoxOfficeChartViewModel.Output, isSample: Bool,
    loading: @escaping (Bool) -> Void,
    finished: @escaping (Result<ChartScreen, BoxOfficeError>) -> Void
  ) {
    self.isSample = isSample
    self.finished = finished
    bind(output.loading.drive(onNext: loading))
    bind(
      output.title.drive(
        onNext: { [weak self] in self?.title = $0 }, onCompleted: { [weak self] in self?.end() }))
    bind(
      output.chart.drive(
        onNext: { [weak self] in self?.chart = $0 }, onCompleted: { [weak self] in self?.end() }))
    bind(
      output.cells.drive(
        onNext: { [weak self] in self?.cells = $0 }, onCompleted: { [weak self] in self?.end() }))
    bind(
      output.errors.emit(
        onNext: { [weak self] in self?.failure = $0 }, onCompleted: { [weak self] in self?.end() }))
  }

  deinit {
    subscriptions.dispose()
  }

  /// Unbinds the outputs, cancelling the request if it is still in flight; also done when the
  /// binding is released.
  func dispose() {
    subscriptions.dispose()
  }

  private func bind(_ subscription: any Disposable) {
    _ = subscriptions.insert(subscription)
  }

  /// Counts an output that completed, and reports the outcome once all have.
  private func end() {
    openOutputs -= 1
    guard openOutputs == 0 else { return }
    if let failure {
      finished(.failure(failure))
    } else if let title, let chart, let cells {
      finished(
        .success(ChartScreen(title: title, chart: chart, cells: cells, isSample: isSample)))
    } else {
      preconditionFailure(
        "the chart view model's outputs completed without a chart or an error "
          + "(title: \(title != nil), chart: \(chart != nil), cells: \(cells != nil))")
    }
  }
}
