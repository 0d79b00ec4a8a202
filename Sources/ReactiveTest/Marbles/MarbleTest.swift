import RxSwift

/// The sources and expectations of one marble test, handed to the body of
/// ``assertMarbles(ticksPerFrame:created:subscribed:disposed:error:file:line:_:)``.
///
/// Make the sources with ``hot(_:error:file:line:)`` and ``cold(_:error:file:line:)``, state what
/// the sequence under test sends with ``expect(_:error:subscribed:disposed:file:line:_:)`` and
/// which subscriptions a source saw with ``expectSubscriptions(_:_:file:line:)``; for code that
/// sends to an observer it is given, such as `bind(to:)`, check that observer with
/// ``expect(_:error:recordedBy:file:line:)``. Everything is checked once the test has run its
/// scheduler to the end.
///
/// Names in a timeline become elements in one of two ways: by parsing them as the element type
/// (`1` is the `Int` 1, `'42'` is 42, `a` is the `String` "a"), or through a `values:` dictionary
/// from name to element, for other types or for readability. A timeline's `#` is the error passed
/// to it, or the test's.
///
/// Not thread-safe: use it from the test's thread, inside the `assertMarbles` closure.
public final class MarbleTest {
  /// The virtual-time scheduler the test runs on: pass it to operators that take a scheduler.
  public let scheduler: TestScheduler

  /// The ticks one character of a timeline stands for.
  public let ticksPerFrame: TestTime

  /// When the sequences under test are created.
  public let created: TestTime

  /// When the sequences under test are subscribed to, unless an expectation says otherwise; the
  /// time of the first character of a timeline.
  public let subscribed: TestTime

  /// When the subscriptions to the sequences under test are disposed, unless an expectation says
  /// otherwise.
  public let disposed: TestTime

  /// The error `#` stands for in a timeline that names no error of its own.
  public let error: any Error

  private let reportFailure: (String, StaticString, UInt) -> Void
  private var checks: [() -> Void] = []

  init(
    ticksPerFrame: TestTime, created: TestTime, subscribed: TestTime, disposed: TestTime,
    error: any Error, reportFailure: @escaping (String, StaticString, UInt) -> Void
  ) {
    precondition(ticksPerFrame > 0, "a frame must last at least one tick")
    self.scheduler = TestScheduler(initialClock: 0)
    self.ticksPerFrame = ticksPerFrame
    self.created = created
    self.subscribed = subscribed
    self.disposed = disposed
    self.error = error
    self.reportFailure = reportFailure
  }

  /// Runs the scheduler to the end and checks every expectation.
  func run(file: StaticString, line: UInt) {
    scheduler.start()
    if checks.isEmpty {
      reportFailure("the marble test expects nothing, so it cannot fail", file, line)
    }
    for check in checks { check() }
    // The checks hold this test and what it made; letting go of them ends those cycles.
    checks = []
  }
}

// MARK: - Sources

extension MarbleTest {
  /// Creates a hot source of integers that sends the events of `timeline` at their times, to
  /// whoever is subscribed then.
  ///
  /// `^` marks the subscription time; what comes before it happens earlier. Without `^`, the first
  /// character is at the subscription time.
  ///
  /// ```swift
  /// let xs = m.hot("1-^-2-3-|")  // 1 at 180, 2 at 220, 3 at 240, completed at 260
  /// ```
  ///
  /// - Parameters:
  ///   - timeline: The events, each name parsed as an `Int`.
  ///   - error: The error of `#`; the test's when `nil`.
  ///   - file: The file to report a malformed timeline in.
  ///   - line: The line to report a malformed timeline at.
  /// - Returns: The source, which records its subscriptions.
  public func hot(
    _ timeline: String, error: (any Error)? = nil, file: StaticString = #filePath,
    line: UInt = #line
  ) -> TestableObservable<Int> {
    hot(timeline, of: Int.self, error: error, file: file, line: line)
  }

  /// Creates a hot source that sends the events of `timeline` at their times, to whoever is
  /// subscribed then, each name parsed as an `Element`.
  ///
  /// ```swift
  /// let xs = m.hot("-a-b-|", of: String.self)
  /// ```
  ///
  /// - Parameters:
  ///   - timeline: The events.
  ///   - type: The element type, whose `init?(_ description:)` reads the names.
  ///   - error: The error of `#`; the test's when `nil`.
  ///   - file: The file to report a malformed timeline in.
  ///   - line: The line to report a malformed timeline at.
  /// - Returns: The source, which records its subscriptions.
  public func hot<Element: LosslessStringConvertible>(
    _ timeline: String, of type: Element.Type, error: (any Error)? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) -> TestableObservable<Element> {
    scheduler.createHotObservable(
      recordedEvents(
        timeline, kind: .hot, error: error, element: { Element($0) }, file: file, line: line))
  }

  /// Creates a hot source that sends the events of `timeline` at their times, to whoever is
  /// subscribed then, each name looked up in `values`.
  ///
  /// ```swift
  /// let xs = m.hot("-a-b-|", values: ["a": [1, 2], "b": [3]])
  /// ```
  ///
  /// - Parameters:
  ///   - timeline: The events.
  ///   - values: The element of each name.
  ///   - error: The error of `#`; the test's when `nil`.
  ///   - file: The file to report a malformed timeline in.
  ///   - line: The line to report a malformed timeline at.
  /// - Returns: The source, which records its subscriptions.
  public func hot<Element>(
    _ timeline: String, values: [String: Element], error: (any Error)? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) -> TestableObservable<Element> {
    scheduler.createHotObservable(
      recordedEvents(
        timeline, kind: .hot, error: error, element: { values[$0] }, file: file, line: line))
  }

  /// Creates a cold source of integers that sends the events of `timeline` to each subscriber,
  /// the first character at the moment it subscribes.
  ///
  /// ```swift
  /// let ys = m.cold("-1-2|")  // subscribed at 230: 1 at 240, 2 at 260, completed at 270
  /// ```
  ///
  /// - Parameters:
  ///   - timeline: The events, each name parsed as an `Int`; `^` is not allowed.
  ///   - error: The error of `#`; the test's when `nil`.
  ///   - file: The file to report a malformed timeline in.
  ///   - line: The line to report a malformed timeline at.
  /// - Returns: The source, which records its subscriptions.
  public func cold(
    _ timeline: String, error: (any Error)? = nil, file: StaticString = #filePath,
    line: UInt = #line
  ) -> TestableObservable<Int> {
    cold(timeline, of: Int.self, error: error, file: file, line: line)
  }

  /// Creates a cold source that sends the events of `timeline` to each subscriber, the first
  /// character at the moment it subscribes, each name parsed as an `Element`.
  ///
  /// - Parameters:
  ///   - timeline: The events; `^` is not allowed.
  ///   - type: The element type, whose `init?(_ description:)` reads the names.
  ///   - error: The error of `#`; the test's when `nil`.
  ///   - file: The file to report a malformed timeline in.
  ///   - line: The line to report a malformed timeline at.
  /// - Returns: The source, which records its subscriptions.
  public func cold<Element: LosslessStringConvertible>(
    _ timeline: String, of type: Element.Type, error: (any Error)? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) -> TestableObservable<Element> {
    scheduler.createColdObservable(
      recordedEvents(
        timeline, kind: .cold, error: error, element: { Element($0) }, file: file, line: line))
  }

  /// Creates a cold source that sends the events of `timeline` to each subscriber, the first
  /// character at the moment it subscribes, each name looked up in `values`.
  ///
  /// - Parameters:
  ///   - timeline: The events; `^` is not allowed.
  ///   - values: The element of each name.
  ///   - error: The error of `#`; the test's when `nil`.
  ///   - file: The file to report a malformed timeline in.
  ///   - line: The line to report a malformed timeline at.
  /// - Returns: The source, which records its subscriptions.
  public func cold<Element>(
    _ timeline: String, values: [String: Element], error: (any Error)? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) -> TestableObservable<Element> {
    scheduler.createColdObservable(
      recordedEvents(
        timeline, kind: .cold, error: error, element: { values[$0] }, file: file, line: line))
  }
}

// MARK: - Expectations

extension MarbleTest {
  /// Expects the sequence that `create` makes to send exactly the events of `timeline`, each name
  /// parsed as an element.
  ///
  /// The sequence is created at ``created`` (or at `subscribed`, if that is earlier), subscribed
  /// to at `subscribed` and disposed at `disposed`, as `TestScheduler.start` does; the first
  /// character of `timeline` is at the test's ``subscribed`` time whatever `subscribed` is, so
  /// that all the timelines of a test share their columns.
  ///
  /// ```swift
  /// m.expect("--4-6-|") { xs.map { $0 * 2 } }
  /// ```
  ///
  /// - Parameters:
  ///   - timeline: The events expected.
  ///   - error: The error of `#`; the test's when `nil`.
  ///   - subscribed: When to subscribe; the test's ``subscribed`` when `nil`.
  ///   - disposed: When to dispose the subscription; the test's ``disposed`` when `nil`.
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure at.
  ///   - create: Makes the sequence under test.
  /// - Returns: The observer that records what the sequence sends, for further checks after the
  ///   test has run.
  @discardableResult
  public func expect<Sequence: ObservableConvertibleType>(
    _ timeline: String, error: (any Error)? = nil, subscribed: TestTime? = nil,
    disposed: TestTime? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ create: @escaping () -> Sequence
  ) -> TestableObserver<Sequence.Element>
  where Sequence.Element: Equatable & LosslessStringConvertible {
    expect(
      timeline, error: error, subscribed: subscribed, disposed: disposed,
      element: { Sequence.Element($0) }, name: \.description, file: file, line: line,
      create)
  }

  /// Expects the sequence that `create` makes to send exactly the events of `timeline`, each name
  /// looked up in `values`.
  ///
  /// The sequence is created at ``created`` (or at `subscribed`, if that is earlier), subscribed
  /// to at `subscribed` and disposed at `disposed`, as `TestScheduler.start` does; the first
  /// character of `timeline` is at the test's ``subscribed`` time whatever `subscribed` is.
  ///
  /// ```swift
  /// m.expect("----a|", values: ["a": [1, 2]]) { xs.toArray() }
  /// ```
  ///
  /// - Parameters:
  ///   - timeline: The events expected.
  ///   - values: The element of each name; a failure names the elements it cannot find here by
  ///     their descriptions.
  ///   - error: The error of `#`; the test's when `nil`.
  ///   - subscribed: When to subscribe; the test's ``subscribed`` when `nil`.
  ///   - disposed: When to dispose the subscription; the test's ``disposed`` when `nil`.
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure at.
  ///   - create: Makes the sequence under test.
  /// - Returns: The observer that records what the sequence sends, for further checks after the
  ///   test has run.
  @discardableResult
  public func expect<Sequence: ObservableConvertibleType>(
    _ timeline: String, values: [String: Sequence.Element] = [:], error: (any Error)? = nil,
    subscribed: TestTime? = nil, disposed: TestTime? = nil, file: StaticString = #filePath,
    line: UInt = #line, _ create: @escaping () -> Sequence
  ) -> TestableObserver<Sequence.Element> where Sequence.Element: Equatable {
    expect(
      timeline, error: error, subscribed: subscribed, disposed: disposed,
      element: { values[$0] }, name: Self.naming(values), file: file, line: line, create)
  }

  /// Expects `observer` to have recorded exactly the events of `timeline` when the test ends,
  /// each name parsed as an element.
  ///
  /// For code that sends to an observer it is given instead of returning a sequence, such as
  /// `bind(to:)`: make the observer with the test's ``scheduler`` and hand it over when the test
  /// needs to.
  ///
  /// ```swift
  /// let observer = m.scheduler.createObserver(Int.self)
  /// m.scheduler.scheduleAt(200) { _ = xs.bind(to: observer) }
  /// m.expect("--4-6-|", recordedBy: observer)
  /// ```
  ///
  /// - Parameters:
  ///   - timeline: The events expected; its first character is at the test's ``subscribed`` time.
  ///   - error: The error of `#`; the test's when `nil`.
  ///   - observer: An observer made by the test's ``scheduler``.
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure at.
  public func expect<Element: Equatable & LosslessStringConvertible>(
    _ timeline: String, error: (any Error)? = nil, recordedBy observer: TestableObserver<Element>,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    check(
      observer, against: timeline, error: error, element: { Element($0) }, name: \.description,
      file: file, line: line)
  }

  /// Expects `observer` to have recorded exactly the events of `timeline` when the test ends,
  /// each name looked up in `values`.
  ///
  /// - Parameters:
  ///   - timeline: The events expected; its first character is at the test's ``subscribed`` time.
  ///   - values: The element of each name.
  ///   - error: The error of `#`; the test's when `nil`.
  ///   - observer: An observer made by the test's ``scheduler``.
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure at.
  public func expect<Element: Equatable>(
    _ timeline: String, values: [String: Element] = [:], error: (any Error)? = nil,
    recordedBy observer: TestableObserver<Element>, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    check(
      observer, against: timeline, error: error, element: { values[$0] },
      name: Self.naming(values), file: file, line: line)
  }

  /// Expects `source` to have seen exactly the subscriptions of `timelines`, one timeline per
  /// subscription, in the order they were made.
  ///
  /// ```swift
  /// m.expectSubscriptions(xs, "^-----!")
  /// m.expectSubscriptions(ys, "--^--!", "-----^ @1000 !")
  /// ```
  ///
  /// - Parameters:
  ///   - source: A source made by ``hot(_:error:file:line:)`` or ``cold(_:error:file:line:)``.
  ///   - timelines: One `^…!` timeline per subscription, `^` alone for one never disposed; none
  ///     for a source that was never subscribed to.
  ///   - file: The file to report a failure in.
  ///   - line: The line to report a failure at.
  public func expectSubscriptions<Element>(
    _ source: TestableObservable<Element>, _ timelines: String..., file: StaticString = #filePath,
    line: UInt = #line
  ) {
    var expected: [Subscription] = []
    for timeline in timelines {
      do {
        let entries = try MarbleTimeline(
          timeline, kind: .subscription, origin: subscribed, ticksPerFrame: ticksPerFrame
        ).entries
        let made = entries.first { $0.symbol == .subscription }!.time
        let disposed = entries.first { $0.symbol == .unsubscription }?.time ?? .max
        expected.append(Subscription(made, disposed))
      } catch {
        reportFailure(error.description, file, line)
        return
      }
    }
    checks.append { [self] in
      let actual = source.subscriptions
      guard actual != expected else { return }
      reportFailure(
        MarbleReport(ticksPerFrame: ticksPerFrame, origin: subscribed)
          .subscriptionsDiffer(expected: expected, actual: actual),
        file, line)
    }
  }
}

// MARK: - Reading timelines

extension MarbleTest {
  /// The events of a source timeline, or none after reporting why it cannot be read.
  private func recordedEvents<Element>(
    _ timeline: String, kind: MarbleTimelineKind, error: (any Error)?,
    element: (String) -> Element?, file: StaticString, line: UInt
  ) -> [Recorded<Event<Element>>] {
    do {
      return try events(
        of: timeline, kind: kind, error: error ?? self.error, element: element)
    } catch {
      reportFailure(error.description, file, line)
      return []
    }
  }

  /// Reads a timeline of events, turning names into elements.
  private func events<Element>(
    of timeline: String, kind: MarbleTimelineKind, error: any Error,
    element: (String) -> Element?
  ) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
    let parsed = try MarbleTimeline(
      timeline, kind: kind, origin: kind == .cold ? 0 : subscribed, ticksPerFrame: ticksPerFrame)
    return try parsed.entries.map { (time, symbol) throws(MarbleSyntaxError) in
      switch symbol {
      case .value(let name):
        guard let value = element(name) else {
          throw MarbleSyntaxError(
            timeline: timeline, column: timeline.columnOfName(name),
            reason: "'\(name)' names no \(Element.self): add it to values:")
        }
        return Recorded(time: time, value: .next(value))
      case .completion:
        return Recorded(time: time, value: .completed)
      case .error:
        return Recorded(time: time, value: .error(error))
      case .subscription, .unsubscription:
        preconditionFailure("an event timeline has no \(symbol)")
      }
    }
  }

  /// Schedules the sequence under test and checks what it sent against `timeline` after the run.
  private func expect<Sequence: ObservableConvertibleType>(
    _ timeline: String, error: (any Error)?, subscribed: TestTime?, disposed: TestTime?,
    element: (String) -> Sequence.Element?, name: @escaping (Sequence.Element) -> String,
    file: StaticString, line: UInt, _ create: @escaping () -> Sequence
  ) -> TestableObserver<Sequence.Element> where Sequence.Element: Equatable {
    let observer = scheduler.createObserver(Sequence.Element.self)
    var source: Observable<Sequence.Element>?
    var subscription: (any Disposable)?
    let subscribed = subscribed ?? self.subscribed
    scheduler.scheduleAt(min(created, subscribed)) { source = create().asObservable() }
    scheduler.scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduler.scheduleAt(disposed ?? self.disposed) { subscription?.dispose() }
    check(
      observer, against: timeline, error: error, element: element, name: name, file: file,
      line: line)
    return observer
  }

  /// Checks, after the run, what `observer` recorded against `timeline`.
  private func check<Element: Equatable>(
    _ observer: TestableObserver<Element>, against timeline: String, error: (any Error)?,
    element: (String) -> Element?, name: @escaping (Element) -> String, file: StaticString,
    line: UInt
  ) {
    let expected: [Recorded<Event<Element>>]
    do {
      expected = try events(
        of: timeline, kind: .events, error: error ?? self.error, element: element)
    } catch {
      reportFailure(error.description, file, line)
      return
    }
    checks.append { [self] in
      let actual = observer.events
      guard actual != expected else { return }
      reportFailure(
        MarbleReport(ticksPerFrame: ticksPerFrame, origin: subscribed)
          .eventsDiffer(expected: expected, actual: actual, name: name),
        file, line)
    }
  }

  /// Names an element by its key in `values`, the shortest first, or else by its description.
  private static func naming<Element: Equatable>(_ values: [String: Element]) -> (Element) -> String
  {
    let names = values.sorted { ($0.key.count, $0.key) < ($1.key.count, $1.key) }
    return { element in names.first { $0.value == element }?.key ?? String(describing: element) }
  }
}

extension String {
  /// The 1-based position of `name` in a timeline, quoted or not, for error messages.
  fileprivate func columnOfName(_ name: String) -> Int {
    let characters = Array(self)
    let quoted = Array("'\(name)'")
    let bare = Array(name)
    for pattern in [quoted, bare] where pattern.count <= characters.count {
      for start in 0...(characters.count - pattern.count)
      where Array(characters[start..<start + pattern.count]) == pattern {
        return start + 1
      }
    }
    return 1
  }
}
