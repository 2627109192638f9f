/// Starting a source's command, and killing every one of them when carousel exits. Each section
/// below is what one file offers; inside the target, registry.h and children.h declare what a
/// file offers only the others.
///
/// Swift cannot pass posix_spawn's GNU extensions (POSIX_SPAWN_SETSID, addchdir_np,
/// addclosefrom_np) through its Glibc module reliably, cannot call pidfd_open, and a list of
/// process groups that a signal handler may walk must be plain C data.
#pragma once
#include <sys/types.h>

// MARK: spawn.c: Starting a command

/// A started child: the parent's ends of its pipes and a descriptor that polls readable once it
/// has exited. Every descriptor is close-on-exec and at least 3.
typedef struct {
    pid_t pid;
    /// The child's stdout and stderr, non-blocking.
    int output_fd;
    int error_fd;
    /// A pidfd, or -1 when the kernel has none (before Linux 5.3, or refused by a sandbox).
    int exit_fd;
} carousel_child;

/// Starts `file` (searched in PATH unless it contains a slash; relative to `directory`, which
/// becomes the working directory) with `argv` and `envp`, in its own session and process group,
/// with stdin from /dev/null, an empty signal mask, default signal actions and no descriptor other
/// than 0-2. The group is registered for `carousel_kill_all_children`.
/// Returns 0, or an errno value (ENOENT: no such program or directory, EACCES, ENOEXEC, EAGAIN:
/// too many children running, ...) with nothing left open.
int carousel_spawn_child(const char *file, char *const argv[], char *const envp[],
                         const char *directory, carousel_child *child);

/// Sends `signal_number` to the child's whole process group.
int carousel_signal_group(pid_t pgid, int signal_number);

// MARK: wait.c: A child's end, and what its messages need

/// Whether the child has ended, without reaping it (so its pid, which is also its group id, stays
/// taken and a group kill cannot reach a stranger): 1 with `*exit_status` (or -1) and
/// `*signal_number` (or 0) set, 0 while it runs, -1 with errno on failure (ECHILD: reaped elsewhere).
int carousel_child_ended(pid_t pid, int *exit_status, int *signal_number);

/// Reaps an ended child; waits for it only when `block` is non-zero.
void carousel_reap_child(pid_t pid, int block);

/// The process's environment (Swift 6 refuses the mutable global `environ`).
char *const *carousel_environment(void);

/// "TERM" for SIGTERM and so on, or NULL for a number that is no signal.
const char *carousel_signal_abbreviation(int signal_number);

// MARK: registry.c: The running children's process groups

/// Forgets a group before its leader is reaped, so that a later kill-all can never hit a reused id.
void carousel_unregister_group(pid_t pgid);

// MARK: children.c: Every child as one

/// Registers a process group started some other way, for `carousel_kill_all_children`.
/// Returns 0, or -1 when `pgid` is not a group id or every slot is taken.
int carousel_register_group(pid_t pgid);

/// SIGKILL to every registered group, then `carousel_end_strays(0)`. Async-signal-safe (atomics,
/// /proc through system calls, kill, waitpid): callable from a signal handler. Also runs at
/// exit() by itself (registered with atexit before the first child is started or registered).
void carousel_kill_all_children(void);

// MARK: strays.c: Descendants that left their group

/// Makes carousel the child subreaper (PR_SET_CHILD_SUBREAPER): a descendant whose parent dies is
/// re-parented to carousel rather than to init, even one that left its group and session, so
/// `carousel_end_strays` can end it. Only the `carousel` executable calls it: a test process
/// that became a subreaper would adopt (and its way out would kill) other tests' orphans.
/// Returns 0, or -1 with errno.
int carousel_become_subreaper(void);

/// Ends carousel's children that it did not start (strays it adopted as the subreaper): SIGKILL
/// to each and to its process group, then reaps them (waiting at most 0.2 s a round), round after
/// round while killing them orphans more (at most 8). With `spare_running`, a stray that is a
/// running command's leader or in its group is left to its run. Nothing unless
/// `carousel_become_subreaper` succeeded. Async-signal-safe.
void carousel_end_strays(int spare_running);

// MARK: opener.c: Links opened under a keeper

/// Starts the program at `path` (absolute) with `argv` and `envp` under a keeper process: in a
/// session of its own, with /dev/null for stdin, stdout and stderr and no other descriptor, never
/// the terminal, and left running when carousel ends (the keeper reaps the program and whatever
/// it starts). `*pid` is the keeper's, also its session's id; `*exit_fd` a pidfd of the keeper, or
/// -1. The keeper exits when everything under it has, with the program's exit status (or 128 +
/// its signal; 127 when it could not be run). Returns 0, or an errno value with nothing started.
int carousel_open_detached(const char *path, char *const argv[], char *const envp[], pid_t *pid, int *exit_fd);

/// Whether `pid` is a keeper's (or, being one's session id, of a process under it): strays are
/// never these. Async-signal-safe.
int carousel_is_kept(pid_t pid);

/// Forgets a keeper once it is reaped, so that its id, when reused, is no longer spared.
void carousel_forget_kept(pid_t pid);

// MARK: private_folder.c: Where pictures that commands wrote are kept

/// The folder private to this process where `format: image` outputs are kept (0700, made on the
/// first call under $TMPDIR or /tmp, removed at exit()), or NULL when it cannot be made.
const char *carousel_private_folder(void);

/// Removes the private folder and every file in it, if it was made. Async-signal-safe (system
/// calls only): the terminal layer's fatal-signal handler and watchdog call it.
void carousel_remove_private_folder(void);
