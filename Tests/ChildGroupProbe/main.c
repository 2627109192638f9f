// A stand-in for the app with a live source running, for the child-group tests: installs the
// app's signal handlers, starts `sleep 60` in a process group of its own, registers the group,
// prints its id, and then ends the way argv[1] says (or kills the registered groups itself). The
// test checks the group died.
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <command_spawn.h>
#include <stdlib.h>

#include <process_shim.h>

extern char **environ;

/// As the `carousel` executable does: becomes the subreaper and starts a `sleep 61` that leaves
/// its parent's session (`setsid`) and is orphaned at once; returns its pid, or -1.
static pid_t start_stray(void) {
    int output[2];
    if (carousel_become_subreaper() != 0 || pipe(output) != 0) {
        return -1;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, output[1], 1);
    posix_spawn_file_actions_addclose(&actions, output[0]);
    char *shell[] = {"sh", "-c", "setsid sleep 61 </dev/null >/dev/null 2>&1 & echo $!", NULL};
    pid_t shell_pid;
    if (posix_spawnp(&shell_pid, "sh", &actions, NULL, shell, environ) != 0) {
        return -1;
    }
    close(output[1]);
    char text[32] = {0};
    ssize_t count = read(output[0], text, sizeof text - 1);
    close(output[0]);
    int status;
    waitpid(shell_pid, &status, 0);
    return count > 0 ? (pid_t)atoi(text) : -1;
}

int main(int argc, char **argv) {
    if (argc < 2 || carousel_install_signal_handlers() < 0) {
        return 2;
    }
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    char *child[] = {"sleep", "60", NULL};
    pid_t pid;
    if (posix_spawnp(&pid, "sleep", &actions, &attributes, child, environ) != 0
        || carousel_register_child_group(pid) != 0) {
        return 3;
    }
    // "stray-ENDING": the stray's pid is the one the test checks, and the probe ends as ENDING.
    const char *ending = argv[1];
    if (strncmp(ending, "stray-", 6) == 0) {
        ending += 6;
        pid = start_stray();
        if (pid <= 0) {
            return 5;
        }
    }
    printf("%d\n", (int)pid);
    fflush(stdout);
    if (strcmp(ending, "exit") == 0) {
        return 0;
    }
    if (strcmp(argv[1], "kill-groups") == 0) {
        // What every way out calls, here in a process of its own: in the test process it would
        // kill every other test's running commands too.
        carousel_kill_child_groups();
        int status;
        int killed = waitpid(pid, &status, 0) == pid && WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL;
        return killed ? 0 : 4;
    }
    if (strcmp(ending, "segv") == 0) {
        raise(SIGSEGV);
    } else if (strcmp(ending, "term-while-stuck") == 0) {
        // The run loop never looks at the flag: the watchdog must end the process.
        raise(SIGTERM);
    }
    for (;;) {
        pause();
    }
}
