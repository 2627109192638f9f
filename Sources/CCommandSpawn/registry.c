// Every running child's process group, in plain atomics so that a signal handler (or an atexit
// handler on any exit path) can kill them all without locks or allocation.
#define _GNU_SOURCE
#include <signal.h>
#include <stdatomic.h>

#include "command_spawn.h"
#include "registry.h"

/// The loader runs one command at a time; the room is for `check --run` and for tests.
#define GROUP_SLOTS 256
/// A slot taken by a spawn that has not returned yet.
#define RESERVED (-1)

static _Atomic pid_t groups[GROUP_SLOTS];

int carousel_reserve_group_slot(void) {
    for (int slot = 0; slot < GROUP_SLOTS; slot++) {
        pid_t expected = 0;
        if (atomic_compare_exchange_strong(&groups[slot], &expected, RESERVED)) {
            return slot;
        }
    }
    return -1;
}

void carousel_fill_group_slot(int slot, pid_t pgid) {
    atomic_store(&groups[slot], pgid);
}

void carousel_release_group_slot(int slot) {
    atomic_store(&groups[slot], 0);
}

void carousel_unregister_group(pid_t pgid) {
    for (int slot = 0; slot < GROUP_SLOTS && pgid > 0; slot++) {
        pid_t expected = pgid;
        if (atomic_compare_exchange_strong(&groups[slot], &expected, 0)) {
            return;
        }
    }
}

int carousel_is_registered_group(pid_t pgid) {
    for (int slot = 0; slot < GROUP_SLOTS && pgid > 0; slot++) {
        if (atomic_load(&groups[slot]) == pgid) {
            return 1;
        }
    }
    return 0;
}

void carousel_kill_registered_groups(void) {
    for (int slot = 0; slot < GROUP_SLOTS; slot++) {
        pid_t pgid = atomic_load(&groups[slot]);
        if (pgid > 0) {
            kill(-pgid, SIGKILL);
        }
    }
}
