/* The module's stack, measured. wasm-ld lays the stack out first in memory (--stack-first), from
   __stack_low (address 0) up to __stack_high, where the stack pointer starts, and gives its size
   (-z stack-size, STACK_SIZE in modules.sh): an overflow leaves memory (the stack pointer wraps
   below 0) and traps instead of writing over the module's data.

   fluid_stack_paint() fills the free part of the stack (below the caller's frame) with a
   pattern; fluid_stack_peak() returns the most bytes in use at any time since, found as the
   lowest word no longer holding the pattern (a frame that reserved space it never wrote is
   counted only down to what it wrote; the margin covers that). The web page calls them through
   its exports (fluid_stack_paint, fluid_stack_peak, fluid_stack_size), the scenes probe of
   scripts/test-embedded.sh around each replay. */
#include <stdint.h>

extern unsigned char __stack_low[];
extern unsigned char __stack_high[];

#define PATTERN 0x57AC4B1Du
/* Left alone below the painting frame: room for a leaf function's frame that does not move the
   stack pointer (LLVM's red zone on wasm is 128 bytes). */
#define SLACK 512

__attribute__((noinline)) void fluid_stack_paint(void) {
    volatile unsigned char here = 0;
    uintptr_t top = ((uintptr_t)&here - SLACK) & ~(uintptr_t)3;
    for (uint32_t *word = (uint32_t *)__stack_low; (uintptr_t)word < top; word++) *word = PATTERN;
}

int32_t fluid_stack_peak(void) {
    const uint32_t *word = (const uint32_t *)__stack_low;
    while ((uintptr_t)word < (uintptr_t)__stack_high && *word == PATTERN) word++;
    return (int32_t)((uintptr_t)__stack_high - (uintptr_t)word);
}

int32_t fluid_stack_size(void) { return (int32_t)((uintptr_t)__stack_high - (uintptr_t)__stack_low); }
