// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Carousel",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "carousel", targets: ["carousel"]),
        .library(name: "CarouselKit", targets: ["CarouselKit"]),
        .library(name: "CarouselSources", targets: ["CarouselSources"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    ],
    targets: [
        // The pure core: feed model, layout, scrolling, animation, auto-advance, keys, rendering
        // into an in-memory grid. No ncurses, no clock, no I/O.
        .target(name: "CarouselKit"),

        // Feed files: YAML/JSON text → validated `Feed`, with every problem located.
        .target(
            name: "CarouselFeed",
            dependencies: ["CarouselKit", .product(name: "Yams", package: "Yams")]
        ),

        // The default feed, embedded in the binary (the file lives in Resources/).
        .target(name: "BuiltinFeed", resources: [.embedInCode("feed.yaml")]),

        // The ncursesw C shim: wraps what Swift cannot import from curses.h.
        .target(name: "CNcursesw", linkerSettings: [.linkedLibrary("ncursesw")]),

        // Live sources' edge: commands run as child processes without blocking, file sources read
        // without waiting (details: docs/sources.md).
        .target(name: "CarouselSources", dependencies: ["CarouselKit", "CCommandSpawn"]),

        // posix_spawn with the GNU extensions, pidfds, and the list of children's process groups.
        .target(name: "CCommandSpawn"),

        // The terminal edge: ncurses backend and the run loop.
        .target(name: "CarouselTerminal", dependencies: ["CarouselKit", "CNcursesw"]),

        .executableTarget(
            name: "carousel",
            dependencies: [
                "CarouselKit", "CarouselFeed", "CarouselTerminal", "BuiltinFeed",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(
            name: "CarouselKitTests",
            dependencies: [
                "CarouselKit", "CarouselFeed", "BuiltinFeed", "CWidthProbe",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Snapshots"]
        ),

        // Text tests
        // The C library's wcwidth, which DisplayWidth must agree with; used only by tests.
        .target(name: "CWidthProbe"),

        // Live source tests: real child processes and files.
        .testTarget(name: "CarouselSourcesTests", dependencies: ["CarouselSources", "CarouselKit"]),

        // Terminal layer tests
        // Input translation and statistics, without a terminal.
        .testTarget(name: "CarouselTerminalTests", dependencies: ["CarouselTerminal", "CarouselKit", "CNcursesw"]),

        // Starts programs with a clean signal mask and no inherited descriptors (for tmux).
        .target(name: "CProcessSpawn", path: "Tests/CProcessSpawn"),

        // The built `carousel` driven inside tmux: keys in, screen captures out.
        .testTarget(name: "CarouselEndToEndTests", dependencies: ["CProcessSpawn", "CarouselKit"]),

        // Feed file tests: the loader on good and bad feeds, and `carousel` run as a process
        // (`make test` builds it first). Fixtures are read through #filePath.
        .testTarget(
            name: "CarouselFeedTests",
            dependencies: [
                "CarouselKit", "CarouselFeed", "BuiltinFeed",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"]
        ),
    ]
)
