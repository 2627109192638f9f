#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "process_spawn.h"

static int status_of(int status) {
    if (WIFEXITED(status)) {
        return WEXITSTATUS(status);
    }
    if (WIFSIGNALED(status)) {
        return 128 + WTERMSIG(status);
    }
    return -1;
}

/// Spawn attributes for an empty signal mask and default handlers, plus `flags`.
static void clean_signals(posix_spawnattr_t *attributes, short flags) {
    posix_spawnattr_init(attributes);
    sigset_t empty, all;
    sigemptyset(&empty);
    sigfillset(&all);
    posix_spawnattr_setsigmask(attributes, &empty);
    posix_spawnattr_setsigdefault(attributes, &all);
    posix_spawnattr_setflags(attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | flags);
}

int process_spawn_run(char *const argv[], char *const envp[], char *output, size_t capacity) {
    int pipe_fds[2];
    if (capacity == 0 || pipe2(pipe_fds, O_CLOEXEC) != 0) {
        return -1;
    }
    output[0] = '\0';

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 1);
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 2);
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);

    posix_spawnattr_t attributes;
    clean_signals(&attributes, 0);

    pid_t pid;
    int spawned = posix_spawnp(&pid, argv[0], &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(pipe_fds[1]);
    if (spawned != 0) {
        close(pipe_fds[0]);
        return -1;
    }

    // Read until end of file; but a daemon the program started may keep the pipe open, so
    // once the program itself has exited, stop at the first quiet moment.
    size_t length = 0;
    int status = 0;
    int exited = 0;
    for (;;) {
        struct pollfd descriptor = {.fd = pipe_fds[0], .events = POLLIN};
        int ready = poll(&descriptor, 1, 50);
        if (ready > 0) {
            char buffer[4096];
            ssize_t count = read(pipe_fds[0], buffer, sizeof buffer);
            if (count <= 0) {
                break;
            }
            size_t room = capacity - 1 - length;
            size_t kept = (size_t)count < room ? (size_t)count : room;
            memcpy(output + length, buffer, kept);
            length += kept;
            output[length] = '\0';
            continue;
        }
        if (exited) {
            break;
        }
        if (waitpid(pid, &status, WNOHANG) == pid) {
            exited = 1;
        }
    }
    close(pipe_fds[0]);
    if (!exited) {
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
    }
    return status_of(status);
}

pid_t process_spawn_on_pty(char *const argv[], char *const envp[], int columns, int rows, int *master) {
    int terminal = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    char name[128];
    if (terminal < 0 || grantpt(terminal) != 0 || unlockpt(terminal) != 0
        || ptsname_r(terminal, name, sizeof name) != 0) {
        if (terminal >= 0) {
            close(terminal);
        }
        return -1;
    }
    struct winsize size = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)columns};
    ioctl(terminal, TIOCSWINSZ, &size);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    // Opened after setsid, so the pty becomes the child's controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0);
    posix_spawn_file_actions_adddup2(&actions, 0, 1);
    posix_spawn_file_actions_adddup2(&actions, 0, 2);
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);

    posix_spawnattr_t attributes;
    clean_signals(&attributes, POSIX_SPAWN_SETSID);

    pid_t pid;
    int spawned = posix_spawnp(&pid, argv[0], &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (spawned != 0) {
        close(terminal);
        return -1;
    }
    *master = terminal;
    return pid;
}
