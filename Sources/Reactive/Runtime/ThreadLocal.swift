#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A per-thread slot holding one object, backed by a POSIX thread-specific key.
///
/// The slot holds a strong reference while set; the owner must clear it before the thread ends.
final class ThreadLocal<Value: AnyObject>: Sendable {
  private let key: pthread_key_t

  init() {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "ThreadLocal: pthread_key_create failed with \(status)")
    self.key = key
  }

  /// The calling thread's object, if any.
  var value: Value? {
    get {
      guard let raw = pthread_getspecific(key) else { return nil }
      return Unmanaged<Value>.fromOpaque(raw).takeUnretainedValue()
    }
    set {
      if let old = pthread_getspecific(key) {
        Unmanaged<Value>.fromOpaque(old).release()
      }
      let raw = newValue.map { Unmanaged.passRetained($0).toOpaque() }
      pthread_setspecific(key, raw)
    }
  }
}

/// Identifies the calling thread, cheaply, for re-entrancy checks.
///
/// Inlined into every pass of a delivery gate, where a call of its own cost a call and a return
/// around the one of `pthread_self`.
@inlinable
func currentThreadID() -> UInt {
  #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
  #else
    return UInt(pthread_self())
  #endif
}
