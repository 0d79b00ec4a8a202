#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made by the process so far.
unsigned long long allocation_counter_total(void);

/// Whether allocations are being counted: false in sanitizer builds, whose runtimes own malloc.
bool allocation_counter_is_active(void);

#endif
