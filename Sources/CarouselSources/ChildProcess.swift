#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCommandSpawn

/// A started command: its process (which leads its own process group) and the parent's ends of
/// its stdout and stderr pipes.
struct ChildProcess {
    let pid: pid_t
    /// -1 once closed (at end of file).
    private(set) var outputDescriptor: Int32
    private(set) var errorDescriptor: Int32
    /// Polls readable once the process has exited; -1 without pidfds.
    let exitDescriptor: Int32

    /// How the process ended.
    enum End {
        case exited(Int32)
        case signaled(Int32)
        /// Reaped by someone else: the status is lost.
        case lost
    }

    /// Starts the command, or says why it could not (naming the program).
    static func start(
        _ invocation: CommandInvocation, directory: String, environment: [String]
    ) -> Result<ChildProcess, StartFailure> {
        let (file, arguments) = invocation.program
        guard !file.isEmpty else { return .failure(StartFailure(reason: "the command is empty")) }
        guard !(arguments + [directory]).contains(where: { $0.utf8.contains(0) }) else {
            return .failure(StartFailure(reason: "\(file): the command contains a NUL byte"))
        }
        // posix_spawn reports a missing directory as ENOENT, like a missing program: tell them apart.
        var status = stat()
        guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            return .failure(StartFailure(reason: "\(directory): no such directory to run \(file) in"))
        }
        var child = carousel_child()
        let error = CStringList.with(arguments) { argv in
            CStringList.with(environment) { envp in
                carousel_spawn_child(file, argv, envp, directory, &child)
            }
        }
        guard error == 0 else { return .failure(StartFailure(program: file, errno: error)) }
        return .success(ChildProcess(
            pid: child.pid, outputDescriptor: child.output_fd, errorDescriptor: child.error_fd,
            exitDescriptor: child.exit_fd))
    }

    /// Sends a signal to the whole process group (the pid is the group's id).
    func signalGroup(_ signal: Int32) {
        _ = carousel_signal_group(pid, signal)
    }

    /// How the process ended, or nil while it runs; it stays unreaped until `finish`.
    func end() -> End? {
        var status: Int32 = -1
        var signal: Int32 = 0
        switch carousel_child_ended(pid, &status, &signal) {
        case 0: return nil
        case 1: return signal == 0 ? .exited(status) : .signaled(signal)
        default: return .lost
        }
    }

    mutating func closeOutput() {
        Self.release(&outputDescriptor)
    }

    mutating func closeError() {
        Self.release(&errorDescriptor)
    }

    /// Kills whatever is left of the group (a background job the command left behind) while the
    /// unreaped leader still holds the group's id, then reaps the leader, ends what escaped the
    /// group and was adopted (`Subreaper`), and closes everything.
    /// Waits for the leader only when `waiting` (after a SIGKILL, that is a moment).
    mutating func finish(waiting: Bool) {
        signalGroup(SIGKILL)
        carousel_unregister_group(pid)
        carousel_reap_child(pid, waiting ? 1 : 0)
        carousel_end_strays(1)
        closeOutput()
        closeError()
        if exitDescriptor >= 0 {
            close(exitDescriptor)
        }
    }

    private static func release(_ descriptor: inout Int32) {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
    }
}

/// Why a command did not start, worded like a shell would (`nosuch: command not found`).
struct StartFailure: Error {
    var reason: String

    init(reason: String) {
        self.reason = reason
    }

    init(program: String, errno error: Int32) {
        let searched = !program.contains("/")
        switch error {
        case ENOENT: reason = searched ? "\(program): command not found" : "\(program): no such file"
        case EACCES: reason = "\(program): permission denied"
        case ENOEXEC: reason = "\(program): not an executable"
        case EAGAIN: reason = "\(program): too many processes running"
        default: reason = "\(program): \(String(cString: strerror(error)))"
        }
    }
}
