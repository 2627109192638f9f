// The format is told by the file's signature, never by its name.
#include "picture_decode.h"
#include "formats.h"

#include <string.h>

static int is_png(const uint8_t *bytes, size_t count) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    return count >= sizeof signature && memcmp(bytes, signature, sizeof signature) == 0;
}

static int is_jpeg(const uint8_t *bytes, size_t count) {
    return count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF;
}

carousel_picture_status carousel_picture_probe(
    const uint8_t *bytes, size_t count, carousel_picture_header *header, char *message) {
    message[0] = '\0';
    if (is_png(bytes, count)) {
        header->format = CAROUSEL_PICTURE_PNG;
        return carousel_png_read(bytes, count, header, NULL, message);
    }
    if (is_jpeg(bytes, count)) {
        header->format = CAROUSEL_PICTURE_JPEG;
        return carousel_jpeg_read(bytes, count, header, NULL, message);
    }
    return CAROUSEL_PICTURE_UNKNOWN_FORMAT;
}

carousel_picture_status carousel_picture_decode(
    const uint8_t *bytes, size_t count, carousel_picture_header header, uint8_t *rgba, char *message) {
    message[0] = '\0';
    switch (header.format) {
    case CAROUSEL_PICTURE_PNG:
        return is_png(bytes, count) ? carousel_png_read(bytes, count, &header, rgba, message)
                                    : CAROUSEL_PICTURE_MISMATCH;
    case CAROUSEL_PICTURE_JPEG:
        return is_jpeg(bytes, count) ? carousel_jpeg_read(bytes, count, &header, rgba, message)
                                     : CAROUSEL_PICTURE_MISMATCH;
    }
    return CAROUSEL_PICTURE_MISMATCH;
}
