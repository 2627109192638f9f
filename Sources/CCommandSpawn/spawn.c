// Starts a source's command with posix_spawn: no fork of a Swift process (threads, locks), and
// glibc reports a failed exec (command not found) as the return value instead of a child that
// exits 127.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "children.h"
#include "command_spawn.h"
#include "registry.h"

/// With fd 0, 1 or 2 closed (`carousel 2>&-`), a new descriptor can land there, and the child's
/// dup2 onto 0-2 would then clobber one pipe end with another: keep the parent's fds at 3 and up.
static int above_standard_fds(int fd) {
    if (fd < 0 || fd > STDERR_FILENO) {
        return fd;
    }
    int moved = fcntl(fd, F_DUPFD_CLOEXEC, STDERR_FILENO + 1);
    int saved_errno = errno;
    close(fd);
    errno = saved_errno;
    return moved;
}

static int make_pipe(int fds[2]) {
    if (pipe2(fds, O_CLOEXEC) != 0) {
        return -1;
    }
    fds[0] = above_standard_fds(fds[0]);
    fds[1] = above_standard_fds(fds[1]);
    if (fds[0] < 0 || fds[1] < 0) {
        int saved_errno = errno;
        if (fds[0] >= 0) close(fds[0]);
        if (fds[1] >= 0) close(fds[1]);
        errno = saved_errno;
        return -1;
    }
    // Only the parent's end: the child's stdout must stay blocking, as programs expect.
    return fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
}

static void close_pair(int fds[2]) {
    if (fds[0] >= 0) close(fds[0]);
    if (fds[1] >= 0) close(fds[1]);
}

/// A descriptor that polls readable when the child exits, so no SIGCHLD handler is needed.
static int open_exit_fd(pid_t pid) {
#ifdef SYS_pidfd_open
    int fd = (int)syscall(SYS_pidfd_open, pid, 0); // close-on-exec by definition
    return fd < 0 ? -1 : above_standard_fds(fd);
#else
    (void)pid;
    return -1;
#endif
}

static int spawn(const char *file, char *const argv[], char *const envp[], const char *directory,
                 int output_write, int error_write, pid_t *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int result = posix_spawn_file_actions_init(&actions);
    if (result != 0) {
        return result;
    }
    result = posix_spawnattr_init(&attributes);
    if (result != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return result;
    }
    sigset_t empty, all;
    sigemptyset(&empty);
    sigfillset(&all);
    if (result == 0) result = posix_spawn_file_actions_addchdir_np(&actions, directory);
    if (result == 0) result = posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, output_write, STDOUT_FILENO);
    if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, error_write, STDERR_FILENO);
    if (result == 0) result = posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1);
    // Its own session: its own process group to kill, and never the terminal. The parent's
    // mask and handlers are the terminal app's (and a test runner's threads block signals).
    if (result == 0) result = posix_spawnattr_setsigmask(&attributes, &empty);
    if (result == 0) result = posix_spawnattr_setsigdefault(&attributes, &all);
    if (result == 0) {
        result = posix_spawnattr_setflags(
            &attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    }
    if (result == 0) result = posix_spawnp(pid, file, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return result;
}

int carousel_spawn_child(const char *file, char *const argv[], char *const envp[],
                         const char *directory, carousel_child *child) {
    carousel_prepare_for_children();
    int slot = carousel_reserve_group_slot();
    if (slot < 0) {
        return EAGAIN;
    }
    int output[2] = {-1, -1};
    int error[2] = {-1, -1};
    if (make_pipe(output) != 0 || make_pipe(error) != 0) {
        int saved_errno = errno;
        close_pair(output);
        close_pair(error);
        carousel_release_group_slot(slot);
        return saved_errno;
    }
    pid_t pid = 0;
    int result = spawn(file, argv, envp, directory, output[1], error[1], &pid);
    close(output[1]);
    close(error[1]);
    if (result != 0) {
        close(output[0]);
        close(error[0]);
        carousel_release_group_slot(slot);
        return result;
    }
    // With POSIX_SPAWN_SETSID the child leads a new session, so its group id is its pid.
    carousel_fill_group_slot(slot, pid);
    child->pid = pid;
    child->output_fd = output[0];
    child->error_fd = error[0];
    child->exit_fd = open_exit_fd(pid);
    return 0;
}

int carousel_signal_group(pid_t pgid, int signal_number) {
    return pgid > 0 ? kill(-pgid, signal_number) : -1;
}
