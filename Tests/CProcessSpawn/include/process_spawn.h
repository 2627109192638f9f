/// Starts programs for the end-to-end tests without inheriting the test runner's state.
///
/// Swift Testing's worker threads block INT/TERM/HUP/WINCH/TSTP, and children inherit that mask
/// (tmux's `kill-server`, `resize-window` and the app's signal handling then silently do
/// nothing); Foundation.Process can hang when the tmux server daemon inherits its descriptors.
/// posix_spawnp with an empty mask, default handlers and only fds 0-2 avoids both.
#pragma once
#include <stddef.h>
#include <sys/types.h>

/// Runs `argv` (searched in PATH) with `envp`, stdin from /dev/null, stdout and stderr into
/// `output` (zero-terminated, truncated to `capacity`), and waits for it.
/// Returns the exit status, 128 + the signal for a killed program, or -1 if it did not start.
int process_spawn_run(char *const argv[], char *const envp[], char *output, size_t capacity);

/// Starts `argv` (searched in PATH) with `envp` on a new pseudo-terminal of `columns` x `rows`,
/// in a session of its own with the pty as its controlling terminal and as fds 0-2, and a clean
/// signal mask. The caller reads (or, to stall the program, stops reading) `*master` and reaps
/// the child. Returns the child's pid, or -1.
pid_t process_spawn_on_pty(char *const argv[], char *const envp[], int columns, int rows, int *master);
