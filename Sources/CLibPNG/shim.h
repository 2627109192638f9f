// The system's libpng (Debian: libpng-dev), which the picture decoder's C shim reads PNG files with.
#include <png.h>
