// swift-tools-version: 6.0
// NotificationSettings: per-type push notification settings for a Wikipedia app.
// No outside packages: the build machines cannot fetch any.
import PackageDescription

let package = Package(
  name: "NotificationSettings",
  // Observation (the SwiftUI layer's store) needs iOS 17 / macOS 14.
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "MediaWikiAPI", targets: ["MediaWikiAPI"]),
    .library(name: "NotificationSettings", targets: ["NotificationSettings"]),
  ],
  targets: [
    .target(name: "MediaWikiAPI"),
    .target(name: "NotificationSettings", dependencies: ["MediaWikiAPI"]),
    // The real local test wikis, fresh accounts and a counting transport: for tests and the benchmark.
    .target(name: "TestWikiKit", dependencies: ["MediaWikiAPI"], path: "Tests/TestWikiKit"),
    // Shared by the test targets: TestWikiKit plus scripted fakes that fail the running test.
    .target(
      name: "TestSupport", dependencies: ["MediaWikiAPI", "TestWikiKit"], path: "Tests/TestSupport"),
    .testTarget(
      name: "MediaWikiAPITests",
      dependencies: ["MediaWikiAPI", "TestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "NotificationSettingsTests", dependencies: ["NotificationSettings", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
