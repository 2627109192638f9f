// The program's children as a whole: the exit hook that kills them all, groups started some other
// way joining the registry, and the kill of them all — the registered groups (registry.c), then
// the strays they left (strays.c). It sits above both, so that neither calls the other's way out.
#define _GNU_SOURCE
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "children.h"
#include "command_spawn.h"
#include "registry.h"

static atomic_flag exit_hook_installed = ATOMIC_FLAG_INIT;

static void kill_all_at_exit(void) {
    carousel_kill_all_children();
}

void carousel_prepare_for_children(void) {
    if (atomic_flag_test_and_set(&exit_hook_installed)) {
        return;
    }
    atexit(kill_all_at_exit);
    // SIGCHLD ignored, which a parent can hand down, would reap the children behind our back.
    struct sigaction current;
    if (sigaction(SIGCHLD, NULL, &current) == 0 && current.sa_handler == SIG_IGN) {
        signal(SIGCHLD, SIG_DFL);
    }
}

int carousel_register_group(pid_t pgid) {
    if (pgid <= 1) {
        return -1;
    }
    carousel_prepare_for_children();
    int slot = carousel_reserve_group_slot();
    if (slot < 0) {
        return -1;
    }
    carousel_fill_group_slot(slot, pgid);
    return 0;
}

void carousel_kill_all_children(void) {
    carousel_kill_registered_groups();
    carousel_end_strays(0);
}
