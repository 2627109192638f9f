#define _GNU_SOURCE
#include "process_shim.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

int carousel_start_thread(void *(*start)(void *), void *context, size_t stack_size) {
    sigset_t all, previous;
    sigfillset(&all);
    // The new thread inherits the mask: signals stay with the main thread's waits and writes.
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, stack_size);
    int status = pthread_create(&thread, &attributes, start, context);
    pthread_attr_destroy(&attributes);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return status;
}

int carousel_open_wake_pipe(int ends[2]) {
    return pipe2(ends, O_CLOEXEC | O_NONBLOCK);
}
