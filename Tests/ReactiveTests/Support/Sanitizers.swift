#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this test process runs under the thread or the address sanitizer: their runtimes
/// define these entry points, which an uninstrumented process does not have.
let isSanitized: Bool = {
  let process = dlopen(nil, RTLD_NOW)
  return dlsym(process, "__tsan_init") != nil || dlsym(process, "__asan_init") != nil
}()
