// swift-tools-version: 6.1
// Release-build benchmarks for docs/behaviour.md §3.10 (`make bench`). A package of its own, so that the app's
// build and `make test` never compile the benchmark harness.
import PackageDescription

let package = Package(
    name: "CarouselBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "Carousel"),  // a link to the root, whose directory name may be anything
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "CarouselKit", package: "Carousel"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "CoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SourceBenchmarks",
            dependencies: [
                .product(name: "CarouselKit", package: "Carousel"),
                .product(name: "CarouselSources", package: "Carousel"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "SourceBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
