#define _XOPEN_SOURCE 700
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "shim.h"

enum carousel_terminal_problem carousel_check_terminal(void) {
    if (!isatty(STDIN_FILENO)) {
        return carousel_terminal_stdin_not_tty;
    }
    if (!isatty(STDOUT_FILENO)) {
        return carousel_terminal_stdout_not_tty;
    }
    const char *term = getenv("TERM");
    if (term == NULL || term[0] == '\0') {
        return carousel_terminal_no_term;
    }
    // setupterm with an error pointer reports instead of printing and exiting.
    int error = 0;
    if (setupterm(NULL, STDOUT_FILENO, &error) != OK) {
        return carousel_terminal_unknown_term;
    }
    const char *cup = tigetstr("cup");
    if (cup == NULL || cup == (char *)-1) {
        carousel_release_terminal_entry();
        return carousel_terminal_no_cursor_addressing;
    }
    return carousel_terminal_usable;
}

void carousel_release_terminal_entry(void) {
    if (cur_term != NULL) {
        del_curterm(set_curterm(NULL));
    }
}

SCREEN *carousel_newterm(void) {
    // The terminal's own size (TIOCGWINSZ), never COLUMNS/LINES: stale or hostile values there
    // would size every window, up to gigabytes of them. use_env(FALSE) alone would take the
    // terminfo entry's lines and cols (80x24) instead; use_tioctl(TRUE) asks the terminal.
    use_env(FALSE);
    use_tioctl(TRUE);
    return newterm(NULL, stdout, stdin);
}

void carousel_write_terminal(const char *bytes) {
    carousel_write_terminal_bytes((const unsigned char *)bytes, strlen(bytes));
}

void carousel_write_terminal_bytes(const unsigned char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(STDOUT_FILENO, bytes, count);
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            return;
        }
        bytes += written;
        count -= (size_t)written;
    }
}

const char *carousel_string_capability(const char *name) {
    const char *value = tigetstr(name);
    return value == NULL || value == (char *)-1 ? NULL : value;
}

const char *carousel_tparm2(const char *capability, int first, int second) {
    return tiparm(capability, first, second);
}
