#if canImport(Glibc)
import Glibc
#endif
import CarouselKit
import CarouselSources

/// Runs one command to its end with a fresh runner.
func runCommand(
    _ invocation: CommandInvocation, in directory: String = "/", timeout: Double = 60,
    limits: CommandLimits = .standard, environment: [String]? = nil
) -> CommandResult {
    let runner = CommandRunner(limits: limits, environment: environment)
    runner.start(request(invocation, in: directory, timeout: timeout), at: MonotonicTime.now())
    return runner.runUntilIdle()[0]
}

func request(_ invocation: CommandInvocation, in directory: String = "/", timeout: Double = 60) -> CommandRequest {
    CommandRequest(invocation, directory: directory, sectionID: "ci", textSize: Size(width: 40, height: 3), timeout: timeout)
}

extension CommandResult {
    var text: String { String(decoding: output, as: UTF8.self) }
    var lines: [String] { text.split(separator: "\n").map(String.init) }
}

/// Whether a process is running: it exists and is not a zombie (this machine's pid 1 does not
/// reap orphans, so a killed grandchild may stay a zombie).
func isRunning(_ pid: Int32) -> Bool {
    guard let stat = readText("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return false }
    let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
    return state != "Z" && state != "X"
}

/// Whether `pid` was a child of this process that has been reaped (waitpid knows no such child).
func isReaped(_ pid: Int32) -> Bool {
    var status: Int32 = 0
    return waitpid(pid, &status, WNOHANG) == -1 && errno == ECHILD
}

/// Waits (polling, with a generous limit) until `condition` holds; whether it did.
func eventually(within seconds: Double = 30, _ condition: () -> Bool) -> Bool {
    let deadline = MonotonicTime.now() + seconds
    while MonotonicTime.now() < deadline {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}

func openDescriptorCount() -> Int {
    guard let directory = opendir("/proc/self/fd") else { return -1 }
    defer { closedir(directory) }
    var count = 0
    while readdir(directory) != nil {
        count += 1
    }
    return count - 3 // ".", ".." and the directory's own descriptor
}

func readText(_ path: String) -> String? {
    readBytes(path).map { String(decoding: $0, as: UTF8.self) }
}

func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[..<count]
    }
    return bytes
}

func writeFile(_ path: String, _ text: String, mode: mode_t = 0o644) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    precondition(descriptor >= 0, "cannot create \(path)")
    _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
    close(descriptor)
}

/// A new empty folder under /tmp, its path resolved (as `pwd` prints it).
func makeTemporaryDirectory() -> String {
    var template = Array("/tmp/carousel-sources-XXXXXX".utf8CString)
    guard mkdtemp(&template) != nil, let resolved = realpath(template, nil) else {
        preconditionFailure("mkdtemp failed")
    }
    defer { free(resolved) }
    return String(cString: resolved)
}

func removeDirectory(_ path: String) {
    _ = runCommand(.arguments(["rm", "-rf", path]))
}
