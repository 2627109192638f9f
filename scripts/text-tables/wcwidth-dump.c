/* Prints glibc's wcwidth under C.UTF-8 for every Unicode scalar value, as runs of equal width
 * other than 1: "FIRST LAST WIDTH" in hex, one run per line. generate-text-tables.py turns them
 * into Sources/CarouselKit/Text/Generated/WidthTable.swift. */
#define _XOPEN_SOURCE 700
#include <locale.h>
#include <stdio.h>
#include <wchar.h>

static void emit(long first, long last, int width) {
    if (width != 1) printf("%lX %lX %d\n", first, last, width);
}

int main(void) {
    if (!setlocale(LC_CTYPE, "C.UTF-8")) {
        fprintf(stderr, "wcwidth-dump: the C.UTF-8 locale is missing\n");
        return 1;
    }
    long first = 0;
    int width = wcwidth(0);
    for (long code = 1; code <= 0x10FFFF; code++) {
        /* Surrogates are not scalar values: a Swift string never holds one. */
        int w = (code >= 0xD800 && code <= 0xDFFF) ? -1 : wcwidth((wchar_t)code);
        if (w != width) {
            emit(first, code - 1, width);
            first = code;
            width = w;
        }
    }
    emit(first, 0x10FFFF, width);
    return 0;
}
