#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A wall-clock time as a section's title row shows it: "14:02" on the day it is shown, else
/// the day ("Nov 25"), and its year when that is not this year ("Nov 25 2025"), which says how
/// old cached pages are without crowding the title.
enum ClockLabel {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `seconds` since the Unix epoch in local time, as seen at `now`.
    static func text(for seconds: Int, now: Int = Int(time(nil))) -> String {
        guard let then = localParts(seconds), let today = localParts(now) else { return "" }
        let day = "\(months[Int(then.tm_mon) % 12]) \(then.tm_mday)"
        if then.tm_year != today.tm_year { return "\(day) \(Int(then.tm_year) + 1900)" }
        if then.tm_yday != today.tm_yday { return day }
        let two = { (value: Int32) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(then.tm_hour)):\(two(then.tm_min))"
    }

    private static func localParts(_ seconds: Int) -> tm? {
        var clock = time_t(seconds)
        var parts = tm()
        return localtime_r(&clock, &parts) == nil ? nil : parts
    }
}
