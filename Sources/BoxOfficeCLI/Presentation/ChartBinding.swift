import BoxOffice
import Reactive

/// The View's half of MVVM for `weekly` and `daily`: binds the chart view model's
/// `loading.drive` to the spinner and `outcome.drive` to the command's end, handing it the chart
/// to show (``ChartScreen``) or the error to report.
///
/// The command asks for one chart (a `.just` query), so the outcome is sent once, when its rows or
/// its error arrive, with the title of the chart that arrived.
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
/// `ChartBinding` is not thread-safe and needs none: drivers deliver on the main thread, where it
/// must be created and disposed.
final class ChartBinding {
  private let subscriptions: CompositeDisposable

  /// Binds `output`.
  ///
  /// - Parameters:
  ///   - output: The view model's outputs for one query.
  ///   - isSample: Whether the client is the built-in sample, for ``ChartScreen/isSample``.
  ///   - loading: Called with each value of the `loading` driver, from its current one.
  ///   - finished: Called with the chart to show or the error to report when the load ends.
  init(
    _ output: BoxOfficeChartViewModel.Output, isSample: Bool,
    loading: @escaping (Bool) -> Void,
    finished: @escaping (Result<ChartScreen, BoxOfficeError>) -> Void
  ) {
    // The outcome, which ends the command's wait, is bound first: its subscription starts the
    // load, so it is registered before anything is sent. Loading, bound next, begins with the
    // load's current value.
    let outcome = output.outcome.drive(onNext: { outcome in
      finished(outcome.map { ChartScreen($0, isSample: isSample) })
    })
    subscriptions = CompositeDisposable(outcome, output.loading.drive(onNext: loading))
  }

  deinit {
    subscriptions.dispose()
  }

  /// Unbinds the outputs, cancelling the request if it is still in flight; also done when the
  /// binding is released.
  func dispose() {
    subscriptions.dispose()
  }
}
