#ifndef CWIDTHPROBE_H
#define CWIDTHPROBE_H

/* The C library's wcwidth under C.UTF-8, for tests that compare DisplayWidth with it.
 * Swift's Glibc module does not export wcwidth (it is built without _XOPEN_SOURCE). */

/* Switches LC_CTYPE to C.UTF-8; returns 0 when that locale is missing. */
int carousel_probe_use_utf8_locale(void);

/* wcwidth(code) in the current LC_CTYPE. */
int carousel_probe_wcwidth(unsigned int code);

#endif
