// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Carousel",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "carousel", targets: ["carousel"]),
        .library(name: "CarouselKit", targets: ["CarouselKit"]),
        .library(name: "CarouselSources", targets: ["CarouselSources"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        // `make docs`: `swift package generate-documentation --target CarouselKit` (DocC).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-system", exact: "1.8.1"),
    ],
    targets: [
        // The pure core: feed model, layout, scrolling, animation, auto-advance, keys, rendering
        // into an in-memory grid. No ncurses, no clock, no I/O.
        .target(name: "CarouselKit"),

        // Feed files: YAML/JSON text → validated `Feed`, with every problem located.
        .target(
            name: "CarouselFeed",
            dependencies: ["CarouselKit", "CLibYAML", .product(name: "SystemPackage", package: "swift-system")]
        ),

        // The system's libyaml (C), whose event parser reads YAML feeds.
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),

        // Pictures in cards: PNG and JPEG files read, checked against the limits and decoded into
        // RGBA pixels (docs/feed-format.md, Pictures).
        .target(
            name: "CarouselPictures",
            dependencies: [
                "CarouselKit", "CarouselFeed", "CPictureDecode", .product(name: "SystemPackage", package: "swift-system"),
            ]),

        // The C side of the picture decoder: libpng's and libjpeg's errors longjmp, which Swift
        // frames must never see. The libraries (Debian: libpng-dev, libjpeg-dev) are linked in
        // statically in the release binary (the Makefile), where feeds without pictures pay
        // nothing for them: no loader work, and their pages are never read.
        .target(
            name: "CPictureDecode",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("z"), .linkedLibrary("m")]),

        // The default feed and its pictures, embedded in the binary (the files live in Resources/;
        // scripts/draw-pictures.py draws the pictures).
        .target(
            name: "BuiltinFeed",
            resources: [
                .embedInCode("feed.yaml"), .embedInCode("sunset.png"), .embedInCode("harbour.png"),
                .embedInCode("builds.png"), .embedInCode("aurora.png"),
            ]),

        // What `carousel init` writes and `carousel schema` prints, embedded in the binary (the
        // files live in Resources/).
        .target(
            name: "CarouselFiles",
            resources: [.embedInCode("starter-feed.yaml"), .embedInCode("feed.schema.json")]
        ),

        // The ncursesw C shim: wraps what Swift cannot import from curses.h.
        .target(name: "CNcursesw", linkerSettings: [.linkedLibrary("ncursesw")]),

        // The process around the terminal app, in C: signal handlers and the ways out that kill
        // the child process groups, stderr captured, threads with signals blocked, wake pipes.
        .target(name: "CProcess", dependencies: ["CCommandSpawn"]),

        // Live sources' edge: commands run as child processes without blocking, file sources read
        // without waiting (details: docs/sources.md).
        .target(
            name: "CarouselSources",
            dependencies: [
                "CarouselKit", "CarouselFeed", "CarouselPictures", "CCommandSpawn",
                .product(name: "SystemPackage", package: "swift-system"),
            ]),

        // posix_spawn with the GNU extensions, pidfds, and the list of children's process groups.
        .target(name: "CCommandSpawn"),

        // The terminal edge: ncurses backend and the run loop.
        .target(
            name: "CarouselTerminal",
            dependencies: [
                "CarouselKit", "CarouselFeed", "CarouselSources", "CarouselPictures", "CNcursesw", "CProcess",
                .product(name: "SystemPackage", package: "swift-system"),
            ]),

        .executableTarget(
            name: "carousel",
            dependencies: [
                "CarouselKit", "CarouselFeed", "CarouselSources", "CarouselTerminal", "BuiltinFeed", "CarouselFiles",
                "CarouselPictures", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),

        // The seed random tests draw from (fixed unless CAROUSEL_TEST_SEED says otherwise) and
        // the property check that draws from it (docs/reliability.md, Seeds).
        .target(
            name: "TestSeeds", dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/TestSeeds"),

        // SGR-coloured text read back, for the tests of `render --ansi` and of tmux's screens.
        .target(name: "ColouredText", path: "Tests/ColouredText"),

        .testTarget(
            name: "CarouselKitTests",
            dependencies: [
                "CarouselKit", "CarouselFeed", "BuiltinFeed", "CWidthProbe", "TestSeeds",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Snapshots"]
        ),

        // Text tests
        // The C library's wcwidth, which DisplayWidth must agree with; used only by tests.
        .target(name: "CWidthProbe"),

        // Live source tests: real child processes and files.
        .testTarget(
            name: "CarouselSourcesTests",
            dependencies: ["CarouselSources", "CarouselKit", "CarouselFeed", "CCommandSpawn"]),

        // Terminal layer tests
        // Input translation and statistics, without a terminal.
        .testTarget(
            name: "CarouselTerminalTests",
            dependencies: [
                "CarouselTerminal", "CarouselKit", "CarouselPictures", "CNcursesw", "CProcess", "ChildGroupProbe",
                "CProcessSpawn", "TestSeeds", .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]),

        // The app's signal handling with a registered child process group, ended in the ways
        // the child-group tests name (exit, a crash, a terminating signal the loop never sees).
        .executableTarget(
            name: "ChildGroupProbe", dependencies: ["CProcess", "CCommandSpawn"], path: "Tests/ChildGroupProbe"),

        // Starts programs with a clean signal mask and no inherited descriptors (for tmux).
        .target(name: "CProcessSpawn", path: "Tests/CProcessSpawn"),

        // The built `carousel` driven inside tmux: keys in, screen captures out.
        .testTarget(name: "CarouselEndToEndTests", dependencies: ["CProcessSpawn", "CarouselKit", "ColouredText"]),

        // `make install`, `make uninstall` and `make dist` on the release binary that `make test`
        // builds first (make stage), into scratch folders.
        .testTarget(name: "CarouselInstallTests"),

        // Feed file tests: the loader on good and bad feeds, and `carousel` run as a process
        // (`make test` builds it first). Fixtures are read through #filePath.
        .testTarget(
            name: "CarouselFeedTests",
            dependencies: [
                "CarouselKit", "CarouselFeed", "CarouselPictures", "BuiltinFeed", "CProcessSpawn", "ColouredText",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            exclude: ["Fixtures"]
        ),
    ]
)

// Fuzzing (`make fuzz`, docs/reliability.md): what each target checks is in Fuzz/Checks, shared
// with the test that replays the seeds and findings. The libFuzzer targets themselves have no
// `main` (libFuzzer's is linked in), so they exist only when CAROUSEL_FUZZ is set. A new target
// is one name here, plus its folder in Fuzz/Targets (entry point and SEEDS) and its check.
let fuzzTargets = [
    "FuzzYAMLFeed", "FuzzJSONFeed", "FuzzTerminalText", "FuzzInputDecoder", "FuzzPictureDecoder", "FuzzCacheEntry",
]
package.targets += [
    .target(
        name: "FuzzChecks",
        dependencies: [
            "CarouselKit", "CarouselFeed", "CarouselPictures", "CarouselSources", "CarouselTerminal", "CNcursesw",
        ],
        path: "Fuzz/Checks"),
    .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzChecks"]),
]
if Context.environment["CAROUSEL_FUZZ"] != nil {
    package.targets += fuzzTargets.map { name in
        .executableTarget(
            name: name, dependencies: ["FuzzChecks"], path: "Fuzz/Targets/\(name)", exclude: ["SEEDS"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    }
}
