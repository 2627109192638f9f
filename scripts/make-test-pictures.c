// Writes the pictures the decoder's tests read (Tests/CarouselFeedTests/Fixtures/pictures): good
// PNG and JPEG files of known pixels, and broken ones made from them. The files are committed;
// run this again only to change them:
//   cc scripts/make-test-pictures.c -lpng -ljpeg -lz -o .build/make-test-pictures
//   .build/make-test-pictures Tests/CarouselFeedTests/Fixtures/pictures
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <zlib.h>

static const char *folder;

static FILE *create(const char *name) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    FILE *file = fopen(path, "wb");
    if (!file) { perror(path); exit(1); }
    return file;
}

static void write_bytes(const char *name, const unsigned char *bytes, size_t count) {
    FILE *file = create(name);
    fwrite(bytes, 1, count, file);
    fclose(file);
}

static size_t read_back(const char *name, unsigned char *bytes, size_t capacity) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(1); }
    size_t count = fread(bytes, 1, capacity, file);
    fclose(file);
    return count;
}

static void write_png(const char *name, int width, int height, int depth, int type, int interlace,
                      const png_color *palette, int colours, const png_byte *alpha, const unsigned char *pixels,
                      size_t row_bytes) {
    FILE *file = create(name);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    png_init_io(png, file);
    png_set_IHDR(png, info, width, height, depth, type, interlace, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (palette) png_set_PLTE(png, info, palette, colours);
    if (alpha) png_set_tRNS(png, info, alpha, colours, NULL);
    png_write_info(png, info);
    if (depth == 16) png_set_swap(png);
    png_bytep rows[256];
    for (int y = 0; y < height; y++) rows[y] = (png_bytep)pixels + y * row_bytes;
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    fclose(file);
}

static void write_jpeg(const char *name, int width, int height, int components, J_COLOR_SPACE space,
                       int progressive, const unsigned char *pixels) {
    FILE *file = create(name);
    struct jpeg_compress_struct jpeg;
    struct jpeg_error_mgr errors;
    jpeg.err = jpeg_std_error(&errors);
    jpeg_create_compress(&jpeg);
    jpeg_stdio_dest(&jpeg, file);
    jpeg.image_width = width;
    jpeg.image_height = height;
    jpeg.input_components = components;
    jpeg.in_color_space = space;
    jpeg_set_defaults(&jpeg);
    jpeg_set_quality(&jpeg, 95, TRUE);
    if (progressive) jpeg_simple_progression(&jpeg);
    jpeg_start_compress(&jpeg, TRUE);
    while (jpeg.next_scanline < jpeg.image_height) {
        JSAMPROW row = (JSAMPROW)pixels + jpeg.next_scanline * width * components;
        jpeg_write_scanlines(&jpeg, &row, 1);
    }
    jpeg_finish_compress(&jpeg);
    jpeg_destroy_compress(&jpeg);
    fclose(file);
}

// Red, green, blue, half-transparent white; black, grey, yellow, transparent.
static const unsigned char rgba[] = {
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128,
    0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 0, 255, 0, 0, 0, 0,
};

static void good_pngs(void) {
    write_png("rgba.png", 4, 2, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE, NULL, 0, NULL, rgba, 16);
    png_color palette[8];
    png_byte alpha[8];
    unsigned char indices[8];
    for (int i = 0; i < 8; i++) {
        palette[i] = (png_color){rgba[i * 4], rgba[i * 4 + 1], rgba[i * 4 + 2]};
        alpha[i] = rgba[i * 4 + 3];
        indices[i] = i;
    }
    write_png("palette.png", 4, 2, 8, PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE, palette, 8, alpha, indices, 4);
    // 16-bit grey: black, white (written big-endian by png_set_swap from little-endian shorts).
    unsigned short grey[2] = {0x0000, 0xFFFF};
    write_png("grey16.png", 2, 1, 16, PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE, NULL, 0, NULL,
              (unsigned char *)grey, 4);
    // Adam7: every pixel is (20x, 20y, 100).
    unsigned char gradient[9 * 9 * 3];
    for (int y = 0; y < 9; y++)
        for (int x = 0; x < 9; x++) {
            unsigned char *p = gradient + (y * 9 + x) * 3;
            p[0] = 20 * x, p[1] = 20 * y, p[2] = 100;
        }
    write_png("interlaced.png", 9, 9, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_ADAM7, NULL, 0, NULL, gradient, 27);
    // Noise compresses badly, so the truncated copy ends inside the picture data.
    static unsigned char noise[64 * 64 * 3];
    unsigned state = 1;
    for (size_t i = 0; i < sizeof noise; i++) noise[i] = (state = state * 1103515245 + 12345) >> 16;
    write_png("noise.png", 64, 64, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, NULL, 0, NULL, noise, 192);
}

static void good_jpegs(void) {
    // 32 x 16: the left half red, the right half blue (whole 8 x 8 blocks keep the colours exact
    // enough to test).
    static unsigned char halves[32 * 16 * 3];
    for (int y = 0; y < 16; y++)
        for (int x = 0; x < 32; x++) {
            unsigned char *p = halves + (y * 32 + x) * 3;
            p[0] = x < 16 ? 255 : 0, p[1] = 0, p[2] = x < 16 ? 0 : 255;
        }
    write_jpeg("halves.jpg", 32, 16, 3, JCS_RGB, 0, halves);
    write_jpeg("progressive.jpg", 32, 16, 3, JCS_RGB, 1, halves);
    static unsigned char grey[16 * 16];
    memset(grey, 128, sizeof grey);
    write_jpeg("grey.jpg", 16, 16, 1, JCS_GRAYSCALE, 0, grey);
    // Inverted inks as Adobe writes them: no cyan, full magenta and yellow, no black = red.
    static unsigned char cmyk[16 * 16 * 4];
    for (int i = 0; i < 16 * 16; i++) {
        cmyk[i * 4] = 255, cmyk[i * 4 + 1] = 0, cmyk[i * 4 + 2] = 0, cmyk[i * 4 + 3] = 255;
    }
    write_jpeg("cmyk.jpg", 16, 16, 4, JCS_CMYK, 0, cmyk);
}

static void put32(unsigned char *at, unsigned value) {
    at[0] = value >> 24, at[1] = value >> 16, at[2] = value >> 8, at[3] = value;
}

// A chunk with its length and CRC.
static size_t chunk(unsigned char *at, const char *type, const unsigned char *data, unsigned length) {
    put32(at, length);
    memcpy(at + 4, type, 4);
    if (length) memcpy(at + 8, data, length);
    put32(at + 8 + length, crc32(crc32(0, NULL, 0), at + 4, 4 + length));
    return 12 + length;
}

static void broken_files(void) {
    static unsigned char bytes[1 << 20];
    // A header claiming 100000 x 100000 pixels, then an empty IDAT and the end.
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    unsigned char ihdr[13] = {0};
    put32(ihdr, 100000), put32(ihdr + 4, 100000), ihdr[8] = 8, ihdr[9] = PNG_COLOR_TYPE_RGBA;
    size_t count = 8;
    memcpy(bytes, signature, 8);
    count += chunk(bytes + count, "IHDR", ihdr, 13);
    count += chunk(bytes + count, "IDAT", NULL, 0);
    count += chunk(bytes + count, "IEND", NULL, 0);
    write_bytes("huge.png", bytes, count);

    count = read_back("halves.jpg", bytes, sizeof bytes);
    for (size_t i = 0; i + 8 < count; i++) {
        if (bytes[i] == 0xFF && bytes[i + 1] == 0xC0) {  // SOF0: length, precision, height, width
            bytes[i + 5] = bytes[i + 7] = 60000 >> 8;
            bytes[i + 6] = bytes[i + 8] = 60000 & 0xFF;
            break;
        }
    }
    write_bytes("huge.jpg", bytes, count);

    count = read_back("noise.png", bytes, sizeof bytes);
    write_bytes("truncated.png", bytes, count * 6 / 10);
    count = read_back("halves.jpg", bytes, sizeof bytes);
    write_bytes("truncated.jpg", bytes, count * 6 / 10);

    count = read_back("rgba.png", bytes, sizeof bytes);
    bytes[8 + 8 + 13] ^= 0xFF;  // IHDR's CRC
    write_bytes("bad-crc.png", bytes, count);

    // The last scan of a progressive JPEG repeated 600 times: libjpeg only warns about each
    // repeat, and would read thousands of them.
    static unsigned char scans[1 << 20];
    count = read_back("progressive.jpg", bytes, sizeof bytes);
    size_t last_scan = 0;
    for (size_t i = 0; i + 1 < count; i++) {
        if (bytes[i] == 0xFF && bytes[i + 1] == 0xDA) last_scan = i;
    }
    size_t scan_length = count - 2 - last_scan, length = 0;
    memcpy(scans, bytes, count - 2);
    length = count - 2;
    for (int repeat = 0; repeat < 600; repeat++, length += scan_length) {
        memcpy(scans + length, bytes + last_scan, scan_length);
    }
    memcpy(scans + length, bytes + count - 2, 2);
    write_bytes("many-scans.jpg", scans, length + 2);

    static const char text[] = "This is a note, not a picture.\n";
    write_bytes("not-a-picture.png", (const unsigned char *)text, sizeof text - 1);
    write_bytes("empty.jpg", bytes, 0);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FOLDER\n", argv[0]);
        return 64;
    }
    folder = argv[1];
    good_pngs();
    good_jpegs();
    broken_files();
    return 0;
}
