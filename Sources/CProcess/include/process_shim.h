/// The C shim of the process around the terminal app: what Swift cannot do itself or safely in
/// a signal handler. Signal handlers that only set flags and wake a self-pipe, the fatal-signal
/// and watchdog ways out (which give the terminal back and kill the child process groups),
/// stderr captured while curses owns the screen, threads with every signal blocked, wake pipes,
/// and the heap given back. Nothing here calls curses (CNcursesw's).
#pragma once

#include <signal.h>
#include <stddef.h>
#include <sys/types.h>
// The run loop's wait (InputWaiter); Swift's Glibc module leaves sys/epoll.h out.
#include <sys/epoll.h>

// MARK: Signals (signals.c)

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

/// Remembers the bytes that leave curses' modes (`carousel_emergency_restore_bytes`), which the
/// fatal-signal handler and the watchdog write to give the terminal back. Call after newterm.
void carousel_set_emergency_restore(const char *bytes);

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
/// watchdog, the feed's reader, the terminal check). Returns 0, or the error number of
/// pthread_create.
int carousel_start_thread(void *(*start)(void *), void *context, size_t stack_size);

/// A pipe whose ends are close-on-exec and non-blocking, for waking a poll from another thread
/// (`pipe2`, which Swift's Glibc module does not declare). Returns 0, or -1 with errno set.
int carousel_open_wake_pipe(int ends[2]);

// MARK: Memory (memory.c)

/// Gives the heap memory freed so far back to the operating system (glibc keeps it otherwise).
void carousel_release_free_memory(void);
