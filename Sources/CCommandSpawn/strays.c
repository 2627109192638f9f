// Descendants of a source that left its process group or session (a double fork, `setsid`):
// no group kill reaches them. With carousel a child subreaper, the kernel re-parents them to
// carousel instead of init when their parent dies, so they can be found — as processes whose
// parent is carousel but that it did not start — ended and reaped. /proc is walked with system
// calls only (waitid, getdents64, open, read, kill, waitpid, nanosleep), so a fatal-signal
// handler can do it too; no allocation, no lock, no stdio.
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "command_spawn.h"
#include "registry.h"

static volatile sig_atomic_t is_subreaper = 0;

/// Strays looked at per round; more are found by the next round.
#define STRAYS_PER_ROUND 64
/// A stray's own children are re-parented to carousel once it dies: each round reaches one more
/// generation. Past this many a fork bomb would keep a way out busy for ever.
#define ROUNDS 8
/// How long a round waits for the strays it killed to die (SIGKILL takes a moment; a process in
/// uninterruptible sleep could take for ever, and a crash handler must not hang).
static const long round_wait_nanoseconds = 200L * 1000 * 1000;

int carousel_become_subreaper(void) {
    if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) {
        return -1;
    }
    is_subreaper = 1;
    return 0;
}

/// A decimal pid, or -1 for anything else ("self", "sys", ...).
static pid_t parse_pid(const char *text, const char **end) {
    long value = 0;
    const char *cursor = text;
    while (*cursor >= '0' && *cursor <= '9' && value < 1L << 30) {
        value = value * 10 + (*cursor - '0');
        cursor++;
    }
    if (end != NULL) *end = cursor;
    return cursor == text ? -1 : (pid_t)value;
}

/// The parent, the process group and the session of /proc/NAME/stat ("PID (COMM) STATE PPID PGRP
/// SESSION ..."; COMM may hold spaces and parentheses, so the fields are counted from its last ')').
static int read_stat(int proc, const char *name, pid_t *parent, pid_t *group, pid_t *session) {
    char path[64];
    size_t length = 0;
    while (name[length] != '\0' && length < sizeof path - 6) {
        path[length] = name[length];
        length++;
    }
    const char suffix[] = "/stat";
    for (size_t index = 0; index < sizeof suffix; index++) path[length + index] = suffix[index];
    int file = openat(proc, path, O_RDONLY | O_CLOEXEC);
    if (file < 0) return 0;
    char text[1024];
    ssize_t count;
    while ((count = read(file, text, sizeof text - 1)) < 0 && errno == EINTR) {
    }
    close(file);
    if (count <= 0) return 0;
    text[count] = '\0';
    const char *close_paren = NULL;
    for (const char *cursor = text; *cursor != '\0'; cursor++) {
        if (*cursor == ')') close_paren = cursor;
    }
    // ") S PPID PGRP"
    if (close_paren == NULL || close_paren[1] != ' ' || close_paren[2] == '\0' || close_paren[3] != ' ') return 0;
    const char *cursor;
    *parent = parse_pid(close_paren + 4, &cursor);
    if (*parent < 0 || *cursor != ' ') return 0;
    *group = parse_pid(cursor + 1, &cursor);
    if (*group < 0 || *cursor != ' ') return 0;
    *session = parse_pid(cursor + 1, NULL);
    return *session >= 0;
}

typedef struct {
    pid_t pid;
    pid_t group;
} stray;

/// Carousel's children that it did not start, never a link's keeper or anything in its session:
/// with `spare_running`, also none of a running command's group (those die with their run).
static int find_strays(stray found[], int capacity, int spare_running) {
    int proc = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (proc < 0) return 0;
    pid_t self = getpid();
    int count = 0;
    char entries[4096];
    ssize_t length;
    while (count < capacity && (length = getdents64(proc, entries, sizeof entries)) > 0) {
        for (ssize_t offset = 0; offset < length && count < capacity;) {
            struct dirent64 *entry = (struct dirent64 *)(entries + offset);
            offset += entry->d_reclen;
            const char *end;
            pid_t pid = parse_pid(entry->d_name, &end);
            pid_t parent, group, session;
            if (pid <= 0 || *end != '\0' || !read_stat(proc, entry->d_name, &parent, &group, &session)
                || parent != self || carousel_is_kept(pid) || carousel_is_kept(session)) {
                continue;
            }
            if (spare_running && (carousel_is_registered_group(pid) || carousel_is_registered_group(group))) {
                continue;
            }
            found[count].pid = pid;
            found[count].group = group;
            count++;
        }
    }
    close(proc);
    return count;
}

static long nanoseconds_since(const struct timespec *start) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (now.tv_sec - start->tv_sec) * 1000000000L + (now.tv_nsec - start->tv_nsec);
}

/// Reaps the strays, waiting up to the round's limit for those still dying.
static void reap(stray strays[], int count) {
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    int left = count;
    while (left > 0) {
        for (int index = 0; index < count; index++) {
            if (strays[index].pid <= 0) continue;
            int status;
            pid_t result = waitpid(strays[index].pid, &status, WNOHANG);
            if (result == strays[index].pid || (result < 0 && errno != EINTR)) {
                strays[index].pid = 0;
                left--;
            }
        }
        if (left == 0 || nanoseconds_since(&start) > round_wait_nanoseconds) return;
        struct timespec pause = {0, 1000 * 1000};
        nanosleep(&pause, NULL);
    }
}

/// Whether carousel has any child at all, reaped or not: one system call, so that the walk of
/// /proc (a few milliseconds) is made only when there may be a stray.
static int has_children(void) {
    siginfo_t info;
    int result;
    while ((result = waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT)) < 0 && errno == EINTR) {
    }
    return result == 0 || errno != ECHILD;
}

void carousel_end_strays(int spare_running) {
    if (!is_subreaper) return;
    pid_t own_group = getpgrp();
    for (int round = 0; round < ROUNDS && has_children(); round++) {
        stray strays[STRAYS_PER_ROUND];
        int count = find_strays(strays, STRAYS_PER_ROUND, spare_running);
        if (count == 0) return;
        for (int index = 0; index < count; index++) {
            // Its group holds only a source's descendants (a group never spans sessions, and
            // every source has a session of its own); never carousel's own group.
            if (strays[index].group > 1 && strays[index].group != own_group) {
                kill(-strays[index].group, SIGKILL);
            }
            kill(strays[index].pid, SIGKILL);
        }
        reap(strays, count);
    }
}
