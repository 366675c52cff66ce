// A model of what the app target sees of the WMFComponents package (Swift 5 language mode,
// iOS 17), `WMFComponents/Sources/WMFComponents/Style/WMFTheme.swift` and
// `WMFComponents/Sources/WMFComponents/Environment/WMFAppEnvironment.swift` in
// wikimedia/wikipedia-ios: only the members the integration uses. UIKit and Combine, so on
// Linux the module is empty.
#if canImport(UIKit)
  import Combine
  import UIKit

  /// `public struct WMFTheme: Equatable`: a plain struct of `UIColor`s, not marked `Sendable`.
  public struct WMFTheme: Equatable {
    /// `public let name: String`: "Light", "Sepia", "Dark", "Black".
    public let name: String
    /// `public let text: UIColor`
    public let text: UIColor
    /// `public let secondaryText: UIColor`
    public let secondaryText: UIColor
    /// `public let link: UIColor`
    public let link: UIColor
    /// `public let accent: UIColor`
    public let accent: UIColor
    /// `public let destructive: UIColor`
    public let destructive: UIColor
    /// `public let warning: UIColor`: `WMFColor.orange600` (#FF9500) in Light and Sepia,
    /// `WMFColor.yellow600` (#FFCC33) in Dark and Black.
    public let warning: UIColor
    /// `public let border: UIColor`
    public let border: UIColor
    /// `public let paperBackground: UIColor`
    public let paperBackground: UIColor
    /// `public let midBackground: UIColor`
    public let midBackground: UIColor
    /// `public let baseBackground: UIColor`
    public let baseBackground: UIColor
    /// `public let chromeBackground: UIColor`: the rows of the app's own settings pages.
    public let chromeBackground: UIColor

    /// `public static let light = WMFTheme(...)`; `.sepia`, `.dark`, `.black` likewise.
    public static let light = WMFTheme(
      name: "Light", text: .black, secondaryText: .gray, link: .blue, accent: .green,
      destructive: .red, warning: .orange, border: .gray, paperBackground: .white,
      midBackground: .white, baseBackground: .white, chromeBackground: .white)
  }

  /// `@MainActor public final class WMFAppEnvironment: NSObject, ObservableObject`: the app's
  /// theme for its SwiftUI pages.
  @MainActor
  public final class WMFAppEnvironment: NSObject, ObservableObject {
    /// `@objc public static let current = WMFAppEnvironment()`
    @objc public static let current = WMFAppEnvironment()
    /// `@Published public private(set) var theme = WMFTheme.light`
    @Published public private(set) var theme = WMFTheme.light
  }
#endif
