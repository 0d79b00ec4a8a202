import BoxOffice
import Reactive

/// What a one-shot command shows at one moment: still asking KOBIS, with what standard error
/// says meanwhile, or answered, with the screen model to render or why there is none.
///
/// Each feature turns its view model's outputs into one `Driver<CommandStep<Screen>>`
/// (``ChartScreen/steps(_:isSample:label:)``, ``TrendScreen/steps(_:kind:isSample:)``,
/// ``MovieAnswer/details(_:code:isSample:)``, ``MovieAnswer/matches(_:query:isSample:)``), which
/// ``CommandRunner`` binds.
enum CommandStep<Screen> {
  /// The question is in flight.
  case asking(Waiting)
  /// The answer.
  case answered(Result<Screen, CommandFailure>)
}

extension CommandStep {
  /// The steps of a view model that answers one question and completes: each screen says what to
  /// show while asking, and the last one is the answer.
  ///
  /// - Parameters:
  ///   - screens: The view model's screens for one question.
  ///   - waiting: What standard error shows while a screen is on show.
  ///   - answer: The answer the last screen gives.
  /// - Returns: The steps.
  static func lastScreen<Model>(
    of screens: Driver<Model>, waiting: @escaping (Model) -> Waiting,
    answer: @escaping (Model) -> Result<Screen, CommandFailure>
  ) -> Driver<CommandStep> {
    Driver.merge(
      screens.map { .asking(waiting($0)) },
      screens.asObservable().takeLast(1).map { .answered(answer($0)) }
        .asDriver(onErrorDriveWith: .empty()))
  }
}

/// What standard error shows while a question is in flight, when it is a terminal.
enum Waiting: Equatable {
  /// Nothing: no request is in flight.
  case idle
  /// A spinner with this label.
  case spinner(String)
  /// The trend's progress line.
  case progress(TrendProgress)
}

/// Why a one-shot command has nothing to show: the message after `Error: ` and the exit status.
struct CommandFailure: Error, Equatable {
  /// The message; it may span lines.
  var message: DisplayText
  /// The exit status (``ExitCode``).
  var status: Int32
}

extension CommandFailure {
  /// The failure of a request to KOBIS.
  init(_ error: BoxOfficeError) {
    self.init(message: DisplayText(error.description), status: ExitCode.status(for: error))
  }
}
