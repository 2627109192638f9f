// JPEG through libjpeg(-turbo), from memory. libjpeg's error_exit must not return: it longjmps
// to the setjmp in carousel_jpeg_read, which then only destroys the decompressor.
#include "formats.h"

#include <setjmp.h>
#include <stdio.h>
// jpeglib.h needs stdio.h first.
#include <jpeglib.h>
#include <jerror.h>

// More progressive scans than any encoder writes (libjpeg's own progression has 10, mozjpeg's
// a dozen): each scan makes the decoder pass over every coefficient again, so a large picture of
// hundreds of scans kept it busy for 14 s. They are counted in the file before decoding.
#define SCAN_LIMIT 100

// What libjpeg may hold besides the pixels (a progressive picture's coefficients: 300 MB for the
// largest picture allowed); past it libjpeg stops with an error, having no backing store.
#define MEMORY_LIMIT (512L * 1024 * 1024)

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    int truncated;
    char *message;
} jpeg_errors;

static void keep_error(j_common_ptr jpeg) {
    jpeg_errors *errors = (jpeg_errors *)jpeg->err;
    char text[JMSG_LENGTH_MAX];
    errors->manager.format_message(jpeg, text);
    snprintf(errors->message, CAROUSEL_PICTURE_MESSAGE_SIZE, "%s", text);
    longjmp(errors->jump, 1);
}

// libjpeg reports a file that ends too soon as a warning and goes on with grey; here it is an
// error. Other warnings (extra bytes between markers) leave the picture as it is.
static void keep_warning(j_common_ptr jpeg, int level) {
    jpeg_errors *errors = (jpeg_errors *)jpeg->err;
    if (level < 0 && errors->manager.msg_code == JWRN_JPEG_EOF) {
        errors->truncated = 1;
        snprintf(errors->message, CAROUSEL_PICTURE_MESSAGE_SIZE, "the file ends before the picture does");
        longjmp(errors->jump, 1);
    }
}

// Whether the two bytes end a scan's entropy-coded data: a marker, not a stuffed zero nor a restart.
static int is_marker_after_scan(uint8_t first, uint8_t second) {
    return first == 0xFF && second != 0 && (second < 0xD0 || second > 0xD7);
}

// The start-of-scan markers in the file, counted by walking its segments: each marker but the
// standalone ones (SOI, EOI, RSTn, TEM) is followed by its length; a scan's entropy-coded data
// runs to the next marker that is not a stuffed zero or a restart. Stops counting past `limit`.
static int scans_in(const uint8_t *bytes, size_t count, int limit) {
    int scans = 0;
    size_t at = 2;
    while (at + 4 <= count && scans <= limit) {
        if (bytes[at] != 0xFF) return scans;
        uint8_t marker = bytes[at + 1];
        if (marker == 0xFF) {  // fill bytes before a marker
            at += 1;
            continue;
        }
        if (marker == 0xD9) return scans;
        if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) {
            at += 2;
            continue;
        }
        at += 2 + ((size_t)bytes[at + 2] << 8 | bytes[at + 3]);
        if (marker != 0xDA) continue;
        scans += 1;
        while (at + 1 < count && !is_marker_after_scan(bytes[at], bytes[at + 1])) at += 1;
    }
    return scans;
}

static void count_scans(j_common_ptr jpeg) {
    if (jpeg->is_decompressor && ((j_decompress_ptr)jpeg)->input_scan_number > SCAN_LIMIT) {
        jpeg_errors *errors = (jpeg_errors *)jpeg->err;
        snprintf(errors->message, CAROUSEL_PICTURE_MESSAGE_SIZE, "more than %d progressive scans", SCAN_LIMIT);
        longjmp(errors->jump, 1);
    }
}

// Adobe's CMYK JPEGs store the inks inverted, so a channel times the black one over 255 is the
// colour's light.
static void cmyk_to_rgba(const JSAMPLE *cmyk, uint8_t *rgba, JDIMENSION width) {
    for (JDIMENSION x = 0; x < width; x++) {
        unsigned black = cmyk[x * 4 + 3];
        for (int channel = 0; channel < 3; channel++) rgba[x * 4 + channel] = cmyk[x * 4 + channel] * black / 255;
        rgba[x * 4 + 3] = 0xFF;
    }
}

static void read_pixels(struct jpeg_decompress_struct *jpeg, uint8_t *rgba, JSAMPLE *cmyk_row) {
    while (jpeg->output_scanline < jpeg->output_height) {
        uint8_t *row = rgba + (size_t)jpeg->output_scanline * jpeg->output_width * 4;
        JSAMPROW target = cmyk_row ? cmyk_row : row;
        jpeg_read_scanlines(jpeg, &target, 1);
        if (cmyk_row) cmyk_to_rgba(cmyk_row, row, jpeg->output_width);
    }
}

carousel_picture_status carousel_jpeg_read(
    const uint8_t *bytes, size_t count, carousel_picture_header *header, uint8_t *rgba, char *message) {
    struct jpeg_decompress_struct jpeg;
    struct jpeg_progress_mgr progress = {.progress_monitor = count_scans};
    jpeg_errors errors = {.message = message};
    jpeg.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = keep_error;
    errors.manager.emit_message = keep_warning;
    carousel_picture_status status = CAROUSEL_PICTURE_OK;
    if (setjmp(errors.jump)) {
        status = errors.truncated ? CAROUSEL_PICTURE_TRUNCATED : CAROUSEL_PICTURE_BROKEN;
        jpeg_destroy_decompress(&jpeg);
        return status;
    }
    jpeg_CreateDecompress(&jpeg, JPEG_LIB_VERSION, sizeof jpeg);
    jpeg.progress = &progress;
    jpeg.mem->max_memory_to_use = MEMORY_LIMIT;
    jpeg_mem_src(&jpeg, bytes, count);
    jpeg_read_header(&jpeg, TRUE);
    if (!rgba) {
        header->width = jpeg.image_width;
        header->height = jpeg.image_height;
        if (scans_in(bytes, count, SCAN_LIMIT) > SCAN_LIMIT) {
            snprintf(message, CAROUSEL_PICTURE_MESSAGE_SIZE, "more than %d progressive scans", SCAN_LIMIT);
            status = CAROUSEL_PICTURE_BROKEN;
        }
    } else if (jpeg.image_width != header->width || jpeg.image_height != header->height) {
        status = CAROUSEL_PICTURE_MISMATCH;
    } else {
        int cmyk = jpeg.jpeg_color_space == JCS_CMYK || jpeg.jpeg_color_space == JCS_YCCK;
        jpeg.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
        jpeg_start_decompress(&jpeg);
        JSAMPARRAY cmyk_row =
            cmyk ? (*jpeg.mem->alloc_sarray)((j_common_ptr)&jpeg, JPOOL_IMAGE, jpeg.output_width * 4, 1) : NULL;
        read_pixels(&jpeg, rgba, cmyk_row ? cmyk_row[0] : NULL);
        jpeg_finish_decompress(&jpeg);
    }
    jpeg_destroy_decompress(&jpeg);
    return status;
}
