#define _XOPEN_SOURCE 700
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <termios.h>

#include "curses_shim.h"

enum carousel_terminal_problem carousel_check_terminal_streams(void) {
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
    return carousel_terminal_usable;
}

int carousel_terminal_moves_cursor(void) {
    const char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

enum carousel_terminal_problem carousel_check_terminal(void) {
    enum carousel_terminal_problem problem = carousel_check_terminal_streams();
    if (problem != carousel_terminal_usable) {
        return problem;
    }
    // setupterm with an error pointer reports instead of printing and exiting.
    int error = 0;
    if (setupterm(NULL, STDOUT_FILENO, &error) != OK) {
        return carousel_terminal_unknown_term;
    }
    int moves = carousel_terminal_moves_cursor();
    del_curterm(set_curterm(NULL));
    return moves ? carousel_terminal_usable : carousel_terminal_no_cursor_addressing;
}

/// The value of an environment variable, copied (setenv may free the original), or NULL.
static char *copy_of_variable(const char *name) {
    const char *value = getenv(name);
    return value == NULL ? NULL : strdup(value);
}

static void restore_variable(const char *name, char *value) {
    if (value == NULL) {
        unsetenv(name);
    } else {
        setenv(name, value, 1);
        free(value);
    }
}

SCREEN *carousel_newterm(int *width) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) {
        // The terminal's own size, never COLUMNS/LINES: stale or hostile values there would
        // size every window, up to gigabytes of them. use_env(FALSE) alone would take the
        // terminfo entry's lines and cols (80x24) instead; use_tioctl(TRUE) asks the terminal.
        use_env(FALSE);
        use_tioctl(TRUE);
        SCREEN *screen = newterm(NULL, stdout, stdin);
        *width = COLS;
        return screen;
    }
    // The app draws its frames itself, so curses' windows need only the terminal's height (from
    // which curses sets the scrolling region). Made one column wide from the start, rather than
    // 120x40 and narrowed: each of curses' three windows fills every cell with a blank, about
    // 100 pages (0.4 MB) written before the first frame.
    //
    // newterm sizes the terminal by the global settings (use_env, use_tioctl): here the
    // kernel's lines (LINES set aside) and COLUMNS=1, both variables as they were once it
    // returns. The screen then goes by its prescreen's own settings (the terminal check's
    // setupterm may have made that prescreen, with the defaults): with neither, it never asks the
    // kernel or the environment again, a resize goes through `resizeterm`, and a stale or
    // hostile COLUMNS or LINES never sizes a window.
    SCREEN *prescreen = new_prescr();
    use_env_sp(prescreen, FALSE);
    use_tioctl_sp(prescreen, FALSE);
    use_tioctl(FALSE);
    char *saved_lines = copy_of_variable("LINES");
    char *saved_columns = copy_of_variable("COLUMNS");
    unsetenv("LINES");
    setenv("COLUMNS", "1", 1);
    use_env(TRUE);
    SCREEN *screen = newterm(NULL, stdout, stdin);
    use_env(FALSE);
    use_tioctl(TRUE);
    restore_variable("LINES", saved_lines);
    restore_variable("COLUMNS", saved_columns);
    *width = size.ws_col;
    return screen;
}

void carousel_output_unprocessed(void) {
    // With OPOST on, the kernel looks at each byte a frame writes (for the translations it
    // might make, of which the app asks none: nonl already turned off ONLCR) and takes its output
    // lock again after each run of ordinary bytes; off, a frame is copied to the terminal whole.
    struct termios settings;
    if (tcgetattr(STDOUT_FILENO, &settings) != 0) {
        return;
    }
    settings.c_oflag &= ~(tcflag_t)OPOST;
    if (tcsetattr(STDOUT_FILENO, TCSANOW, &settings) == 0) {
        def_prog_mode();
    }
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

static char restore_bytes[512];
static size_t restore_length = 0;

static void append_capability(const char *name) {
    const char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) {
        return;
    }
    size_t length = strlen(value);
    if (restore_length + length < sizeof restore_bytes) {
        memcpy(restore_bytes + restore_length, value, length);
        restore_length += length;
    }
}

const char *carousel_emergency_restore_bytes(void) {
    // Mouse and focus reporting off first: they are plain xterm modes, not in terminfo.
    static const char modes_off[] = "\033[?1000l\033[?1002l\033[?1006l\033[?1004l";
    memcpy(restore_bytes, modes_off, sizeof modes_off - 1);
    restore_length = sizeof modes_off - 1;
    append_capability("sgr0");
    append_capability("rmkx");
    append_capability("cnorm");
    append_capability("rmcup");
    restore_bytes[restore_length] = '\0';
    return restore_bytes;
}
