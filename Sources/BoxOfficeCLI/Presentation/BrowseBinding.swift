import BoxOffice
import Reactive

/// The View's half of the browser's MVVM: drives every output of the browser view model into a
/// ``BrowseScreen``, turns the spinner while `isLoading` is true, and says when the screen changed
/// and when the browser ended.
///
/// Several outputs change for one key (the list, the pane, the status line), each on its own
/// driver, so the binding only records them and calls `changed`; the view draws once for all of
/// them, after the key has been handled.
///
/// `BrowseBinding` is not thread-safe and needs none: drivers, signals and the spinner's
/// scheduler deliver on the main thread, where it must be created and disposed.
final class BrowseBinding {
  /// What the screen shows now.
  private(set) var screen = BrowseScreen()
  private let changed: () -> Void
  private let scheduler: any SchedulerType
  private let subscriptions = CompositeDisposable()
  private var spinner: (any Disposable)?

  /// Binds `output`.
  ///
  /// - Parameters:
  ///   - output: The browser view model's outputs.
  ///   - scheduler: What times the spinner's frames: the main scheduler.
  ///   - changed: Called after each change to the screen.
  ///   - ended: Called once, with how the browser ended.
  init(
    _ output: BrowserViewModel.Output, scheduler: any SchedulerType,
    changed: @escaping () -> Void, ended: @escaping (BrowserExit) -> Void
  ) {
    self.changed = changed
    self.scheduler = scheduler
    bind(output.layout) { $0.screen.layout = $1 }
    bind(output.header) { $0.screen.header = $1 }
    bind(output.list) { $0.screen.list = $1 }
    bind(output.detailPane) { $0.screen.pane = $1 }
    bind(output.status) { $0.screen.status = $1 }
    bind(output.help) { $0.screen.help = $1 }
    bind(output.isLoading) { binding, isLoading in
      binding.screen.isLoading = isLoading
      binding.spin(isLoading)
    }
    _ = subscriptions.insert(output.exit.emit(onNext: ended))
  }

  deinit {
    dispose()
  }

  /// Unbinds every output and stops the spinner; also done when the binding is released.
  func dispose() {
    subscriptions.dispose()
    spinner?.dispose()
    spinner = nil
  }

  private func bind<Value>(
    _ driver: Driver<Value>, _ update: @escaping (BrowseBinding, Value) -> Void
  ) {
    _ = subscriptions.insert(
      driver.drive(onNext: { [weak self] value in
        guard let self else { return }
        update(self, value)
        self.changed()
      }))
  }

  private func spin(_ isLoading: Bool) {
    guard isLoading else {
      spinner?.dispose()
      spinner = nil
      return
    }
    guard spinner == nil else { return }
    spinner = scheduler.schedulePeriodic(
      0, startAfter: .milliseconds(100), period: .milliseconds(100)
    ) {
      [weak self] frame in
      self?.screen.spinnerFrame = frame + 1
      self?.changed()
      return frame + 1
    }
  }
}
