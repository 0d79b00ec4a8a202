/// The film a details view shows at one moment, what is in flight, and the details already
/// loaded; and how each event changes it.
///
/// A pure reducer, folded by ``MovieDetailsViewModel`` (and by the browser for its details pane)
/// in a feedback loop whose effect loads ``request`` with `flatMapLatest`. Details already loaded
/// are kept (``loaded``): showing a film again needs no request, as a film's details do not
/// change while a view is open. A reply is applied only if it answers the request in flight.
struct MovieDetailsState: Equatable {
  /// One film asked of KOBIS, by its code.
  typealias Request = LoadRequest<String>

  /// What changes the view.
  enum Event: Equatable {
    /// Show the film with this code, or nothing.
    case show(String?)
    /// Load the film shown again past every cache.
    case reload
    /// Details arrived.
    case loaded(Request, MovieDetails)
    case failed(Request, BoxOfficeError)
  }

  /// The code of the film shown, or `nil`.
  var code: String?
  /// The details of ``code``, once loaded.
  var details: MovieDetails?
  /// Every film loaded so far, by code.
  var loaded: [String: MovieDetails] = [:]
  /// The request in flight, or `nil`.
  var request: Request?
  /// The failure of the latest request for ``code``, until another starts.
  var failure: BoxOfficeError?
  /// What the latest event did.
  var lastChange: ScreenChange?
  private var generation = 0

  /// Whether a request is in flight.
  var isLoading: Bool { request != nil }

  /// The state after `event`.
  func applying(_ event: Event) -> MovieDetailsState {
    var next = self
    next.lastChange = nil
    switch event {
    case .show(let code):
      // The film on show, or on its way, stays; one that failed is asked for again.
      guard code != self.code || (details == nil && request == nil) else { return next }
      next.code = code
      next.failure = nil
      next.request = nil
      next.details = code.flatMap { loaded[$0] }
      if let code, next.details == nil { next.start(code, .useCache) }
    case .reload:
      guard let code, request == nil else { return next }
      next.loaded[code] = nil
      next.start(code, .reloadIgnoringCache)
    case .loaded(let request, let details):
      guard request == self.request else { return next }
      next.request = nil
      next.details = details
      next.loaded[request.query] = details
      next.lastChange = .loaded
    case .failed(let request, let error):
      guard request == self.request else { return next }
      next.request = nil
      next.details = nil
      next.failure = error
      next.lastChange = .failed
    }
    return next
  }

  private mutating func start(_ code: String, _ cachePolicy: CachePolicy) {
    generation += 1
    request = Request(query: code, cachePolicy: cachePolicy, generation: generation)
    failure = nil
    lastChange = .started
  }
}
