// wcwidth and nl_langinfo are only declared with _XOPEN_SOURCE, which Swift's Glibc module lacks.
#define _XOPEN_SOURCE 700
#include <langinfo.h>
#include <locale.h>
#include <string.h>
#include <strings.h>
#include <wchar.h>

#include "shim.h"

static int codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "utf8") == 0);
}

int carousel_setup_locale(void) {
    if (setlocale(LC_ALL, "") == NULL) {
        setlocale(LC_ALL, "C");
    }
    if (codeset_is_utf8()) {
        return 1;
    }
    // An uninstalled locale (ja_JP.UTF-8 here) or none at all leaves ASCII, and then ncurses
    // draws every other character as a blank; C.UTF-8 ships with glibc.
    static const char *const fallbacks[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
    for (size_t index = 0; index < sizeof fallbacks / sizeof fallbacks[0]; index++) {
        if (setlocale(LC_CTYPE, fallbacks[index]) != NULL && codeset_is_utf8()) {
            return 1;
        }
    }
    return 0;
}

int carousel_wcwidth(wchar_t character) {
    return wcwidth(character);
}
