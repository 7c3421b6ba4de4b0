// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScenePivot",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "ScenePivot", targets: ["ScenePivot"]),
        .library(name: "ScenePivotUIKit", targets: ["ScenePivotUIKit"]),
        .library(name: "ScenePivotTesting", targets: ["ScenePivotTesting"]),
        .executable(name: "scenepivot-demo", targets: ["scenepivot-demo"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "ScenePivot"),
        .target(name: "ScenePivotUIKit", dependencies: ["ScenePivot"]),
        .target(name: "ScenePivotTesting", dependencies: ["ScenePivot"]),

        // Examples: the photo-albums flow shared by the headless demo and the UIKit example.
        .target(name: "PhotoAlbumsFlow", dependencies: ["ScenePivot"], path: "Examples/PhotoAlbumsFlow"),
        .target(
            name: "PhotoAlbums", dependencies: ["ScenePivotUIKit", "PhotoAlbumsFlow"], path: "Examples/PhotoAlbums"),
        .executableTarget(
            name: "scenepivot-demo", dependencies: ["ScenePivot", "PhotoAlbumsFlow"],
            path: "Examples/scenepivot-demo"),

        .testTarget(name: "ScenePivotTests", dependencies: ["ScenePivot", "PhotoAlbumsFlow"]),
        .testTarget(name: "ScenePivotTestingTests", dependencies: ["ScenePivotTesting", "PhotoAlbumsFlow"]),
    ],
    swiftLanguageModes: [.v6]
)
