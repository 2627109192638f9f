// What children.c offers the other files of the target.
#pragma once

/// Runs once, before the first child is started or registered: every exit() then kills all the
/// children (`carousel_kill_all_children`), and children can be waited for.
void carousel_prepare_for_children(void);
