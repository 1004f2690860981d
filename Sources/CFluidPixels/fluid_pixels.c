#include "fluid_pixels.h"

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#include <stdatomic.h>

/* AVX2 needs the processor's bit and the system saving the YMM registers (XCR0 bits 1 and 2). */
static int detect_avx2(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    if (!(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 6u) != 6u) return 0;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    return (b & bit_AVX2) != 0;
}

/* Found on first use; threads that race to it find the same answer, so relaxed suffices. */
int fluid_pixels_vector_loops(void) {
    static atomic_int known = -1;
    int answer = atomic_load_explicit(&known, memory_order_relaxed);
    if (answer < 0) {
        answer = detect_avx2();
        atomic_store_explicit(&known, answer, memory_order_relaxed);
    }
    return answer;
}

/* The picture indices of samples x … x + 7, and their 16.16 points for the next group. */
__attribute__((target("avx2")))
static inline __m256i indices(__m256i *u, __m256i *v, __m256i du8, __m256i dv8, __m256i stride) {
    __m256i index = _mm256_add_epi32(_mm256_mullo_epi32(_mm256_srai_epi32(*v, 16), stride),
                                     _mm256_srai_epi32(*u, 16));
    *u = _mm256_add_epi32(*u, du8);
    *v = _mm256_add_epi32(*v, dv8);
    return index;
}

/* Lanes u + i · du, i = 0 … 7 (exact: the caller keeps them in 0 ..< 2^31). */
__attribute__((target("avx2")))
static inline __m256i lanes(long start, long step) {
    return _mm256_add_epi32(_mm256_set1_epi32((int)start),
                            _mm256_mullo_epi32(_mm256_set1_epi32((int)step), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)));
}

/* All lanes set below `count` (1 … 7), for a last group short of 8. */
__attribute__((target("avx2")))
static inline __m256i tail(long count) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

__attribute__((target("avx2")))
static long copy_avx2(uint32_t *row, long x0, long x1, const uint32_t *src, long stride,
                      long u, long v, long du, long dv, uint32_t alpha_or) {
    long x = x0;
    __m256i uu = lanes(u + x0 * du, du), vv = lanes(v + x0 * dv, dv);
    const __m256i du8 = _mm256_set1_epi32((int)(8 * du)), dv8 = _mm256_set1_epi32((int)(8 * dv));
    const __m256i s = _mm256_set1_epi32((int)stride), or_ = _mm256_set1_epi32((int)alpha_or);
    for (; x + 8 <= x1; x += 8) {
        __m256i index = indices(&uu, &vv, du8, dv8, s);
        __m256i p = _mm256_i32gather_epi32((const int *)src, index, 4);
        _mm256_storeu_si256((__m256i *)(row + x), _mm256_or_si256(p, or_));
    }
    if (x < x1) {
        __m256i live = tail(x1 - x);
        __m256i index = indices(&uu, &vv, du8, dv8, s);
        __m256i p = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)src, index, live, 4);
        _mm256_maskstore_epi32((int *)(row + x), live, _mm256_or_si256(p, or_));
    }
    return x1;
}

__attribute__((target("avx2")))
static long blend_avx2(uint32_t *row, long x0, long x1, const uint32_t *src, long stride,
                       long u, long v, long du, long dv) {
    long x = x0;
    __m256i uu = lanes(u + x0 * du, du), vv = lanes(v + x0 * dv, dv);
    const __m256i du8 = _mm256_set1_epi32((int)(8 * du)), dv8 = _mm256_set1_epi32((int)(8 * dv));
    const __m256i s = _mm256_set1_epi32((int)stride);
    const __m256i zero = _mm256_setzero_si256(), ones = _mm256_set1_epi32(-1);
    const __m256i alpha_mask = _mm256_set1_epi32((int)0xFF000000u);
    const __m256i half = _mm256_set1_epi16(128);
    /* Each pixel's alpha byte (its fourth) copied to its four bytes. */
    const __m256i spread = _mm256_setr_epi8(3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15,
                                            3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15);
    for (; x < x1; x += 8) {
        /* The last group, short of 8, loads and stores only its live lanes. */
        const int whole = x + 8 <= x1;
        __m256i live = whole ? ones : tail(x1 - x);
        __m256i index = indices(&uu, &vv, du8, dv8, s);
        __m256i p = whole ? _mm256_i32gather_epi32((const int *)src, index, 4)
                          : _mm256_mask_i32gather_epi32(zero, (const int *)src, index, live, 4);
        __m256i d = whole ? _mm256_loadu_si256((const __m256i *)(row + x))
                          : _mm256_maskload_epi32((const int *)(row + x), live);
        __m256i inverse = _mm256_xor_si256(_mm256_shuffle_epi8(p, spread), ones);
        __m256i lo = _mm256_mullo_epi16(_mm256_unpacklo_epi8(d, zero), _mm256_unpacklo_epi8(inverse, zero));
        __m256i hi = _mm256_mullo_epi16(_mm256_unpackhi_epi8(d, zero), _mm256_unpackhi_epi8(inverse, zero));
        lo = _mm256_add_epi16(lo, half);
        hi = _mm256_add_epi16(hi, half);
        lo = _mm256_srli_epi16(_mm256_add_epi16(lo, _mm256_srli_epi16(lo, 8)), 8);
        hi = _mm256_srli_epi16(_mm256_add_epi16(hi, _mm256_srli_epi16(hi, 8)), 8);
        __m256i over = _mm256_add_epi32(p, _mm256_packus_epi16(lo, hi));
        __m256i clear = _mm256_cmpeq_epi32(_mm256_and_si256(p, alpha_mask), zero);
        __m256i result = _mm256_blendv_epi8(over, d, clear);
        if (whole) _mm256_storeu_si256((__m256i *)(row + x), result);
        else _mm256_maskstore_epi32((int *)(row + x), live, result);
    }
    return x1;
}

long fluid_turned_copy(uint32_t *row, long x0, long x1, const uint32_t *src, long stride,
                       long u, long v, long du, long dv, uint32_t alpha_or) {
    if (x1 <= x0 || !fluid_pixels_vector_loops()) return x0;
    return copy_avx2(row, x0, x1, src, stride, u, v, du, dv, alpha_or);
}

long fluid_turned_blend(uint32_t *row, long x0, long x1, const uint32_t *src, long stride,
                        long u, long v, long du, long dv) {
    if (x1 <= x0 || !fluid_pixels_vector_loops()) return x0;
    return blend_avx2(row, x0, x1, src, stride, u, v, du, dv);
}

#else

int fluid_pixels_vector_loops(void) { return 0; }

long fluid_turned_copy(uint32_t *row, long x0, long x1, const uint32_t *src, long stride,
                       long u, long v, long du, long dv, uint32_t alpha_or) {
    (void)row; (void)x1; (void)src; (void)stride; (void)u; (void)v; (void)du; (void)dv; (void)alpha_or;
    return x0;
}

long fluid_turned_blend(uint32_t *row, long x0, long x1, const uint32_t *src, long stride,
                        long u, long v, long du, long dv) {
    (void)row; (void)x1; (void)src; (void)stride; (void)u; (void)v; (void)du; (void)dv;
    return x0;
}

#endif
