import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Mutex where Value == Void {
  /// Runs `body` while holding the lock and returns its result.
  ///
  /// The classes of this library keep their state in stored properties guarded by a
  /// `Mutex<Void>`; unlike `withLock`, this returns results that are not `Sendable`, which that
  /// state often holds (observers, disposables).
  @inlinable
  borrowing func locked<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    if threadSanitizerPresence.load(ordering: .relaxed) != ThreadSanitizerAnnotations.absent,
      let threadSanitizer = ThreadSanitizerAnnotations.shared
    {
      return try withUnsafePointer(to: self) { (address) throws(Failure) -> Result in
        try lockedTellingSanitizer(threadSanitizer, address, body)
      }
    }
    var result: Result?
    try withLock { (_: inout Void) throws(Failure) in result = try body() }
    return result.unsafelyUnwrapped
  }

  @usableFromInline
  borrowing func lockedTellingSanitizer<Result, Failure: Error>(
    _ sanitizer: ThreadSanitizerAnnotations, _ address: UnsafeRawPointer,
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var result: Result?
    try withLock { (_: inout Void) throws(Failure) in
      sanitizer.acquire(address)
      defer { sanitizer.release(address) }
      result = try body()
    }
    return result.unsafelyUnwrapped
  }
}

/// Whether the process runs under the thread sanitizer: ``ThreadSanitizerAnnotations/unknown``
/// until the first lock looks it up, then ``ThreadSanitizerAnnotations/absent`` or
/// ``ThreadSanitizerAnnotations/present``.
///
/// On Linux, `Mutex` synchronizes inside the standard library, which is not instrumented, so the
/// sanitizer cannot see that a mutex orders the accesses it guards and reports them as races.
/// ``Mutex/locked(_:)`` therefore tells it: acquire after locking, release before unlocking.
/// Without the sanitizer this costs one relaxed load and one branch per lock; the flag is a
/// constant-initialized global, so reading it needs no lazy-initialization check.
@usableFromInline
let threadSanitizerPresence = Atomic<UInt8>(ThreadSanitizerAnnotations.unknown)

/// The sanitizer's `__tsan_acquire` and `__tsan_release`, looked up at run time so that normal
/// builds do not link them.
@usableFromInline
struct ThreadSanitizerAnnotations: Sendable {
  @usableFromInline
  typealias Annotation = @convention(c) (UnsafeRawPointer?) -> Void

  @usableFromInline
  static let unknown: UInt8 = 0

  @usableFromInline
  static let absent: UInt8 = 1

  @usableFromInline
  static let present: UInt8 = 2

  /// The annotations if the sanitizer is linked in; records the answer in
  /// ``threadSanitizerPresence``.
  @usableFromInline
  static let shared: ThreadSanitizerAnnotations? = {
    let found = ThreadSanitizerAnnotations()
    threadSanitizerPresence.store(found == nil ? absent : present, ordering: .relaxed)
    return found
  }()

  @usableFromInline
  let acquire: Annotation

  @usableFromInline
  let release: Annotation

  private init?() {
    let program = dlopen(nil, RTLD_NOW)
    guard let acquire = dlsym(program, "__tsan_acquire"),
      let release = dlsym(program, "__tsan_release")
    else { return nil }
    self.acquire = unsafeBitCast(acquire, to: Annotation.self)
    self.release = unsafeBitCast(release, to: Annotation.self)
  }
}
