/// What a subject remembers of the elements sent to it, to replay them to later observers.
///
/// Each kind of subject is a ``SubjectCore`` with its own memory: a publish subject remembers
/// nothing, a behavior subject its latest element, a replay subject a buffer of the latest
/// elements, an async subject the last element, which it also holds back until completion. The
/// core calls the memory only under its lock, and releases what the memory lets go of after
/// leaving it: an element's deinitializer may call back into the subject.
@usableFromInline
protocol SubjectMemory {
  /// The type of the elements the subject sends.
  associatedtype Element

  /// The elements replayed to a new observer.
  associatedtype Replay: Sequence where Replay.Element == Element

  /// Whether a new observer of the active subject can be replayed elements. It then catches up
  /// (``CatchingUpObserver``) before it is registered, so that the replay and the events other
  /// threads send at the same time reach it one after the other.
  static var replaysToRegisteredObservers: Bool { get }

  /// Whether RxSwift registers a new observer before replaying to it, so that an element sent
  /// from inside the replay reaches it nested (a behavior subject), rather than after (a replay
  /// subject).
  static var registersBeforeReplay: Bool { get }

  /// Whether elements reach observers as they are sent; an async subject holds them back.
  static var deliversElements: Bool { get }

  /// Whether the subject keeps its observers registered after its terminal event, as RxSwift's
  /// behavior subject does (its `hasObservers` stays true), until each subscription is disposed.
  static var keepsObserversAfterTerminating: Bool { get }

  /// Whether a terminal event sent after the subject was disposed is still kept for later
  /// observers, who receive it instead of `RxError.disposed`, as RxSwift's publish subject does.
  static var keepsTerminalEventAfterDisposal: Bool { get }

  /// Remembers `element`, sent while the subject is active.
  ///
  /// - Returns: The element the memory let go of to make room, if any.
  mutating func record(_ element: Element) -> Element?

  /// The elements a new observer receives first.
  ///
  /// - Parameter terminal: The subject's terminal event, or `nil` while it is active.
  /// - Returns: The elements to replay, or `nil` for none.
  func replay(after terminal: Event<Element>?) -> Replay?

  /// The element the current observers receive just before `terminal`, if any.
  func finalElement(before terminal: Event<Element>) -> Element?

  /// Forgets the remembered elements, when the subject is disposed. Required of every memory:
  /// subscriptions still held keep the disposed core, so an element it kept would live on with
  /// them, and one that holds such a subscription would never be released.
  mutating func forget()
}

extension SubjectMemory {
  @inlinable
  static var replaysToRegisteredObservers: Bool {
    false
  }

  @inlinable
  static var registersBeforeReplay: Bool {
    false
  }

  @inlinable
  static var deliversElements: Bool {
    true
  }

  @inlinable
  static var keepsObserversAfterTerminating: Bool {
    false
  }

  @inlinable
  static var keepsTerminalEventAfterDisposal: Bool {
    false
  }

  /// Whether the memory has storage to update. A publish subject's memory has none, and the core
  /// then leaves it alone. Besides saving the calls, this matters under ThreadSanitizer: a
  /// mutating access to an empty stored property of a generic class is reported at the object's
  /// own address, where it looks like a write racing with every thread that reads the object's
  /// type.
  @inlinable
  static var hasStorage: Bool {
    MemoryLayout<Self>.size > 0
  }

  @inlinable
  func finalElement(before terminal: Event<Element>) -> Element? {
    nil
  }
}
