// The folder where carousel keeps what `format: image` commands wrote, private to this process:
// made on first use (0700, under TMPDIR, or /tmp when TMPDIR is unset, relative, missing or
// cannot be written), and removed with everything in it on every way
// out — exit() through atexit, a terminating signal or the watchdog through the terminal layer's
// handlers — so removal uses system calls only (getdents64, unlinkat, rmdir): no allocation, no
// lock, no stdio.
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "command_spawn.h"

static char folder[PATH_MAX];
static atomic_int folder_made = 0;
static pthread_once_t made_once = PTHREAD_ONCE_INIT;

static void remove_at_exit(void) {
    carousel_remove_private_folder();
}

// Makes the folder under `base`; whether it was made.
static int make_folder_in(const char *base) {
    int length = snprintf(folder, sizeof folder, "%s/carousel-%d-XXXXXX", base, (int)getpid());
    return length > 0 && (size_t)length < sizeof folder && mkdtemp(folder) != NULL;
}

static void make_folder(void) {
    const char *base = getenv("TMPDIR");
    int made = base != NULL && base[0] == '/' && make_folder_in(base);
    if (!made && !make_folder_in("/tmp")) {
        return;
    }
    atexit(remove_at_exit);
    atomic_store(&folder_made, 1);
}

const char *carousel_private_folder(void) {
    pthread_once(&made_once, make_folder);
    return atomic_load(&folder_made) ? folder : NULL;
}

void carousel_remove_private_folder(void) {
    if (!atomic_exchange(&folder_made, 0)) {
        return;
    }
    int directory = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (directory >= 0) {
        // Entries removed while reading may shift the rest: read again from the start until a
        // pass removes nothing (only this process writes here, so that is soon).
        int removed;
        do {
            removed = 0;
            lseek(directory, 0, SEEK_SET);
            char entries[4096];
            ssize_t length;
            while ((length = getdents64(directory, entries, sizeof entries)) > 0) {
                for (ssize_t offset = 0; offset < length;) {
                    struct dirent64 *entry = (struct dirent64 *)(entries + offset);
                    offset += entry->d_reclen;
                    if (strcmp(entry->d_name, ".") != 0 && strcmp(entry->d_name, "..") != 0
                        && unlinkat(directory, entry->d_name, 0) == 0) {
                        removed++;
                    }
                }
            }
        } while (removed > 0);
        close(directory);
    }
    rmdir(folder);
}
