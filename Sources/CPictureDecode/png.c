// PNG through libpng's sequential reader, from memory. libpng's error function must not return:
// it longjmps to the setjmp in carousel_png_read (png_jmpbuf's), after which only the png_struct
// is touched, to free it.
#include "formats.h"

#include <png.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    int truncated;
    char *message;
} png_source;

static void read_bytes(png_structp png, png_bytep out, size_t length) {
    png_source *source = png_get_io_ptr(png);
    if (length > source->count - source->offset) {
        source->truncated = 1;
        png_error(png, "the file ends before the picture does");
    }
    memcpy(out, source->bytes + source->offset, length);
    source->offset += length;
}

static void keep_error(png_structp png, png_const_charp text) {
    png_source *source = png_get_error_ptr(png);
    snprintf(source->message, CAROUSEL_PICTURE_MESSAGE_SIZE, "%s", text);
    png_longjmp(png, 1);
}

// Warnings (an ancillary chunk that is broken and skipped) do not stop the picture.
static void ignore_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

// Every format becomes 8-bit RGBA: palettes and low bit depths expanded, 16 bits cut to 8, grey
// to RGB, transparency (tRNS) to alpha, opaque alpha added where there is none.
static void ask_for_rgba(png_structp png, png_infop info) {
    png_byte type = png_get_color_type(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
}

carousel_picture_status carousel_png_read(
    const uint8_t *bytes, size_t count, carousel_picture_header *header, uint8_t *rgba, char *message) {
    png_source source = {bytes, count, 0, 0, message};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, keep_error, ignore_warning);
    if (!png) {
        snprintf(message, CAROUSEL_PICTURE_MESSAGE_SIZE, "out of memory");
        return CAROUSEL_PICTURE_BROKEN;
    }
    png_infop info = png_create_info_struct(png);
    // Volatile: changed between setjmp and a longjmp, and read after it.
    png_bytep *volatile rows = NULL;
    carousel_picture_status status = CAROUSEL_PICTURE_OK;
    if (setjmp(*png_set_longjmp_fn(png, longjmp, sizeof(jmp_buf)))) {
        status = source.truncated ? CAROUSEL_PICTURE_TRUNCATED : CAROUSEL_PICTURE_BROKEN;
        goto done;
    }
    if (!info) png_error(png, "out of memory");
    png_set_read_fn(png, &source, read_bytes);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    if (!rgba) {
        header->width = width;
        header->height = height;
        goto done;
    }
    if (width != header->width || height != header->height) {
        status = CAROUSEL_PICTURE_MISMATCH;
        goto done;
    }
    ask_for_rgba(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unexpected row size after conversion");
    }
    rows = png_malloc(png, sizeof(png_bytep) * height);
    for (png_uint_32 row = 0; row < height; row++) rows[row] = rgba + (size_t)row * width * 4;
    png_read_image(png, rows);
done:
    if (rows) png_free(png, rows);
    png_destroy_read_struct(&png, info ? &info : NULL, NULL);
    return status;
}
