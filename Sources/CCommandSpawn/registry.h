// The process groups of running children, for carousel_kill_all_children (internal to the target).
#pragma once
#include <sys/types.h>

/// A free slot, held until filled or released; -1 when every slot is taken.
int carousel_reserve_group_slot(void);
void carousel_fill_group_slot(int slot, pid_t pgid);
void carousel_release_group_slot(int slot);
/// Whether `pgid` is the group of a running child (1) or not (0). Async-signal-safe.
int carousel_is_registered_group(pid_t pgid);
