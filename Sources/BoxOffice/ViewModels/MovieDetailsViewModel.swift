import Reactive

/// The view model of a film's details: movie codes in; one screen model out
/// (``MovieDetailsScreenModel``: the details, their card, whether a request is in flight, and the
/// failure).
///
/// - Each code shows that film, cancelling the request for the one before (`flatMapLatest`), so a
///   slow reply overtaken by a newer code is never shown. A code seen before during this view's
///   life shows at once, without a request.
/// - While a film loads, the card is empty and the screen is loading.
/// - A failure is a screen whose change is ``ScreenChange/failed``, and leaves the card empty;
///   `reload` asks the film shown again past every cache (a retry after a failure, or a refresh).
///
/// ```swift
/// let output = MovieDetailsViewModel(client: client, scheduler: background)
///   .transform(input: .init(code: selectedCodes))
/// output.screen
///   .drive(onNext: { screen in
///     header.text = screen.title
///     card.sections = screen.card?.sections ?? []
///   })
///   .disposed(by: disposeBag)
/// ```
///
/// With one code (`.just(code)`) and no reload, the screens complete once the details or the
/// error have been delivered.
///
/// ## Threads and schedulers
/// The screens are delivered on `MainScheduler.instance`. `scheduler` is where replies are brought
/// before they change the state, so the codes must arrive on its thread (`MainScheduler.instance`
/// and the main thread in an app); `loadScheduler` is where each request starts
/// (`subscribe(on:)`), off the main thread in an app. Tests pass one `TestScheduler` for both and
/// stay on the main thread, where a request starts one tick after the code that asks for it and
/// its reply changes the state one tick after it arrives.
///
/// `MovieDetailsViewModel` holds no mutable state; `transform(input:)` may be called from any
/// thread, and each call builds an independent pipeline.
public final class MovieDetailsViewModel {
  /// What the view sends.
  public struct Input {
    /// The films to show, by movie code.
    public var code: Observable<String>
    /// Loads the film shown again, past every cache.
    public var reload: Observable<Void>

    /// Creates the inputs.
    ///
    /// - Parameters:
    ///   - code: The films to show.
    ///   - reload: The reload trigger; by default none.
    public init(code: Observable<String>, reload: Observable<Void> = .empty()) {
      self.code = code
      self.reload = reload
    }
  }

  /// What the view shows.
  public struct Output {
    /// The screen, whenever the state changes; the first a subscriber gets is what is on show.
    public let screen: Driver<MovieDetailsScreenModel>
  }

  private let client: BoxOfficeClient
  private let scheduler: any SchedulerType
  private let loadScheduler: any ImmediateSchedulerType

  /// Creates the view model.
  ///
  /// - Parameters:
  ///   - client: Where details come from.
  ///   - scheduler: Where replies are brought: `MainScheduler.instance` in an app, a
  ///     `TestScheduler` in tests.
  ///   - loadScheduler: Where each request starts; by default `scheduler`.
  public init(
    client: BoxOfficeClient, scheduler: any SchedulerType,
    loadScheduler: (any ImmediateSchedulerType)? = nil
  ) {
    self.client = client
    self.scheduler = scheduler
    self.loadScheduler = loadScheduler ?? scheduler
  }

  /// Connects the view's inputs to the outputs it binds.
  ///
  /// - Parameter input: The codes and the reload trigger.
  /// - Returns: The outputs, sharing one pipeline.
  public func transform(input: Input) -> Output {
    let (client, loadScheduler) = (client, loadScheduler)
    let inputs = Observable.merge(
      input.code.map { MovieDetailsState.Event.show($0) }, input.reload.map { .reload })
    let state = FeedbackLoop.states(
      initial: MovieDetailsState(), inputs: inputs, reduce: { $0.applying($1) },
      isSettled: { !$0.loading.isLoading }, scheduler: scheduler,
      feedback: { states in
        FeedbackLoop.effect(of: states, \.loading.request) {
          $0.load(from: client.movieInfo, on: loadScheduler, as: MovieDetailsState.Event.answered)
        }
      }
    )
    return Output(
      screen: state.map { state in
        MovieDetailsScreenModel(
          details: state.details, isLoading: state.loading.isLoading,
          failure: state.loading.failure, change: state.loading.change)
      }
      .asDriver(onErrorDriveWith: .empty()))
  }
}
