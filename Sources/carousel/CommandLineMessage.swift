/// ArgumentParser's usage-error text, reworded for this app.
enum CommandLineMessage {
    static func rewrite(_ message: String) -> String {
        var text = message
        if text.hasPrefix("Error: ") { text = "carousel: " + text.dropFirst("Error: ".count) }
        return text.replacing("carousel run ", with: "carousel ")
    }
}
