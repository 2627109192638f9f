// swift-tools-version: 6.1
// Programs that use CarouselKit as a library (`make test` builds them and checks `headless`'s
// output). A package of its own, so that the app's build never compiles them.
import PackageDescription

let package = Package(
    name: "CarouselExamples",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "Carousel"),  // a link to the root, whose directory name may be anything
    ],
    targets: [
        // A carousel built in code, driven by SimulatedSession, its frames printed as text.
        .executableTarget(
            name: "headless",
            dependencies: [.product(name: "CarouselKit", package: "Carousel"), "ExampleSupport"]
        ),

        // A small ncurses screen of its own with a carousel in part of it.
        .executableTarget(
            name: "embedded",
            dependencies: [.product(name: "CarouselKit", package: "Carousel"), "CExampleCurses", "ExampleSupport"]
        ),

        // The few ncursesw calls `embedded` needs, as plain C functions.
        .target(name: "CExampleCurses", linkerSettings: [.linkedLibrary("ncursesw")]),

        // What both programs share: leaving with a message.
        .target(name: "ExampleSupport"),
    ]
)
