import BoxOffice
import Reactive

/// The View's half of MVVM for `trend`: binds the trend view model's outputs — `progress.drive`,
/// `film.drive`, `rows.drive`, `errors.emit` — and keeps what they send until the command has
/// something to show.
///
/// The command asks for one trend (a `.just` query), so the outputs complete once the film's rows
/// or the reason it was not found have been sent; when all four have completed, the binding calls
/// `finished`, once, with the film and rows, or the error that ended the trend.
///
/// `TrendBinding` is not thread-safe and needs none: drivers and signals deliver on the main
/// thread, where it must be created and disposed.
final class TrendBinding {
  private var film: TrendFilm?
  private var rows: [TrendRow]?
  private var failure: TrendError?
  private var openOutputs = 4
  private let finished: (Result<(TrendFilm, [TrendRow]), TrendError>) -> Void
  private let subscriptions = CompositeDisposable()

  /// Binds `output`.
  ///
  /// - Parameters:
  ///   - output: The view model's outputs for one query.
  ///   - progress: Called with each progress value.
  ///   - finished: Called once, with the film and its rows or the error that ended the trend,
  ///     when the outputs have completed.
  init(
    _ output: TrendViewModel.Output, progress: @escaping (TrendProgress) -> Void,
    finished: @escaping (Result<(TrendFilm, [TrendRow]), TrendError>) -> Void
  ) {
    self.finished = finished
    bind(
      output.progress.drive(onNext: progress, onCompleted: { [weak self] in self?.end() }))
    bind(
      output.film.drive(
        onNext: { [weak self] in self?.film = $0 }, onCompleted: { [weak self] in self?.end() }))
    bind(
      output.rows.drive(
        onNext: { [weak self] in self?.rows = $0 }, onCompleted: { [weak self] in self?.end() }))
    bind(
      output.errors.emit(
        onNext: { [weak self] error in
          // A failed period is drawn as a gap; only what ends the trend is its outcome.
          if case .period = error { return }
          self?.failure = error
        }, onCompleted: { [weak self] in self?.end() }))
  }

  deinit {
    subscriptions.dispose()
  }

  /// Unbinds the outputs, cancelling the requests in flight; also done when released.
  func dispose() {
    subscriptions.dispose()
  }

  private func bind(_ subscription: any Disposable) {
    _ = subscriptions.insert(subscription)
  }

  private func end() {
    openOutputs -= 1
    guard openOutputs == 0 else { return }
    if let film, let rows {
      finished(.success((film, rows)))
    } else if let failure {
      finished(.failure(failure))
    } else {
      preconditionFailure("the trend view model's outputs completed without rows or an error")
    }
  }
}
