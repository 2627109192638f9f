// The system's libjpeg (Debian: libjpeg-dev, libjpeg-turbo), which the picture decoder's C shim reads
// JPEG files with. jpeglib.h uses FILE and size_t without including what defines them.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
