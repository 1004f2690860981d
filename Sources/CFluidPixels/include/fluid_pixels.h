#ifndef FLUID_PIXELS_H
#define FLUID_PIXELS_H

#include <stdint.h>

/* Vector loops for painting a turned picture (FluidRender's CairoCanvas+TurnedPaint.swift),
 * 8 device pixels at a time with AVX2's gather, chosen at run time. Each paints the device
 * pixels x0, x0 + 1, … of `row` whose samples lie at picture pixel
 * ((v + x·dv) >> 16) · stride + ((u + x·du) >> 16), 16.16 fixed point as pixman steps them, up
 * to x1, in groups of 8 (the last one masked), and returns the first x it did not paint: x1, or
 * x0 when this processor has no AVX2 or is not x86, and the caller paints the run one pixel at a
 * time, with the same result.
 *
 * The caller promises that every sample of x0 ..< x1 lies inside the picture, so that
 * u + x·du and v + x·dv are in 0 ..< 2^31 there, and that (height · stride) < 2^31. */

/* 1 when the vector loops run on this processor (x86-64 with AVX2 enabled by the system),
 * else 0. */
int fluid_pixels_vector_loops(void);

/* Copies each sample, ORed with alpha_or (0xFF000000 for a picture without alpha, else 0). */
long fluid_turned_copy(uint32_t *row, long x0, long x1, const uint32_t *src, long stride,
                       long u, long v, long du, long dv, uint32_t alpha_or);

/* Composites each premultiplied sample OVER the row: a sample with alpha 0 leaves the pixel,
 * others give s + d · (255 − a) / 255 per channel, rounded as pixman rounds
 * (t = d · (255 − a) + 128, (t + (t >> 8)) >> 8), the sum a 32-bit add of the whole pixel. */
long fluid_turned_blend(uint32_t *row, long x0, long x1, const uint32_t *src, long stride,
                        long u, long v, long du, long dv);

#endif
