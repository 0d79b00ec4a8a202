#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this test process runs under the thread or the address sanitizer: their runtimes
/// define these entry points, which an uninstrumented process does not have.
///
/// Tests that prove a property at scale (a stack that stays bounded, work that stays linear) do
/// so in the uninstrumented run and use a smaller size under a sanitizer, whose instrumentation
/// makes each step several times slower while it checks the same code for races and memory
/// errors at any size.
public let isSanitized: Bool = {
  let process = dlopen(nil, RTLD_NOW)
  return dlsym(process, "__tsan_init") != nil || dlsym(process, "__asan_init") != nil
}()
