#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells ThreadSanitizer, in debug builds, that the library's locks order the accesses they guard.
///
/// `Synchronization.Mutex` locks through code that ThreadSanitizer does not instrument, so the
/// sanitizer cannot see that a lock orders two accesses and reports a race on every property the
/// lock guards. ``Mutex/locked(_:)`` therefore announces each acquisition and release through the
/// sanitizer's annotation functions. They are looked up once, at run time: a program that runs
/// without the sanitizer has none, and nothing is called. Release builds leave the calls out.
@usableFromInline
enum ThreadSanitizer {
  /// The type of `__tsan_acquire` and `__tsan_release`.
  @usableFromInline
  typealias Annotation = @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// Records that the calling thread acquired the synchronization object at an address.
  @usableFromInline
  static let acquire = annotation(named: "__tsan_acquire")

  /// Records that the calling thread released the synchronization object at an address.
  @usableFromInline
  static let release = annotation(named: "__tsan_release")

  private static func annotation(named name: String) -> Annotation? {
    guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, name) else {
      return nil
    }
    return unsafeBitCast(symbol, to: Annotation.self)
  }
}
