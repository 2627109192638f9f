// Noticing a child's end and reaping it, kept apart so that the group can be killed in between.
#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "command_spawn.h"

int carousel_child_ended(pid_t pid, int *exit_status, int *signal_number) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    int result;
    do {
        result = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT);
    } while (result != 0 && errno == EINTR);
    if (result != 0) {
        return -1;
    }
    if (info.si_pid == 0) {
        return 0;
    }
    *exit_status = info.si_code == CLD_EXITED ? info.si_status : -1;
    *signal_number = info.si_code == CLD_EXITED ? 0 : info.si_status;
    return 1;
}

void carousel_reap_child(pid_t pid, int block) {
    int status;
    while (waitpid(pid, &status, block ? 0 : WNOHANG) < 0 && errno == EINTR) {
    }
}

char *const *carousel_environment(void) {
    return environ;
}

const char *carousel_signal_abbreviation(int signal_number) {
    return sigabbrev_np(signal_number);
}
