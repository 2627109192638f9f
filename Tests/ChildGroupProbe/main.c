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

#include "shim.h"

extern char **environ;

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
    printf("%d\n", (int)pid);
    fflush(stdout);
    if (strcmp(argv[1], "exit") == 0) {
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
    if (strcmp(argv[1], "segv") == 0) {
        raise(SIGSEGV);
    } else if (strcmp(argv[1], "term-while-stuck") == 0) {
        // The run loop never looks at the flag: the watchdog must end the process.
        raise(SIGTERM);
    }
    for (;;) {
        pause();
    }
}
