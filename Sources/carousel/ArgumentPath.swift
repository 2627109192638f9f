import SystemPackage

/// A file name from the command line, byte for byte.
///
/// ArgumentParser hands over `String`s, which cannot hold a name that is not valid UTF-8: such a
/// name arrives with U+FFFD in place of its odd bytes and would name no file. The original
/// bytes are still in `argv`.
enum ArgumentPath {
    /// The path of the argument that ArgumentParser read as `value`.
    static func filePath(_ value: String) -> FilePath {
        let arguments = CommandLine.unsafeArgv
        for index in 1..<Int(CommandLine.argc) {
            // `String(cString:)` repairs bad bytes as `CommandLine.arguments` did.
            if let argument = arguments[index], String(cString: argument) == value {
                return FilePath(platformString: argument)
            }
        }
        return FilePath(value)
    }
}
