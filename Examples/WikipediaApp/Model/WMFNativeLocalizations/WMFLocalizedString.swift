// A model of the app's WMFNativeLocalizations package (swift-tools-version 6.1: Swift 6 mode),
// `WMFNativeLocalizations/Sources/WMFNativeLocalizations/WMFLocalizedString.swift` in
// wikimedia/wikipedia-ios: a public, nonisolated global function. The body is a placeholder;
// the real one looks the key up in the package's own Resources (Bundle.module), by language.
import Foundation

/// `public func WMFLocalizedString(_ key: String, languageCode wikipediaLanguageCode: String? =
/// nil, bundle: Bundle? = nil, value: String, comment: String) -> String`
public func WMFLocalizedString(
  _ key: String, languageCode wikipediaLanguageCode: String? = nil, bundle: Bundle? = nil,
  value: String, comment: String
) -> String {
  value
}
