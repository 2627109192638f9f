/// Decodes PNG and JPEG files held in memory into RGBA pixels, with libpng and libjpeg (linked
/// into the release binary, whose start they cost nothing: it is static and position-dependent).
///
/// Both libraries report a broken file by calling an error function that must not return, so
/// they are driven from C, where that function can `longjmp` back to the caller: Swift cannot
/// survive a `longjmp` across its frames. Nothing is ever written to standard error (the
/// libraries' default), since the terminal belongs to the app.
///
/// A picture is decoded in two steps, so that the caller checks the size from the header before
/// anything the size of the picture is allocated: `carousel_picture_probe`, then
/// `carousel_picture_decode` into a buffer the caller made.
#pragma once

#include <stddef.h>
#include <stdint.h>

typedef enum {
    CAROUSEL_PICTURE_OK = 0,
    /// Neither a PNG nor a JPEG signature.
    CAROUSEL_PICTURE_UNKNOWN_FORMAT = 1,
    /// The library refused the file: `message` says why.
    CAROUSEL_PICTURE_BROKEN = 2,
    /// The file ends before its picture does.
    CAROUSEL_PICTURE_TRUNCATED = 3,
    /// The picture's header does not match what the caller was told by the probe.
    CAROUSEL_PICTURE_MISMATCH = 4,
} carousel_picture_status;

typedef enum {
    CAROUSEL_PICTURE_PNG = 1,
    CAROUSEL_PICTURE_JPEG = 2,
} carousel_picture_format;

typedef struct {
    carousel_picture_format format;
    uint32_t width;
    uint32_t height;
} carousel_picture_header;

/// The longest message the decoder writes, with its terminating NUL.
#define CAROUSEL_PICTURE_MESSAGE_SIZE 200

/// Reads the format and size from the header, without decoding pixels. On failure `message`
/// (CAROUSEL_PICTURE_MESSAGE_SIZE bytes) holds the library's reason.
carousel_picture_status carousel_picture_probe(
    const uint8_t *bytes, size_t count, carousel_picture_header *header, char *message);

/// Decodes the picture `header` describes into `rgba`, `header.width * header.height * 4` bytes,
/// rows from the top, each pixel red, green, blue, alpha (opaque for formats without alpha).
carousel_picture_status carousel_picture_decode(
    const uint8_t *bytes, size_t count, carousel_picture_header header, uint8_t *rgba, char *message);
