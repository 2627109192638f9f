// Each format's reader. With `rgba` NULL it fills `header` from the file and stops there; with
// a buffer it checks the file's size against `header` and decodes into it.
#pragma once

#include "picture_decode.h"

carousel_picture_status carousel_png_read(
    const uint8_t *bytes, size_t count, carousel_picture_header *header, uint8_t *rgba, char *message);
carousel_picture_status carousel_jpeg_read(
    const uint8_t *bytes, size_t count, carousel_picture_header *header, uint8_t *rgba, char *message);
