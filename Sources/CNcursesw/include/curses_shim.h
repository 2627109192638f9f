/// The ncursesw C shim: what Swift cannot import from curses.h directly. (What the process
/// around the terminal needs, signals and threads, is CProcess's.)
///
/// Swift 6 rejects curses' mutable globals (stdscr, COLS, LINES), so they are exposed here as
/// inline accessors, and cannot call variadic functions (tparm), so they get fixed-arity
/// wrappers. The wide-character API (wget_wch) only exists when NCURSES_WIDECHAR is defined first.
#pragma once

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <curses.h>
#include <term.h>
#include <wchar.h>

// MARK: Globals as accessors

static inline WINDOW *carousel_stdscr(void) { return stdscr; }
static inline WINDOW *carousel_curscr(void) { return curscr; }
static inline int carousel_lines(void) { return LINES; }
static inline int carousel_colors(void) { return COLORS; }

// MARK: Locale and widths (locale.c)

/// Sets the locale from the environment. Returns 1 when the terminal speaks UTF-8 and the
/// program now runs with UTF-8 characters, 0 when the locale's character set is not UTF-8
/// (C, POSIX, ISO-8859-1: draw ASCII). A UTF-8 locale that is not installed falls back to
/// C.UTF-8 for LC_CTYPE.
int carousel_setup_locale(void);

/// The columns a wide character takes for the C library and ncurses (wcwidth): -1, 0, 1 or 2.
int carousel_wcwidth(wchar_t character);

// MARK: Terminal (terminal.c)

/// Why the terminal cannot be used: found before anything is written to it.
enum carousel_terminal_problem {
    carousel_terminal_usable = 0,
    carousel_terminal_stdin_not_tty,
    carousel_terminal_stdout_not_tty,
    carousel_terminal_no_term,
    carousel_terminal_unknown_term,
    carousel_terminal_no_cursor_addressing,
};

/// Whether stdin and stdout are terminals and TERM is set: what is checked before curses starts,
/// which reads the terminfo entry itself.
enum carousel_terminal_problem carousel_check_terminal_streams(void);

/// Whether the loaded terminfo entry can move the cursor (`cup`).
int carousel_terminal_moves_cursor(void);

/// The streams, then whether TERM names a terminfo entry that can move the cursor, read with
/// `setupterm` and freed: why curses could not start, or would start on a terminal the app cannot
/// draw on.
enum carousel_terminal_problem carousel_check_terminal(void);

/// newterm on the process' stdout/stdin (Swift cannot name the C stdio globals), sized from the
/// terminal itself rather than COLUMNS/LINES, with windows one column wide.
/// - Parameter width: Set to the terminal's width.
SCREEN *carousel_newterm(int *width);

/// Turns off the kernel's output processing (OPOST) on the terminal (fd 1), and has curses keep
/// it off (`def_prog_mode`), also when it takes the terminal again after a suspend.
void carousel_output_unprocessed(void);

/// Writes bytes straight to the terminal (fd 1), retrying short writes; for the escape
/// sequences ncurses does not know (focus and mouse reporting).
void carousel_write_terminal(const char *bytes);

/// Writes `count` bytes straight to the terminal (fd 1) in as few writes as the kernel takes
/// (one for a frame), retrying short and interrupted writes.
void carousel_write_terminal_bytes(const unsigned char *bytes, size_t count);

/// The terminfo string capability `name` of the terminal curses runs on, or NULL when the entry
/// lacks it (tigetstr's "absent" and "cancelled" both become NULL).
const char *carousel_string_capability(const char *name);

/// `capability` with its two parameters put in (tparm, which Swift cannot call: it is variadic).
/// The result lives until the next call.
const char *carousel_tparm2(const char *capability, int first, int second);

/// The bytes that leave curses' modes on this terminal (mouse and focus reporting, attributes,
/// keypad, hidden cursor, alternate screen), from the loaded terminfo entry: for the handlers that
/// give the terminal back where curses cannot be called (`carousel_set_emergency_restore`). The
/// result lives until the next call.
const char *carousel_emergency_restore_bytes(void);
