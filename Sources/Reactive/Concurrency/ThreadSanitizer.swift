#if DEBUG
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The thread sanitizer's happens-before annotations, when the process runs under it.
  ///
  /// `Synchronization.Mutex` locks and unlocks inside the uninstrumented standard library, so the
  /// sanitizer does not see the ordering it creates and reports the state it guards as racing.
  /// ``Mutex/locked(_:)`` tells the sanitizer about each lock and unlock through these
  /// annotations. They are looked up once at run time, so a build without the sanitizer calls
  /// nothing; release builds do not contain them at all.
  @usableFromInline
  enum ThreadSanitizer {
    @usableFromInline
    typealias Annotation = @Sendable @convention(c) (UnsafeRawPointer?) -> Void

    /// `__tsan_acquire`: what happened before the matching release happens before now.
    @usableFromInline
    static let acquire = annotation(named: "__tsan_acquire")

    /// `__tsan_release`: what happened until now happens before the matching acquire.
    @usableFromInline
    static let release = annotation(named: "__tsan_release")

    private static func annotation(named name: String) -> Annotation? {
      guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, name) else {
        return nil
      }
      return unsafeBitCast(symbol, to: Annotation.self)
    }
  }
#endif
