/// The ncursesw C shim: what Swift cannot import from curses.h directly.
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
#include <signal.h>
#include <wchar.h>
// The run loop's wait (InputWaiter); Swift's Glibc module leaves sys/epoll.h out.
#include <sys/epoll.h>

// MARK: Globals as accessors

static inline WINDOW *carousel_stdscr(void) { return stdscr; }
static inline WINDOW *carousel_curscr(void) { return curscr; }
static inline int carousel_lines(void) { return LINES; }
static inline int carousel_colors(void) { return COLORS; }

// MARK: Locale and widths (carousel_locale.c)

/// Sets the locale from the environment. Returns 1 when the terminal speaks UTF-8 and the
/// program now runs with UTF-8 characters, 0 when the locale's character set is not UTF-8
/// (C, POSIX, ISO-8859-1: draw ASCII). A UTF-8 locale that is not installed falls back to
/// C.UTF-8 for LC_CTYPE.
int carousel_setup_locale(void);

/// The columns a wide character takes for the C library and ncurses (wcwidth): -1, 0, 1 or 2.
int carousel_wcwidth(wchar_t character);

// MARK: Terminal (carousel_terminal.c)

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

// MARK: Signals (carousel_signals.c)

/// Installs the app's handlers for every signal whose default action ends the process:
/// INT/TERM/HUP/QUIT, USR1/USR2, ALRM/VTALRM/PROF, IO, PWR, STKFLT and the real-time signals ask
/// to quit (the first one also arms a timer whose SIGALRM ends the process 0.6 s later if the
/// loop cannot, e.g. blocked writing to a stalled terminal);
/// ILL/TRAP/ABRT/SEGV/BUS/FPE/XCPU/XFSZ/SYS restore the terminal and re-raise; PIPE is answered
/// where the write fails. TSTP asks to suspend, WINCH reports a
/// resize, CONT a continue. Unblocks all of them first (a parent may hand down a blocked mask).
/// Returns the read end of a self-pipe that becomes readable whenever a signal arrived, or -1.
int carousel_install_signal_handlers(void);

/// The terminating signal that arrived first, or 0.
int carousel_pending_termination(void);

/// Returns and clears whether a SIGTSTP / SIGWINCH / SIGCONT arrived since the last call.
int carousel_take_suspend_request(void);
int carousel_take_resize(void);
int carousel_take_continued(void);

/// Empties the self-pipe after a wake-up.
void carousel_drain_signal_pipe(void);

/// Stops the process with the default SIGTSTP action and returns once it is continued.
void carousel_stop_self(void);

/// Redirects fd 2 to a temporary file while curses owns the screen, so that messages written
/// meanwhile (a crash report) are not lost on the alternate screen. Returns 0 on success.
int carousel_capture_stderr(void);

/// Restores fd 2 and copies what was captured onto it. Safe to call more than once.
void carousel_release_stderr(void);

/// Saves the terminal settings from before curses, for the fatal-signal handler. Call before
/// newterm.
void carousel_save_terminal_settings(void);

/// Remembers the terminfo strings that leave curses' modes (alternate screen, hidden cursor,
/// keypad), for the fatal-signal handler. Call after newterm.
void carousel_prepare_emergency_restore(void);

// MARK: Child process groups (child_groups.c)

/// Remembers a child's process group, to be killed with SIGKILL however the app ends (exit,
/// terminating or fatal signal, watchdog). Returns 0, or -1 when `group` is not a group id or
/// the registry is full (256 groups).
int carousel_register_child_group(pid_t group);

/// Forgets a group, once its processes have ended.
void carousel_unregister_child_group(pid_t group);

/// Kills every registered group with SIGKILL and removes the private folder of pictures that
/// commands wrote (async-signal-safe).
void carousel_kill_child_groups(void);

// MARK: Threads (threads.c)

/// Starts `start(context)` on a detached thread with a stack of `stack_size` bytes and every
/// signal blocked, so that signals keep interrupting the main thread's waits and writes (the
/// watchdog, the feed loader, the terminal check). Returns 0, or the error number of pthread_create.
int carousel_start_thread(void *(*start)(void *), void *context, size_t stack_size);

/// A pipe whose ends are close-on-exec and non-blocking, for waking a poll from another thread
/// (`pipe2`, which Swift's Glibc module does not declare). Returns 0, or -1 with errno set.
int carousel_open_wake_pipe(int ends[2]);

// MARK: Memory (memory.c)

/// Gives the heap memory freed so far back to the operating system (glibc keeps it otherwise).
void carousel_release_free_memory(void);
