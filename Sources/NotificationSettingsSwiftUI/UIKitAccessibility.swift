#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import UIKit
  #if canImport(Darwin)
    import Darwin
  #endif

  /// Two UIKit accessibility constants in a form that compiles in Swift 6 with every SDK the app
  /// may build with (docs/APPLE-APIS.md, "Declarations that differ between SDKs").
  ///
  /// - `UIAccessibility.Notification.announcement` is, in the iOS 17.0 SDK, the non-`const` C
  ///   global `UIAccessibilityAnnouncementNotification`: Swift 6 rejects every reference to it
  ///   ("not concurrency-safe because it involves shared mutable state"), and neither a
  ///   `nonisolated(unsafe)` copy nor `MainActor.assumeIsolated` changes that, since the copy's
  ///   initializer is itself such a reference. The value is therefore read from UIKit's exported
  ///   symbol at run time: no Swift declaration of it is named, whatever its annotation.
  /// - `NSAttributedString.Key.accessibilitySpeechAnnouncementPriority` is not imported under
  ///   that name by the iOS 17.0 SDK (its API notes give the iOS 17 constant no Swift name): the
  ///   key is built from its value, the constant's name, as for every UIKit speech attribute.
  enum UIKitAccessibility {
    /// `UIAccessibilityAnnouncementNotification`, as UIKit holds it; nil only if UIKit did not
    /// export it (it has since iOS 4), in which case nothing is announced.
    static var announcementNotification: UIAccessibility.Notification? {
      announcementValue.map { UIAccessibility.Notification(rawValue: $0) }
    }

    // Read once; a plain integer, so nothing shared is mutable or of a type an SDK may not mark
    // `Sendable`.
    private static let announcementValue = exportedUInt32("UIAccessibilityAnnouncementNotification")

    /// `UIAccessibilitySpeechAttributeAnnouncementPriority` (iOS 17 and later).
    static var announcementPriorityKey: NSAttributedString.Key {
      NSAttributedString.Key(rawValue: "UIAccessibilitySpeechAttributeAnnouncementPriority")
    }

    /// The 32-bit value of the C global `symbol` in a loaded image (UIKitCore), found as the
    /// dynamic linker finds it (`RTLD_DEFAULT`, which `<dlfcn.h>` defines as -2).
    private static func exportedUInt32(_ symbol: String) -> UInt32? {
      guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: -2), symbol) else {
        return nil
      }
      return address.load(as: UInt32.self)
    }
  }
#endif
