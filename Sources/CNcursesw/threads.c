#define _GNU_SOURCE
#include "shim.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

static int start_thread(void *(*start)(void *), void *context, size_t stack_size, pthread_t *joinable) {
    sigset_t all, previous;
    sigfillset(&all);
    // The new thread inherits the mask: signals stay with the main thread's waits and writes.
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, joinable == NULL ? PTHREAD_CREATE_DETACHED : PTHREAD_CREATE_JOINABLE);
    pthread_attr_setstacksize(&attributes, stack_size);
    int status = pthread_create(joinable == NULL ? &thread : joinable, &attributes, start, context);
    pthread_attr_destroy(&attributes);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return status;
}

int carousel_start_thread(void *(*start)(void *), void *context, size_t stack_size) {
    return start_thread(start, context, stack_size, NULL);
}

int carousel_start_joinable_thread(void *(*start)(void *), void *context, size_t stack_size, pthread_t *thread) {
    return start_thread(start, context, stack_size, thread);
}

void carousel_join_thread(pthread_t thread) {
    pthread_join(thread, NULL);
}

int carousel_open_wake_pipe(int ends[2]) {
    return pipe2(ends, O_CLOEXEC | O_NONBLOCK);
}
