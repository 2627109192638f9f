// Opening a link in the user's browser, which must outlive carousel and never hold its terminal.
//
// Carousel is the child subreaper, so a double fork cannot hand the browser to init: it would be
// re-parented to carousel and ended as a stray. The opener is instead a keeper: a forked process
// in a session of its own, with /dev/null for 0-2, that is itself a subreaper. It starts the
// browser, reaps it and whatever it leaves behind (a launcher's real browser), and exits when the
// last of them has, with the browser's status. Carousel spares the keeper and its session when it
// ends strays (`carousel_is_kept`), on every way out too, and reaps the keeper itself. Between
// fork and exit the keeper makes only async-signal-safe calls: carousel has other threads.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "command_spawn.h"

/// Keepers alive at once; past this, `o` says so rather than lose track of one.
#define KEPT_SLOTS 64

static _Atomic pid_t kept[KEPT_SLOTS];

int carousel_is_kept(pid_t pid) {
    for (int slot = 0; slot < KEPT_SLOTS && pid > 0; slot++) {
        if (atomic_load(&kept[slot]) == pid) return 1;
    }
    return 0;
}

void carousel_forget_kept(pid_t pid) {
    for (int slot = 0; slot < KEPT_SLOTS && pid > 0; slot++) {
        pid_t expected = pid;
        if (atomic_compare_exchange_strong(&kept[slot], &expected, 0)) return;
    }
}

static int reserve_kept_slot(void) {
    for (int slot = 0; slot < KEPT_SLOTS; slot++) {
        pid_t expected = 0;
        if (atomic_compare_exchange_strong(&kept[slot], &expected, -1)) return slot;
    }
    return -1;
}

/// The keeper's life after fork: default signals, no terminal, a session of its own, the
/// browser's subreaper until everything under it has exited.
static void keep(const char *path, char *const argv[], char *const envp[], int null_fd) {
    struct sigaction default_action = {0};
    default_action.sa_handler = SIG_DFL;
    for (int signal_number = 1; signal_number < NSIG; signal_number++) {
        if (signal_number != SIGKILL && signal_number != SIGSTOP) sigaction(signal_number, &default_action, NULL);
    }
    sigset_t empty;
    sigemptyset(&empty);
    sigprocmask(SIG_SETMASK, &empty, NULL);
    for (int fd = STDIN_FILENO; fd <= STDERR_FILENO; fd++) {
        if (dup2(null_fd, fd) < 0) _exit(126);
    }
#ifdef SYS_close_range
    if (syscall(SYS_close_range, STDERR_FILENO + 1, ~0U, 0) != 0)
#endif
    {
        for (int fd = STDERR_FILENO + 1; fd < 4096; fd++) close(fd);
    }
    if (setsid() < 0) _exit(126);
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    pid_t browser = fork();
    if (browser < 0) _exit(126);
    if (browser == 0) {
        execve(path, argv, envp);
        _exit(127);
    }
    int browser_status = 0;
    for (;;) {
        int status;
        pid_t ended = waitpid(-1, &status, 0);
        if (ended < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (ended == browser) browser_status = status;
    }
    _exit(WIFEXITED(browser_status) ? WEXITSTATUS(browser_status) : 128 + WTERMSIG(browser_status));
}

int carousel_open_detached(const char *path, char *const argv[], char *const envp[], pid_t *pid, int *exit_fd) {
    int slot = reserve_kept_slot();
    if (slot < 0) return EAGAIN;
    int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null_fd < 0) {
        int saved_errno = errno;
        atomic_store(&kept[slot], 0);
        return saved_errno;
    }
    pid_t keeper = fork();
    if (keeper == 0) keep(path, argv, envp, null_fd);
    int saved_errno = errno;
    close(null_fd);
    if (keeper < 0) {
        atomic_store(&kept[slot], 0);
        return saved_errno;
    }
    atomic_store(&kept[slot], keeper);
    *pid = keeper;
#ifdef SYS_pidfd_open
    *exit_fd = (int)syscall(SYS_pidfd_open, keeper, 0);
#else
    *exit_fd = -1;
#endif
    return 0;
}
