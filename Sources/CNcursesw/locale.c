// wcwidth and nl_langinfo are only declared with _XOPEN_SOURCE, which Swift's Glibc module lacks.
#define _XOPEN_SOURCE 700
#define _GNU_SOURCE // strcasestr
#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <wchar.h>

#include "curses_shim.h"

static int codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "utf8") == 0);
}

/// The locale the environment asks for characters: LC_ALL, else LC_CTYPE, else LANG.
static const char *requested_character_locale(void) {
    static const char *const variables[] = {"LC_ALL", "LC_CTYPE", "LANG"};
    for (size_t index = 0; index < sizeof variables / sizeof variables[0]; index++) {
        const char *value = getenv(variables[index]);
        if (value != NULL && value[0] != '\0') {
            return value;
        }
    }
    return "";
}

static int names_utf8(const char *locale) {
    return strcasestr(locale, "UTF-8") != NULL || strcasestr(locale, "utf8") != NULL;
}

int carousel_setup_locale(void) {
    // Characters only: they are what the terminal and ncurses need. The app's messages are
    // English, so a system error's text is too (LC_MESSAGES stays C), and the other categories,
    // a dozen files opened at start, are never read.
    if (setlocale(LC_CTYPE, "") != NULL) {
        // The locale exists: the terminal speaks its character set. One that is not UTF-8
        // (C, POSIX, ISO-8859-1) gets ASCII.
        return codeset_is_utf8();
    }
    setlocale(LC_CTYPE, "C");
    if (!names_utf8(requested_character_locale())) {
        return 0;
    }
    // A UTF-8 locale that is not installed (ja_JP.UTF-8 here): the terminal still speaks UTF-8,
    // but without a UTF-8 LC_CTYPE ncurses would draw every other character as a blank.
    // C.UTF-8 ships with glibc.
    static const char *const fallbacks[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
    for (size_t index = 0; index < sizeof fallbacks / sizeof fallbacks[0]; index++) {
        if (setlocale(LC_CTYPE, fallbacks[index]) != NULL && codeset_is_utf8()) {
            return 1;
        }
    }
    setlocale(LC_CTYPE, "C");
    return 0;
}

int carousel_wcwidth(wchar_t character) {
    return wcwidth(character);
}
