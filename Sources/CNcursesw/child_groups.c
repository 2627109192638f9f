// The process groups of child processes the app started, so that none outlives it: every way
// out (a normal exit, a terminating signal, the watchdog, a crash) kills them with SIGKILL.
// Kept in a fixed array of sig_atomic_t slots, so that a signal handler can walk it safely.
#define _GNU_SOURCE
#include <signal.h>
#include <stdlib.h>

#include "shim.h"

#define CHILD_GROUP_SLOTS 1024

static volatile sig_atomic_t child_groups[CHILD_GROUP_SLOTS];
static int exit_hook_installed = 0;

static void kill_at_exit(void) {
    carousel_kill_child_groups();
}

int carousel_register_child_group(pid_t group) {
    if (group <= 1) {
        return -1;
    }
    if (!exit_hook_installed) {
        if (atexit(kill_at_exit) != 0) {
            return -1;
        }
        exit_hook_installed = 1;
    }
    for (int index = 0; index < CHILD_GROUP_SLOTS; index++) {
        if (child_groups[index] == 0) {
            child_groups[index] = group;
            return 0;
        }
    }
    return -1;
}

void carousel_unregister_child_group(pid_t group) {
    for (int index = 0; index < CHILD_GROUP_SLOTS; index++) {
        if (child_groups[index] == group) {
            child_groups[index] = 0;
        }
    }
}

void carousel_kill_child_groups(void) {
    for (int index = 0; index < CHILD_GROUP_SLOTS; index++) {
        pid_t group = child_groups[index];
        if (group > 1) {
            kill(-group, SIGKILL);
            child_groups[index] = 0;
        }
    }
}
