import BoxOffice
import Reactive

// Each part of a view model's screen as a view that binds it part by part sees it: a part as it
// changes, and what a step reported even when equal to what came before. The tests state exactly
// what a view sees, and when.

extension MovieDetailsViewModel.Output {
  var title: Driver<String> { screen.map(\.title).distinctUntilChanged() }
  var sections: Driver<[MovieDetailsSection]> {
    screen.map { $0.card?.sections ?? [] }.distinctUntilChanged()
  }
  var isLoading: Driver<Bool> { screen.map(\.isLoading).distinctUntilChanged() }
  var details: Driver<MovieDetails?> { screen.map(\.details).distinctUntilChanged() }
  var errors: Signal<BoxOfficeError> { screen.failures(\.failure, \.change) }
}

extension MovieSearchViewModel.Output {
  var cells: Driver<[MovieSearchRow]> { screen.map(\.rows).distinctUntilChanged() }
  var isSearching: Driver<Bool> { screen.map(\.isSearching).distinctUntilChanged() }
  var noResults: Driver<Bool> { screen.map(\.noResults).distinctUntilChanged() }
  var canLoadMore: Driver<Bool> { screen.map(\.canLoadMore).distinctUntilChanged() }
  var totalCount: Driver<Int?> { screen.map(\.totalCount).distinctUntilChanged() }
  var summary: Driver<String> { screen.map(\.summary).distinctUntilChanged() }
  var errors: Signal<BoxOfficeError> { screen.failures(\.failure, \.change) }
}

extension TrendViewModel.Output {
  var rows: Driver<[TrendRow]> { screen.compactMap(\.rows) }
  var film: Driver<TrendFilm> { screen.compactMap(\.film) }
  var progress: Driver<TrendProgress> { screen.map(\.progress).distinctUntilChanged() }
  var errors: Signal<TrendError> {
    screen.asObservable().compactMap(\.error).asSignal(onErrorSignalWith: .empty())
  }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
  /// The failure of the first screen a subscriber gets, then of each screen whose step failed.
  func failures(
    _ failure: @escaping (Element) -> BoxOfficeError?,
    _ change: @escaping (Element) -> ScreenChange?
  ) -> Signal<BoxOfficeError> {
    currentThenChanges(failure, when: { change($0) == .failed }).asSignal(
      onErrorSignalWith: .empty())
  }
}
