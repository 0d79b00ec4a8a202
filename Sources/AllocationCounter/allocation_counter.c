// Counts heap allocations for the benchmark by interposing the C allocator: the executable's
// definitions take precedence over libc's for every library in the process, including the Swift
// runtime. Each counted call forwards to glibc's own entry points. Sanitizer runtimes interpose
// the allocator themselves, so the counter compiles to nothing under them.
#define _GNU_SOURCE
#include "allocation_counter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ALLOCATION_COUNTER_DISABLED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ALLOCATION_COUNTER_DISABLED 1
#endif

#if defined(__linux__) && !defined(ALLOCATION_COUNTER_DISABLED)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic unsigned long long allocations;

static inline void count_one(void) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
}

void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_one();
  return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count_one();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

unsigned long long allocation_counter_total(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

bool allocation_counter_is_active(void) { return true; }

#else

unsigned long long allocation_counter_total(void) { return 0; }

bool allocation_counter_is_active(void) { return false; }

#endif
