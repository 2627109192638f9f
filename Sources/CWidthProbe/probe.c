#define _XOPEN_SOURCE 700
#include <locale.h>
#include <wchar.h>
#include "CWidthProbe.h"

int carousel_probe_use_utf8_locale(void) {
    return setlocale(LC_CTYPE, "C.UTF-8") != NULL;
}

int carousel_probe_wcwidth(unsigned int code) {
    return wcwidth((wchar_t)code);
}
