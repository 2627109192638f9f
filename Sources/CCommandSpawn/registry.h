// The process groups of running children, for carousel_kill_all_children (internal to the target).
#pragma once
#include <sys/types.h>

/// A free slot, held until filled or released; -1 when every slot is taken.
int carousel_reserve_group_slot(void);
void carousel_fill_group_slot(int slot, pid_t pgid);
void carousel_release_group_slot(int slot);
