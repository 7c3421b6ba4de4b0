// swift-tools-version: 6.0
// An app playground: open this folder in Xcode, pick an iPhone or iPad simulator, and run (⌘R). The app is
// ScenePivot's HostedAlbums example, a UIKit flow whose screens are SwiftUI views: its code is in the ScenePivot
// package at the repository's root (../../..), product ScenePivotExampleApps, and this folder holds only its shell.
// It has never run: it is type-checked on Linux (Scripts/typecheck-ios.sh), like the other app shells.
// AppleProductTypes exists only in Xcode and Swift Playgrounds, so this manifest is not built on Linux.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "HostedAlbums",
    platforms: [.iOS(.v15)],
    products: [
        .iOSApplication(
            name: "Photo Albums (hosted SwiftUI)",
            targets: ["AppModule"],
            bundleIdentifier: "dev.scenepivot.examples.hostedalbums",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [.package(name: "ScenePivot", path: "../../..")],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [.product(name: "ScenePivotExampleApps", package: "ScenePivot")],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
