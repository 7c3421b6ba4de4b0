// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScenePivot",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "ScenePivot", targets: ["ScenePivot"]),
        .library(name: "ScenePivotUIKit", targets: ["ScenePivotUIKit"]),
        .library(name: "ScenePivotSwiftUI", targets: ["ScenePivotSwiftUI"]),
        .library(name: "ScenePivotHeadless", targets: ["ScenePivotHeadless"]),
        .library(name: "ScenePivotTesting", targets: ["ScenePivotTesting"]),
        .executable(name: "scenepivot-demo", targets: ["scenepivot-demo"]),
        .executable(name: "scenepivot-benchmarks", targets: ["scenepivot-benchmarks"]),
        // The UIKit examples' code, for their app shells in Examples/Apps (app playgrounds a Mac opens in Xcode).
        .library(
            name: "ScenePivotExampleApps",
            targets: ["ExampleSupport", "PhotoAlbums", "HostedAlbums", "SwiftUIAlbums", "WalkingApp", "PoseFeedApp"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "ScenePivot"),
        .target(name: "ScenePivotUIKit", dependencies: ["ScenePivot"]),
        // Its files are wholly in `#if canImport(SwiftUI) && canImport(UIKit)`: elsewhere it builds empty.
        .target(name: "ScenePivotSwiftUI", dependencies: ["ScenePivot", "ScenePivotUIKit"]),
        // The headless stage and its stand-in screens and containers: for tests and the demo, never shipped in an app.
        .target(name: "ScenePivotHeadless", dependencies: ["ScenePivot"]),
        .target(name: "ScenePivotTesting", dependencies: ["ScenePivot", "ScenePivotHeadless"]),

        // Examples: the photo-albums flow shared by the headless demo and the UIKit example.
        .target(name: "PhotoAlbumsFlow", dependencies: ["ScenePivot"], path: "Examples/PhotoAlbumsFlow"),
        .target(
            name: "PhotoAlbums", dependencies: ["ScenePivotUIKit", "PhotoAlbumsFlow"], path: "Examples/PhotoAlbums"),
        // The same flow with SwiftUI screens hosted in a UIKit navigation controller.
        .target(
            name: "HostedAlbums", dependencies: ["ScenePivotSwiftUI", "PhotoAlbumsFlow"],
            path: "Examples/HostedAlbums"),
        // The same flow on the SwiftUI stage: a NavigationStack, its alerts and dialogs drawn from the stage's state.
        .target(
            name: "SwiftUIAlbums", dependencies: ["ScenePivotSwiftUI", "PhotoAlbumsFlow"],
            path: "Examples/SwiftUIAlbums"),
        // Examples: a login → tabs app and a paged feed, from the coordinator write-ups the DocC article "From
        // Coordinators to Requests" names, and their UIKit forms, whose plain screens and launch screen come from
        // ExampleSupport.
        .target(name: "WalkingFlow", dependencies: ["ScenePivot"], path: "Examples/WalkingFlow"),
        .target(name: "PoseFeedFlow", dependencies: ["ScenePivot"], path: "Examples/PoseFeedFlow"),
        // The example flows' stand-in screens for the headless stage (the demo and the tests), so the apps that
        // share the flows never link ScenePivotHeadless.
        .target(
            name: "ExampleStandIns",
            dependencies: ["ScenePivotHeadless", "PhotoAlbumsFlow", "WalkingFlow", "PoseFeedFlow"],
            path: "Examples/ExampleStandIns"),
        .target(name: "ExampleSupport", path: "Examples/ExampleSupport"),
        .target(
            name: "WalkingApp", dependencies: ["ScenePivotUIKit", "ExampleSupport", "WalkingFlow"],
            path: "Examples/WalkingApp"),
        .target(
            name: "PoseFeedApp", dependencies: ["ScenePivotUIKit", "ExampleSupport", "PoseFeedFlow"],
            path: "Examples/PoseFeedApp"),
        .executableTarget(
            name: "scenepivot-demo",
            dependencies: [
                "ScenePivot", "ScenePivotHeadless", "PhotoAlbumsFlow", "WalkingFlow", "PoseFeedFlow", "ExampleStandIns",
            ],
            path: "Examples/scenepivot-demo"),

        .executableTarget(
            name: "scenepivot-benchmarks", dependencies: ["ScenePivot", "ScenePivotHeadless", "ScenePivotTesting"],
            path: "Benchmarks/scenepivot-benchmarks"),

        // What the test targets share: `bounded(_:turns:sourceLocation:_:)`, the await that fails instead of hanging.
        // Not a product; it depends on Testing only.
        .target(name: "ScenePivotTestSupport", path: "Tests/ScenePivotTestSupport"),
        .testTarget(
            name: "ScenePivotTests",
            dependencies: [
                "ScenePivot", "ScenePivotHeadless", "PhotoAlbumsFlow", "WalkingFlow", "PoseFeedFlow", "ExampleStandIns",
                "ScenePivotTestSupport",
            ]),
        .testTarget(
            name: "ScenePivotTestingTests",
            dependencies: [
                "ScenePivotTesting", "PhotoAlbumsFlow", "WalkingFlow", "ExampleStandIns", "ScenePivotTestSupport",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ScenePivotReliabilityTests",
            dependencies: ["ScenePivot", "ScenePivotHeadless", "ScenePivotTestSupport"]),
        .testTarget(
            name: "SceneBuilderClashTests", dependencies: ["ScenePivot", "ScenePivotHeadless", "ScenePivotTesting"]),
        .testTarget(name: "ScenePivotDemoTests", dependencies: ["scenepivot-demo"]),
        // README and DocC snippets that say they are copied from a file of the package stand in that file.
        .testTarget(name: "DocumentationTests", exclude: ["Preludes"]),
        // iOS only: drives ViewControllerStage in a real UIWindow on a simulator (`xcodebuild test`); every file is
        // wrapped in `#if canImport(UIKit)`, so elsewhere it builds empty.
        .testTarget(name: "ScenePivotUIKitTests", dependencies: ["ScenePivotUIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
