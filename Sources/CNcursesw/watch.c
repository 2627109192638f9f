#define _GNU_SOURCE
#include <string.h>
#include <unistd.h>

#include "shim.h"

#ifdef __linux__
#include <libgen.h>
#include <limits.h>
#include <sys/inotify.h>

/// dirname/basename may modify their argument: work on copies.
static void split_path(const char *path, char *directory, char *name) {
    char first[PATH_MAX], second[PATH_MAX];
    strncpy(first, path, PATH_MAX - 1);
    first[PATH_MAX - 1] = '\0';
    strncpy(second, path, PATH_MAX - 1);
    second[PATH_MAX - 1] = '\0';
    strncpy(directory, dirname(first), PATH_MAX - 1);
    directory[PATH_MAX - 1] = '\0';
    strncpy(name, basename(second), NAME_MAX);
    name[NAME_MAX] = '\0';
}

int carousel_watch_file(const char *path) {
    char directory[PATH_MAX], name[NAME_MAX + 1];
    split_path(path, directory, name);
    int descriptor = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (descriptor < 0) {
        return -1;
    }
    uint32_t mask = IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM;
    if (inotify_add_watch(descriptor, directory, mask) < 0) {
        close(descriptor);
        return -1;
    }
    return descriptor;
}

int carousel_take_file_change(int descriptor, const char *path) {
    char directory[PATH_MAX], name[NAME_MAX + 1];
    split_path(path, directory, name);
    char buffer[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
    int changed = 0;
    ssize_t length;
    while ((length = read(descriptor, buffer, sizeof buffer)) > 0) {
        for (char *cursor = buffer; cursor < buffer + length;) {
            const struct inotify_event *event = (const struct inotify_event *)cursor;
            if (event->len > 0 && strcmp(event->name, name) == 0) {
                changed = 1;
            }
            cursor += sizeof(struct inotify_event) + event->len;
        }
    }
    return changed;
}
#else
int carousel_watch_file(const char *path) {
    (void)path;
    return -1;
}

int carousel_take_file_change(int descriptor, const char *path) {
    (void)descriptor;
    (void)path;
    return 0;
}
#endif
