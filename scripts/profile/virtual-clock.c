// Profiling aid, preloaded into the app by scripts/profile-frames.py: a virtual monotonic clock.
// A poll() or epoll_wait() (the run loop's wait) that would sleep returns at once and moves the
// clock on by its timeout, so a run draws exactly the same frames however slowly it executes
// (under valgrind, say). After VIRTUAL_SECONDS of virtual time the process is sent SIGTERM and
// exits as on a real one.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include <time.h>
#include <unistd.h>

static long long now_ns = 1000000000LL;
static long long end_ns = -1;

int clock_gettime(clockid_t clock, struct timespec *time) {
    static int (*real)(clockid_t, struct timespec *);
    if (real == NULL) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    if (clock != CLOCK_MONOTONIC) return real(clock, time);
    time->tv_sec = now_ns / 1000000000LL;
    time->tv_nsec = now_ns % 1000000000LL;
    return 0;
}

// A wait of `timeout` ms that found nothing ready: moves the clock on by it and returns whether
// the run goes on; once VIRTUAL_SECONDS have passed, asks the app to end.
static int sleep_virtually(int timeout) {
    if (end_ns < 0) {
        const char *seconds = getenv("VIRTUAL_SECONDS");
        end_ns = now_ns + (long long)(atof(seconds ? seconds : "10") * 1e9);
    }
    // Sleeping without a deadline: a second passes (the app is idle; nothing is drawn).
    now_ns += (timeout < 0 ? 1000 : timeout) * 1000000LL;
    if (now_ns < end_ns) return 1;
    kill(getpid(), SIGTERM);
    return 0;
}

int poll(struct pollfd *descriptors, nfds_t count, int timeout) {
    static int (*real)(struct pollfd *, nfds_t, int);
    if (real == NULL) real = (int (*)(struct pollfd *, nfds_t, int))dlsym(RTLD_NEXT, "poll");
    int ready = real(descriptors, count, 0);
    if (ready != 0 || timeout == 0) return ready;
    return sleep_virtually(timeout) ? 0 : real(descriptors, count, 1000);
}

int epoll_wait(int set, struct epoll_event *events, int count, int timeout) {
    static int (*real)(int, struct epoll_event *, int, int);
    if (real == NULL) real = (int (*)(int, struct epoll_event *, int, int))dlsym(RTLD_NEXT, "epoll_wait");
    int ready = real(set, events, count, 0);
    if (ready != 0 || timeout == 0) return ready;
    return sleep_virtually(timeout) ? 0 : real(set, events, count, 1000);
}
