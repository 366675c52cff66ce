// A model of what the app target uses of the app's WMFData package (Swift 5 mode),
// `WMFData/Sources/WMFData/.../WMFSharedContainerCache.swift` in wikimedia/wikipedia-ios: one
// Codable value as a JSON file in the app group container, shared by the app and its
// extensions. The body follows the real one (a file `<fileName>.json` in the container), so the
// app's twin (Linux) runs it as it is.
import Foundation

/// `public final class WMFSharedContainerCache: Sendable`
public final class WMFSharedContainerCache: Sendable {
  /// `public static let defaultContainerURL: URL?`: the app group container. Here a folder named
  /// by `WMF_APP_GROUP_CONTAINER` (the twin's), else the temporary folder's `wmf-app-group`.
  public static let defaultContainerURL: URL? = {
    if let path = ProcessInfo.processInfo.environment["WMF_APP_GROUP_CONTAINER"] {
      return URL(fileURLWithPath: path)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("wmf-app-group")
  }()

  private let fileURL: URL?

  /// `public init(fileName: String, subdirectoryPathComponent: String? = nil, containerURL: URL? =
  /// defaultContainerURL)`
  public init(
    fileName: String, subdirectoryPathComponent: String? = nil,
    containerURL: URL? = WMFSharedContainerCache.defaultContainerURL
  ) {
    var folder = containerURL
    if let subdirectoryPathComponent {
      folder = folder?.appendingPathComponent(subdirectoryPathComponent, isDirectory: true)
    }
    fileURL = folder?.appendingPathComponent(fileName).appendingPathExtension("json")
  }

  /// `public func loadCache<T: Codable>() -> T?`
  public func loadCache<T: Codable>() -> T? {
    guard let fileURL, let data = try? Data(contentsOf: fileURL) else { return nil }
    return try? JSONDecoder().decode(T.self, from: data)
  }

  /// `public func saveCache<T: Codable>(_ content: T)`
  public func saveCache<T: Codable>(_ content: T) {
    guard let fileURL, let data = try? JSONEncoder().encode(content) else { return }
    try? FileManager.default.createDirectory(
      at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: fileURL, options: .atomic)
  }
}
