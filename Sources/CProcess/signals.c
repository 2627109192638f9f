// Signal handling for the terminal app. Handlers only set sig_atomic_t flags and write one byte
// to a self-pipe (both async-signal-safe); the run loop polls the pipe, so a signal that arrives
// just before it goes to sleep still wakes it. The fatal-signal handler gives the terminal back
// with precomputed bytes and the saved settings, then lets the previous handler run.
//
// Every signal whose default action ends the process is handled: the terminating ones ask the
// loop to quit, the core-dumping ones restore the terminal first, SIGPIPE is answered where the
// write fails. A watchdog (a timer the first terminating signal arms) ends the process soon after
// when the loop cannot (it is blocked writing to a stalled terminal, say).
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <termios.h>
#include <unistd.h>

#include "process_shim.h"

static volatile sig_atomic_t pending_termination = 0;
static volatile sig_atomic_t suspend_requested = 0;
static volatile sig_atomic_t resized = 0;
static volatile sig_atomic_t continued = 0;
static int wake_pipe[2] = {-1, -1};

/// How long the run loop has to give the terminal back and exit after a terminating signal
/// before the watchdog ends the process itself (the promise is: within a second).
static const long watchdog_grace_microseconds = 600L * 1000;

/// Signals whose default action ends the process: each one asks the loop to quit, which
/// restores the terminal and exits with 128 + the signal. The real-time signals are added at
/// run time (SIGRTMIN is not a constant).
static const int terminating_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO,
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
};
#define TERMINATING_SIGNAL_COUNT (sizeof terminating_signals / sizeof terminating_signals[0])
/// Signals whose default action dumps core: the terminal is restored in the handler, then the
/// signal does what it would have done.
static const int fatal_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGXCPU, SIGXFSZ, SIGSYS};
#define FATAL_SIGNAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])
static struct sigaction previous_fatal_actions[FATAL_SIGNAL_COUNT];

static struct termios saved_settings;
static int has_saved_settings = 0;
static char restore_bytes[512];
static size_t restore_length = 0;

static int saved_stderr = -1;
static int captured_stderr = -1;

/// Writes one byte to a pipe's write end, if it is open (async-signal-safe).
static void poke(int descriptor) {
    if (descriptor >= 0) {
        int saved_errno = errno;
        char byte = 1;
        (void)!write(descriptor, &byte, 1);
        errno = saved_errno;
    }
}

static void wake(void) {
    poke(wake_pipe[1]);
}

static void end_without_the_loop(void);

/// The exit watchdog: the first terminating signal arms a timer (ITIMER_REAL), and its SIGALRM
/// ends the process if the loop has not by then. A timer rather than a thread: the app stays one
/// thread for the whole session, and a thread's start (its stack, the kernel's futex table for a
/// second thread) cost 0.15 ms of every run.
static void arm_watchdog(void) {
    struct itimerval grace;
    memset(&grace, 0, sizeof grace);
    grace.it_value.tv_usec = watchdog_grace_microseconds;
    setitimer(ITIMER_REAL, &grace, NULL);
}

static void on_terminating_signal(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    // The kernel sends the timer's SIGALRM (SI_KERNEL); one sent with kill is SI_USER.
    if (signal_number == SIGALRM && info != NULL && info->si_code == SI_KERNEL && pending_termination != 0) {
        end_without_the_loop();
    }
    if (pending_termination == 0) {
        pending_termination = signal_number;
        arm_watchdog();
    }
    wake();
}

/// SIGPIPE: a write to a closed pipe fails with EPIPE where it is made. A handler rather than
/// SIG_IGN, because an ignored signal stays ignored in child processes, which expect the default.
static void on_broken_pipe(int signal_number, siginfo_t *info, void *context) {
    (void)signal_number;
    (void)info;
    (void)context;
}

static void on_job_control_signal(int signal_number, siginfo_t *info, void *context) {
    (void)info;
    (void)context;
    switch (signal_number) {
    case SIGTSTP: suspend_requested = 1; break;
    case SIGWINCH: resized = 1; break;
    case SIGCONT: continued = 1; break;
    default: break;
    }
    wake();
}

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0 && errno == EINTR) {
            continue;
        }
        if (written <= 0) {
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

static void restore_terminal(void) {
    write_all(STDOUT_FILENO, restore_bytes, restore_length);
    if (has_saved_settings) {
        tcsetattr(STDIN_FILENO, TCSANOW, &saved_settings);
    }
}

/// Faults that fire again when the faulting instruction is retried.
static int is_hardware_fault(int signal_number) {
    return signal_number == SIGILL || signal_number == SIGTRAP || signal_number == SIGSEGV
        || signal_number == SIGBUS || signal_number == SIGFPE;
}

static void on_fatal_signal(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    carousel_kill_child_groups();
    restore_terminal();
    carousel_release_stderr();
    // A signal sent from outside with kill (SI_USER) gets the default action: a crash reporter
    // would report this handler, and might return and let the app run on without its terminal.
    // A real fault or an abort() goes to the previous handler (Swift's backtracer, say).
    int from_outside = info != NULL && info->si_code == SI_USER;
    for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
        if (fatal_signals[index] == signal_number) {
            if (from_outside) {
                struct sigaction default_action;
                memset(&default_action, 0, sizeof default_action);
                default_action.sa_handler = SIG_DFL;
                sigemptyset(&default_action.sa_mask);
                sigaction(signal_number, &default_action, NULL);
            } else {
                sigaction(signal_number, &previous_fatal_actions[index], NULL);
            }
        }
    }
    // A fault fires again when the instruction is retried; a sent or raised signal, or one the
    // kernel sends for a limit (SIGXCPU, SIGXFSZ, SIGSYS), would not, so send it again (it stays
    // blocked until this handler returns).
    if (info == NULL || info->si_code <= 0 || !is_hardware_fault(signal_number)) {
        raise(signal_number);
    }
}

/// The watchdog's way out when the loop did not end in time: most likely it is blocked writing
/// to a terminal that stopped reading (flow control, a stalled connection). Output still queued
/// is discarded so the restoring bytes are next in line, and they are written without waiting.
static void end_without_the_loop(void) {
    carousel_kill_child_groups();
    tcflush(STDOUT_FILENO, TCOFLUSH);
    int flags = fcntl(STDOUT_FILENO, F_GETFL);
    if (flags >= 0) {
        fcntl(STDOUT_FILENO, F_SETFL, flags | O_NONBLOCK);
    }
    restore_terminal();
    // Standard error is usually the same terminal (and the same open file description).
    carousel_release_stderr();
    if (flags >= 0) {
        // The flag belongs to the open file description, which the shell shares.
        fcntl(STDOUT_FILENO, F_SETFL, flags);
    }
    _exit(128 + pending_termination);
}

/// Installs `handler`, told who sent the signal (`SA_SIGINFO`), with `flags` besides; the handler
/// it replaces goes to `previous` unless that is NULL.
static int install(
    int signal_number, void (*handler)(int, siginfo_t *, void *), int flags, struct sigaction *previous
) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | flags;
    return sigaction(signal_number, &action, previous);
}

int carousel_install_signal_handlers(void) {
    if (wake_pipe[0] < 0 && pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        return -1;
    }
    sigset_t unblocked;
    sigemptyset(&unblocked);
    // No SA_RESTART: the input wait and a blocked write must return at once.
    for (size_t index = 0; index < TERMINATING_SIGNAL_COUNT; index++) {
        install(terminating_signals[index], on_terminating_signal, 0, NULL);
        sigaddset(&unblocked, terminating_signals[index]);
    }
    for (int signal_number = SIGRTMIN; signal_number <= SIGRTMAX; signal_number++) {
        install(signal_number, on_terminating_signal, 0, NULL);
        sigaddset(&unblocked, signal_number);
    }
    install(SIGPIPE, on_broken_pipe, SA_RESTART, NULL);
    sigaddset(&unblocked, SIGPIPE);
    const int job_control_signals[] = {SIGTSTP, SIGWINCH, SIGCONT};
    for (size_t index = 0; index < sizeof job_control_signals / sizeof job_control_signals[0]; index++) {
        install(job_control_signals[index], on_job_control_signal, 0, NULL);
        sigaddset(&unblocked, job_control_signals[index]);
    }
    for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
        install(fatal_signals[index], on_fatal_signal, 0, &previous_fatal_actions[index]);
        sigaddset(&unblocked, fatal_signals[index]);
    }
    sigprocmask(SIG_UNBLOCK, &unblocked, NULL);
    return wake_pipe[0];
}

int carousel_pending_termination(void) {
    return pending_termination;
}

int carousel_take_suspend_request(void) {
    int value = suspend_requested;
    suspend_requested = 0;
    return value;
}

int carousel_take_resize(void) {
    int value = resized;
    resized = 0;
    return value;
}

int carousel_take_continued(void) {
    int value = continued;
    continued = 0;
    return value;
}

void carousel_drain_signal_pipe(void) {
    char buffer[64];
    while (wake_pipe[0] >= 0 && read(wake_pipe[0], buffer, sizeof buffer) > 0) {
    }
}

void carousel_stop_self(void) {
    struct sigaction default_action, ours;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(SIGTSTP, &default_action, &ours);
    // The whole process group stops, as it would for a Ctrl-Z typed outside raw mode, so that a
    // shell (or a wrapper script) waiting for the job sees it stop.
    kill(0, SIGTSTP);
    sigaction(SIGTSTP, &ours, NULL);
}

/// A file in memory (no name in any folder, nothing to remove), else an unlinked file in
/// $TMPDIR or /tmp where memfd_create is not there (an old kernel, a seccomp filter).
static int open_capture_file(void) {
    int file = memfd_create("carousel-stderr", MFD_CLOEXEC);
    if (file >= 0) {
        return file;
    }
    const char *directory = getenv("TMPDIR");
    char path[4096];
    size_t length = directory != NULL ? strlen(directory) : 0;
    if (length == 0 || length > sizeof path - 32) {
        directory = "/tmp";
    }
    strcpy(path, directory);
    strcat(path, "/carousel-stderr-XXXXXX");
    file = mkostemp(path, O_CLOEXEC);
    if (file >= 0) {
        unlink(path);
    }
    return file;
}

int carousel_capture_stderr(void) {
    if (saved_stderr >= 0) {
        return 0;
    }
    int file = open_capture_file();
    if (file < 0) {
        return -1;
    }
    int saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (saved < 0 || dup2(file, STDERR_FILENO) < 0) {
        if (saved >= 0) {
            close(saved);
        }
        close(file);
        return -1;
    }
    captured_stderr = file;
    saved_stderr = saved;
    return 0;
}

void carousel_release_stderr(void) {
    int saved = saved_stderr;
    int captured = captured_stderr;
    if (saved < 0) {
        return;
    }
    saved_stderr = -1;
    captured_stderr = -1;
    dup2(saved, STDERR_FILENO);
    close(saved);
    if (lseek(captured, 0, SEEK_SET) == 0) {
        char buffer[4096];
        ssize_t count;
        while ((count = read(captured, buffer, sizeof buffer)) > 0) {
            write_all(STDERR_FILENO, buffer, (size_t)count);
        }
    }
    close(captured);
}

void carousel_save_terminal_settings(void) {
    has_saved_settings = tcgetattr(STDIN_FILENO, &saved_settings) == 0;
}

void carousel_set_emergency_restore(const char *bytes) {
    size_t length = strlen(bytes);
    restore_length = 0;
    if (length < sizeof restore_bytes) {
        memcpy(restore_bytes, bytes, length);
        restore_length = length;
    }
}
