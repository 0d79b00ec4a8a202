import BoxOffice
import Reactive

/// The one seam between the CLI (the View) and BoxOffice: it asks a ``BoxOfficeClient`` for a
/// chart and hands the view its outputs in the shape the chart view model will have — the chart
/// (cells and title), whether a request is in flight, and errors — all delivered on the main
/// scheduler.
///
/// When the view model's `Driver`s and `Signal` exist, ``bind(_:cachePolicy:limit:loading:chart:error:)``
/// becomes `viewModel.cells.drive(…)`, `viewModel.loading.drive(…)` and
/// `viewModel.errors.emit(…)`; nothing else in the CLI changes.
///
/// ```swift
/// let presenter = ChartPresenter(client: client, isSample: false)
/// let subscription = presenter.bind(
///   endpoint, cachePolicy: .useCache, limit: nil,
///   loading: { spinner.isOn = $0 }, chart: { render($0) }, error: { report($0) })
/// ```
///
/// `ChartPresenter` delivers every output on its scheduler (the main one by default), so the
/// view's callbacks never run concurrently; it is not itself meant to be shared between threads.
struct ChartPresenter {
  /// Where the charts come from.
  let client: BoxOfficeClient
  /// Whether the client is the built-in sample.
  let isSample: Bool
  /// Where the outputs are delivered.
  let scheduler: any ImmediateSchedulerType

  /// Creates a presenter.
  ///
  /// - Parameters:
  ///   - client: Where the charts come from.
  ///   - isSample: Whether `client` serves the built-in sample data.
  ///   - scheduler: Where the outputs are delivered; the main scheduler, as Drivers do.
  init(
    client: BoxOfficeClient, isSample: Bool,
    scheduler: any ImmediateSchedulerType = MainScheduler.instance
  ) {
    self.client = client
    self.isSample = isSample
    self.scheduler = scheduler
  }

  /// Asks for `endpoint` and reports to the view: `loading(true)` at once, then the chart or the
  /// error, then `loading(false)`.
  ///
  /// - Parameters:
  ///   - endpoint: The chart to ask for.
  ///   - cachePolicy: Whether a stored reply may answer.
  ///   - limit: The most rows to show.
  ///   - loading: Called with whether a request is in flight.
  ///   - chart: Called with the chart.
  ///   - error: Called with a failure; its text never contains the API key.
  /// - Returns: A disposable that cancels the request and any delivery not yet made.
  func bind(
    _ endpoint: BoxOfficeEndpoint, cachePolicy: CachePolicy, limit: Int?,
    loading: @escaping (Bool) -> Void,
    chart: @escaping (ChartPresentation) -> Void,
    error: @escaping (BoxOfficeError) -> Void
  ) -> any Disposable {
    let cancelled = BooleanDisposable()
    let isSample = self.isSample
    let scheduler = self.scheduler
    loading(true)
    let subscription = client.chart(endpoint, cachePolicy).subscribe { event in
      _ = scheduler.schedule(event) { event in
        guard !cancelled.isDisposed else { return Disposables.create() }
        switch event {
        case .next(let value):
          chart(ChartPresentation(chart: value, isSample: isSample, limit: limit))
        case .error(let failure):
          loading(false)
          error(failure as? BoxOfficeError ?? .transportFailure("the request failed"))
        case .completed:
          loading(false)
        }
        return Disposables.create()
      }
    }
    return Disposables.create(cancelled, subscription)
  }
}
