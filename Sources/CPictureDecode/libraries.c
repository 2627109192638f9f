#include "libraries.h"

#include <dlfcn.h>
#include <string.h>
#include <pthread.h>

// The file names of the ABI the headers describe: a mismatch stops the build rather than a
// decoder that calls functions of another shape.
#if PNG_LIBPNG_VER_SONUM != 16
#error "picture_decode loads libpng16.so.16; png.h is of another ABI"
#endif
#if JPEG_LIB_VERSION != 62
#error "picture_decode loads libjpeg.so.62; jpeglib.h is of another ABI"
#endif

struct carousel_png_functions libpng;
struct carousel_jpeg_functions libjpeg;

static char png_failure[CAROUSEL_PICTURE_MESSAGE_SIZE];
static char jpeg_failure[CAROUSEL_PICTURE_MESSAGE_SIZE];
static pthread_once_t png_once = PTHREAD_ONCE_INIT;
static pthread_once_t jpeg_once = PTHREAD_ONCE_INIT;

// Opens `file` and looks up each name of `names` (NUL-separated, in table order) into `table`.
static void load(const char *file, const char *names, void **table, char *failure) {
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(failure, CAROUSEL_PICTURE_MESSAGE_SIZE, "%s cannot be loaded", file);
        return;
    }
    for (const char *name = names; *name; name += strlen(name) + 1, table++) {
        *table = dlsym(library, name);
        if (!*table) {
            snprintf(failure, CAROUSEL_PICTURE_MESSAGE_SIZE, "%s has no %s", file, name);
            return;
        }
    }
}

#define CAROUSEL_NAME(name) #name "\0"

static void load_png(void) {
    load("libpng16.so.16", CAROUSEL_PNG_FUNCTIONS(CAROUSEL_NAME), (void **)&libpng, png_failure);
}

static void load_jpeg(void) {
    load("libjpeg.so.62", CAROUSEL_JPEG_FUNCTIONS(CAROUSEL_NAME), (void **)&libjpeg, jpeg_failure);
}

static int loaded(pthread_once_t *once, void (*loader)(void), const char *failure, char *message) {
    pthread_once(once, loader);
    if (!failure[0]) return 1;
    snprintf(message, CAROUSEL_PICTURE_MESSAGE_SIZE, "%s", failure);
    return 0;
}

int carousel_load_libpng(char *message) { return loaded(&png_once, load_png, png_failure, message); }

int carousel_load_libjpeg(char *message) { return loaded(&jpeg_once, load_jpeg, jpeg_failure, message); }
