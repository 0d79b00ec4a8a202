import BoxOffice
import Dispatch
import Foundation
import Reactive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandRunner {
  /// Runs `browse` until the user quits: takes over the terminal, binds the browser view model
  /// to it, and gives the terminal back on every way out.
  ///
  /// It connects the terminal to the view model and decides nothing itself: bytes from standard
  /// input become keys (``KeyDecoder``) for the view model, window changes (SIGWINCH) become
  /// sizes, and each screen model it sends is cleaned (``BrowseScreen``), drawn as a frame
  /// (``BrowseRenderer``, laid out by ``BrowserLayout``, which also tells the view model how many
  /// rows its lists show) and written by what changed (``FrameWriter``). Requests run on a
  /// background scheduler and the main thread only decodes, folds and draws, so the browser
  /// answers keys while a request is in flight. Without a terminal on standard input and output
  /// it refuses before touching anything.
  ///
  /// - Parameters:
  ///   - command: Where the browser starts and how it asks KOBIS.
  ///   - today: Today in Korea.
  /// - Returns: ``ExitCode/success`` after `q`, ``ExitCode/controlC`` after Ctrl-C,
  ///   ``ExitCode/usage`` without a terminal, ``ExitCode/configuration`` without a key.
  func runBrowser(_ command: BrowseCommand, today: CalendarDate) -> Int32 {
    func notATerminal() -> Int32 {
      stderr.write("Error: \(BrowseCommand.notATerminalMessage)\n")
      return ExitCode.usage
    }
    guard dependencies.terminal.stdinIsTerminal, dependencies.terminal.stdoutIsTerminal else {
      return notATerminal()
    }
    guard
      let api = command.kobis.api(environment: environment, command: "browse", reportingTo: stderr)
    else { return ExitCode.configuration }
    guard let session = TerminalSession.begin() else { return notATerminal() }
    let loop = BrowseLoop(
      viewModel: browserViewModel(command, api: api, today: today), session: session,
      output: stdout, scheduler: dependencies.scheduler,
      colors: command.kobis.color.isEnabled(stdoutIsTerminal: true, environment: environment))
    let exit = loop.run()
    session.restore()
    switch exit {
    case .quit: return ExitCode.success
    case .interrupted: return ExitCode.controlC
    }
  }

  private func browserViewModel(_ command: BrowseCommand, api: BoxOfficeAPI, today: CalendarDate)
    -> BrowserViewModel
  {
    let isSample = command.kobis.isSample
    let today = isSample ? SampleCharts.today : today
    return BrowserViewModel(
      client: client(for: command.kobis, api: api, log: nil, sample: SampleCharts.history),
      start: command.start(today: today), today: today, filters: command.filters,
      listRows: { BrowserLayout.listRows(size: $0, isSearching: $1, hasPane: $2) },
      scheduler: dependencies.scheduler, loadScheduler: dependencies.loadScheduler,
      sourceLabel: isSample ? "sample data" : nil,
      emptyChartNote: isSample ? BrowseCommand.sampleEmptyNote : ChartScreenModel.emptyNote)
  }
}

/// The browser's run: keys in, frames out, until the view model says it has ended.
private final class BrowseLoop {
  private let viewModel: BrowserViewModel
  private let session: TerminalSession
  private let output: any TextOutput
  private let scheduler: any SchedulerType
  private let target: RenderTarget
  private let keys = PublishRelay<BrowserKey>()
  private let sizes: BehaviorRelay<TerminalSize>
  private var decoder = KeyDecoder()
  private var writer = FrameWriter()
  private var screen: BrowseScreen?
  private var spinnerFrame = 0
  private var spinner: (any Disposable)?
  private var subscriptions: (any Disposable)?
  private var pendingFlush: (any Disposable)?
  private var exit: BrowserExit?

  init(
    viewModel: BrowserViewModel, session: TerminalSession, output: any TextOutput,
    scheduler: any SchedulerType, colors: Bool
  ) {
    self.viewModel = viewModel
    self.session = session
    self.output = output
    self.scheduler = scheduler
    target = RenderTarget(palette: Palette(isEnabled: colors))
    sizes = BehaviorRelay(value: session.size)
  }

  func run() -> BrowserExit {
    let output = viewModel.transform(
      input: .init(keys: keys.asObservable(), size: sizes.asObservable()))
    subscriptions = CompositeDisposable(
      output.screen.drive(onNext: { [weak self] screen in self?.show(screen) }),
      output.exit.emit(onNext: { [weak self] in self?.exit = $0 }))
    let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
    input.setEventHandler { [weak self] in self?.readInput() }
    input.resume()
    signal(SIGWINCH, SIG_IGN)
    let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resizes.setEventHandler { [weak self] in self?.resize() }
    resizes.resume()
    render()
    MainRunLoop.spin { exit != nil }
    input.cancel()
    resizes.cancel()
    signal(SIGWINCH, SIG_DFL)
    pendingFlush?.dispose()
    subscriptions?.dispose()
    spinner?.dispose()
    return exit ?? .quit
  }

  private func readInput() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    if count < 0 && errno != EINTR && errno != EAGAIN {
      // The terminal is gone.
      exit = .interrupted
      return
    }
    guard count > 0 else { return }
    handle(decoder.decode(buffer[..<count]))
    pendingFlush?.dispose()
    if decoder.hasPending {
      // A lone Escape is the Escape key once nothing follows it for a moment.
      pendingFlush = MainScheduler.asyncInstance.scheduleRelative((), dueTime: .milliseconds(25)) {
        [weak self] _ in
        if let self { handle(decoder.flush()) }
        return Disposables.create()
      }
    }
  }

  private func handle(_ inputs: [KeyDecoder.Input]) {
    for input in inputs where exit == nil {
      switch input {
      case .key(let key): keys.accept(key)
      case .redraw:
        writer.invalidate()
        render()
      }
    }
  }

  private func resize() {
    writer.invalidate()
    sizes.accept(session.size)
    render()
  }

  /// Draws `screen`, cleaned for the terminal, and turns the header's spinner while it says
  /// something loads.
  private func show(_ screen: BrowserScreenModel) {
    self.screen = BrowseScreen(screen)
    if !screen.isLoading {
      spinner?.dispose()
      spinner = nil
    } else if spinner == nil {
      spinner = scheduler.schedulePeriodic(
        0, startAfter: .milliseconds(100), period: .milliseconds(100)
      ) { [weak self] frame in
        self?.spinnerFrame = frame + 1
        self?.render()
        return frame + 1
      }
    }
    render()
  }

  private func render() {
    guard exit == nil, let screen else { return }
    let frame = BrowseRenderer(spinnerFrame: spinnerFrame).render(screen, in: target)
    let bytes = writer.changes(to: frame)
    if !bytes.isEmpty { output.write(bytes) }
  }
}
