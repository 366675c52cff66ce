// swift-tools-version: 6.0
// NotificationSettings: per-type push notification settings for a Wikipedia app.
// No outside packages: the build machines cannot fetch any.
import PackageDescription

// For the modules the command-line tool links: a member is visible only through a module the file
// itself imports, so a file importing FoundationEssentials cannot use a full-Foundation member
// (which on Linux would link Foundation and ICU) that another file's import made visible.
// Swift 6.1 has the feature (SE-0444); the oldest Xcode 16 the app builds with has Swift 6.0.
#if compiler(>=6.1)
  let lean: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]
#else
  let lean: [SwiftSetting] = []
#endif

let package = Package(
  name: "NotificationSettings",
  // The Wikipedia iOS app's floor. Nothing here needs more: the store tells renderers of changes
  // through its own observe(_:) (no Observation), and the Apple layer puts every newer API behind
  // #available (scripts/check-apple-layer checks; docs/APPLE-APIS.md lists each API's minimum).
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "MediaWikiAPI", targets: ["MediaWikiAPI", "MediaWikiURLSession"]),
    .library(name: "NotificationSettings", targets: ["NotificationSettings"]),
    // libcurl as the client's transport with libcurl's cookie engine: for any Linux program
    // (on Apple platforms the module is empty and URLSession serves).
    .library(name: "CurlTransport", targets: ["CurlTransport"]),
    .library(name: "NotificationSettingsSwiftUI", targets: ["NotificationSettingsSwiftUI"]),
    .executable(name: "wiki-notifications", targets: ["wiki-notifications"]),
  ],
  targets: [
    // The Action API client; on Linux it imports FoundationEssentials only (no ICU, no
    // FoundationNetworking), so a client on another transport stays small.
    .target(name: "MediaWikiAPI", swiftSettings: lean),
    // URLSession as the client's transport: Apple platforms, and the tests on Linux.
    .target(name: "MediaWikiURLSession", dependencies: ["MediaWikiAPI"]),
    .target(name: "NotificationSettings", dependencies: ["MediaWikiAPI"], swiftSettings: lean),
    // Apple-only screen, UIKit entry point and device clients; on Linux every file is empty
    // (#if canImport(SwiftUI)).
    .target(name: "NotificationSettingsSwiftUI", dependencies: ["NotificationSettings"]),
    // The real local test wikis, fresh accounts and a counting transport: for tests and the
    // benchmark, so it lives beside them, outside the products' Sources/. Its live transport is
    // the tool's (libcurl) on Linux, whose corelibs URLSession cannot trust the test wikis'
    // private certificate authority.
    .target(
      name: "TestWikiKit",
      dependencies: [
        "MediaWikiAPI", "MediaWikiURLSession",
        .target(name: "CurlTransport", condition: .when(platforms: [.linux])),
      ],
      path: "Tests/TestWikiKit"),
    // Shared by the test targets: TestWikiKit, scripted fakes that fail the running test, and
    // every reachable screen state of the feature.
    .target(
      name: "TestSupport", dependencies: ["MediaWikiAPI", "TestWikiKit", "NotificationSettings"],
      path: "Tests/TestSupport"),
    // Round trips and latency of every flow, ours against the current app's request pattern.
    .executableTarget(
      name: "notifications-bench",
      dependencies: [
        "NotificationSettings", "TestWikiKit",
        // The Linux transport the tool uses: URLSession on Linux spins a core while it waits,
        // which the wiki's own workers on the same two cores would pay for.
        .target(name: "CurlTransport", condition: .when(platforms: [.linux])),
        .target(
          name: "MediaWikiURLSession",
          condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])),
      ],
      path: "Benchmarks/notifications-bench"),
    .testTarget(
      name: "MediaWikiAPITests",
      dependencies: ["MediaWikiAPI", "MediaWikiURLSession", "TestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "NotificationSettingsTests",
      dependencies: ["NotificationSettings", "MediaWikiURLSession", "TestSupport"],
      // What every reachable screen says, per language (SpokenScreenTests).
      exclude: ["Screen/Spoken"]),
    // libcurl's API (Debian: libcurl4-openssl-dev, which scripts/ensure-build-deps installs),
    // with typed wrappers for its variadic setters.
    .systemLibrary(
      name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    // The Linux transport: libcurl driven from a thread that sleeps in curl_multi_poll; Apple
    // platforms keep URLSession.
    .target(
      name: "CurlTransport",
      dependencies: [
        // Apple platforms need no libcurl; there the target is empty and URLSession serves.
        .target(name: "CCurl", condition: .when(platforms: [.linux])), "MediaWikiAPI",
      ],
      swiftSettings: lean),
    // The command-line tool: all logic in a library (tested in-process), a tiny executable.
    .target(
      name: "WikiNotificationsCLI",
      dependencies: [
        "NotificationSettings", "MediaWikiAPI",
        .target(name: "CurlTransport", condition: .when(platforms: [.linux])),
        // Elsewhere the tool keeps URLSession; on Linux it would bring FoundationNetworking and ICU.
        .target(
          name: "MediaWikiURLSession",
          condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])),
      ],
      swiftSettings: lean),
    .executableTarget(name: "wiki-notifications", dependencies: ["WikiNotificationsCLI"]),
    // Writes the package's texts for TranslateWiki and the app (scripts/export-strings).
    .executableTarget(name: "export-strings", dependencies: ["NotificationSettings"]),
    .testTarget(
      name: "WikiNotificationsCLITests",
      // The executable is a dependency only so that it is built before the end-to-end tests run it.
      dependencies: [
        "WikiNotificationsCLI", "wiki-notifications", "TestSupport", "MediaWikiURLSession",
        .target(name: "CurlTransport", condition: .when(platforms: [.linux])),
      ],
      exclude: ["Snapshots", "Support"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The Wikipedia app's integration, run (Linux only): its Foundation files
// (Examples/WikipediaApp/Integration) against the app's twin (Examples/WikipediaApp/Twin/WMF,
// the behaviour of the app's parts they touch, ported from its source) and the real test
// wikis, one scenario per flow of the app (Tests/WikipediaAppTwinTests). Apple platforms and
// the app never see these targets: there the integration compiles against the model of the
// app's interfaces (Examples/WikipediaApp/Package.swift), and its module names (WMF, WMFData)
// are the app's own.
#if os(Linux)
  package.targets += [
    .target(
      name: "WMF", dependencies: ["WMFData"], path: "Examples/WikipediaApp/Twin/WMF",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "WMFData", path: "Examples/WikipediaApp/Model/WMFData",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "WMFNativeLocalizations", path: "Examples/WikipediaApp/Model/WMFNativeLocalizations"),
    .target(
      name: "WikipediaAppIntegration",
      dependencies: [
        "WMF", "WMFData", "WMFNativeLocalizations", "NotificationSettings", "MediaWikiAPI",
        "MediaWikiURLSession",
      ],
      path: "Examples/WikipediaApp/Integration"),
    .testTarget(
      name: "WikipediaAppTwinTests",
      dependencies: ["WikipediaAppIntegration", "WMF", "WMFData", "TestSupport"]),
  ]
#endif
