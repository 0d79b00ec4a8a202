/// The film a details view shows at one moment, what is in flight, and the details already
/// loaded; and how each event changes it.
///
/// A pure reducer, folded by ``MovieDetailsViewModel`` (and by the browser for its details pane)
/// in a feedback loop whose effect loads ``Loading/request`` with `flatMapLatest`. Details
/// already loaded are kept (``loaded``): showing a film again needs no request, as a film's
/// details do not change while a view is open. A reply is applied only if it answers the request
/// in flight.
struct MovieDetailsState: Equatable {
  /// One film asked of KOBIS, by its code.
  typealias Request = Loading<String>.Request

  /// What changes the view.
  enum Event: Equatable {
    /// Show the film with this code, or nothing.
    case show(String?)
    /// Load the film shown again past every cache.
    case reload
    /// A request's details, or its failure.
    case answered(Request, Result<MovieDetails, BoxOfficeError>)
  }

  /// The code of the film shown, or `nil`.
  var code: String?
  /// The details of ``code``, once loaded.
  var details: MovieDetails?
  /// Every film loaded so far, by code.
  var loaded: [String: MovieDetails] = [:]
  /// The requests: the one in flight and the failure of the latest for ``code``.
  var loading = Loading<String>()

  /// The state after `event`.
  func applying(_ event: Event) -> MovieDetailsState {
    var next = self
    next.loading.change = nil
    switch event {
    case .show(let code):
      // The film on show, or on its way, stays; one that failed is asked for again.
      guard code != self.code || (details == nil && !loading.isLoading) else { return next }
      next.code = code
      next.loading.cancel(forgetting: true)
      next.details = code.flatMap { loaded[$0] }
      if let code, next.details == nil { next.loading.start(code, .useCache) }
    case .reload:
      guard let code, !loading.isLoading else { return next }
      next.loaded[code] = nil
      next.loading.start(code, .reloadIgnoringCache)
    case .answered(let request, let result):
      guard let result = next.loading.answer(request, with: result) else { return next }
      next.details = try? result.get()
      if let details = next.details { next.loaded[request.query] = details }
    }
    return next
  }
}
