// The process groups of child processes the app started, so that none outlives it: every way
// out (a normal exit, a terminating signal, the watchdog, a crash) kills them with SIGKILL.
// One registry serves the whole program: the source runner's (CCommandSpawn), which a signal
// handler can walk safely.
#include <command_spawn.h>

#include "process_shim.h"

int carousel_register_child_group(pid_t group) {
    return carousel_register_group(group);
}

void carousel_unregister_child_group(pid_t group) {
    carousel_unregister_group(group);
}

void carousel_kill_child_groups(void) {
    carousel_kill_all_children();
    // The same ways out leave no picture a command wrote behind.
    carousel_remove_private_folder();
}
