// libpng and libjpeg, loaded with dlopen the first time a picture is decoded, so that the app
// pays nothing for them while a feed has no pictures (linked, every start would pay for their
// relocations and resident pages). Each call goes through a table of the functions this shim
// uses, whose types come from the libraries' own headers.
#pragma once

#include "picture_decode.h"

#include <stddef.h>
#include <stdio.h>
#include <png.h>
#include <jpeglib.h>

#define CAROUSEL_PNG_FUNCTIONS(X) \
    X(png_create_read_struct) X(png_create_info_struct) X(png_destroy_read_struct) X(png_set_longjmp_fn) \
    X(png_longjmp) X(png_error) X(png_get_io_ptr) X(png_get_error_ptr) X(png_set_read_fn) X(png_read_info) \
    X(png_get_image_width) X(png_get_image_height) X(png_get_color_type) X(png_get_valid) X(png_get_rowbytes) \
    X(png_set_expand) X(png_set_strip_16) X(png_set_gray_to_rgb) X(png_set_add_alpha) \
    X(png_set_interlace_handling) X(png_read_update_info) X(png_read_image) X(png_malloc) X(png_free)

#define CAROUSEL_JPEG_FUNCTIONS(X) \
    X(jpeg_std_error) X(jpeg_CreateDecompress) X(jpeg_destroy_decompress) X(jpeg_mem_src) X(jpeg_read_header) \
    X(jpeg_start_decompress) X(jpeg_read_scanlines) X(jpeg_finish_decompress)

#define CAROUSEL_FUNCTION_POINTER(name) __typeof__(name) *name;

struct carousel_png_functions { CAROUSEL_PNG_FUNCTIONS(CAROUSEL_FUNCTION_POINTER) };
struct carousel_jpeg_functions { CAROUSEL_JPEG_FUNCTIONS(CAROUSEL_FUNCTION_POINTER) };

/// Filled by the loaders below; read only after one of them returned 1.
extern struct carousel_png_functions libpng;
extern struct carousel_jpeg_functions libjpeg;

/// Loads the library once (any thread; the first call loads it). Returns 1 when every function
/// is there, else 0 with `message` saying what is missing.
int carousel_load_libpng(char *message);
int carousel_load_libjpeg(char *message);
