// swift-tools-version: 6.0
// The Wikipedia app's integration of NotificationSettings, compiled against a model of the app's
// interfaces. On Apple platforms `swift build` / `xcodebuild` (iOS 17, the app's floor) compile
// it all; on Linux scripts/check-app-integration type-checks what Foundation allows and checks
// the syntax of the rest. The app does not link this product: it adds Integration/'s files to
// its own target; the product gives Xcode its scheme.
import PackageDescription

let package = Package(
  name: "WikipediaAppIntegration",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "WikipediaAppIntegration", targets: ["WikipediaAppIntegration"])
  ],
  dependencies: [.package(name: "NotificationSettings", path: "../..")],
  targets: [
    // The model: what the app target sees of the app's modules, under their real names, in
    // the language mode each builds in.
    .target(
      name: "WMF", path: "Model/WMF", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "WMFData", path: "Model/WMFData", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "WMFComponents", path: "Model/WMFComponents",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "WMFNativeLocalizations", path: "Model/WMFNativeLocalizations"),
    // The files the app adds to its target (Swift 6 mode), the generated strings file among
    // them (a link to docs/strings/).
    .target(
      name: "WikipediaAppIntegration",
      dependencies: [
        "WMF", "WMFData", "WMFComponents", "WMFNativeLocalizations",
        .product(name: "MediaWikiAPI", package: "NotificationSettings"),
        .product(name: "NotificationSettings", package: "NotificationSettings"),
        .product(name: "NotificationSettingsSwiftUI", package: "NotificationSettings"),
      ],
      path: "Integration"),
  ],
  swiftLanguageModes: [.v6]
)
