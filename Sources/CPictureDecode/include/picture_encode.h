/// Encodes RGBA pixels as a PNG file in memory, with libpng (linked already, for decoding): kitty's
/// graphics protocol takes PNG (`f=100`), a fraction of the raw pixels' bytes.
#pragma once

#include <stddef.h>
#include <stdint.h>

/// The most bytes `carousel_png_encode` writes for a `width × height` picture.
size_t carousel_png_bound(uint32_t width, uint32_t height);

/// Encodes `width × height` RGBA pixels (rows from the top, red, green, blue, alpha) as a PNG into
/// `png` (`capacity` bytes, `carousel_png_bound` of the size), without its alpha channel when
/// every pixel is opaque. Returns the bytes written, or 0 when it cannot (out of memory).
size_t carousel_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t *png, size_t capacity);
