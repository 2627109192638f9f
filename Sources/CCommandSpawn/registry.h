// What registry.c offers the other files of the target: the slots of the running children's
// process groups. It calls nothing of theirs.
#pragma once
#include <sys/types.h>

/// A free slot, held until filled or released; -1 when every slot is taken.
int carousel_reserve_group_slot(void);
void carousel_fill_group_slot(int slot, pid_t pgid);
void carousel_release_group_slot(int slot);
/// Whether `pgid` is the group of a running child (1) or not (0). Async-signal-safe.
int carousel_is_registered_group(pid_t pgid);
/// SIGKILL to every registered group. Async-signal-safe.
void carousel_kill_registered_groups(void);
