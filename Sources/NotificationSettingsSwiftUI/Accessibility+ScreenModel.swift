#if canImport(SwiftUI)
  import Foundation
  import NotificationSettings
  import SwiftUI
  #if canImport(UIKit)
    import Accessibility
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  extension AccessibilityTraits {
    /// The platform traits of the model's traits. `notEnabled` has no trait in SwiftUI: views
    /// draw it with `.disabled(_:)`, which VoiceOver reports as dimmed.
    init(_ traits: [ScreenModel.Trait]) {
      self = []
      for trait in traits {
        formUnion(Self.platformTrait(trait))
      }
    }

    private static func platformTrait(_ trait: ScreenModel.Trait) -> AccessibilityTraits {
      switch trait {
      case .button: return .isButton
      case .link: return .isLink
      case .header: return .isHeader
      case .notEnabled: return []
      case .toggle:
        // `isToggle` is iOS 17 / macOS 14. Earlier systems have no such SwiftUI trait; the
        // switches are SwiftUI `Toggle`s, which VoiceOver announces as switches on every version.
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { return .isToggle }
        return []
      }
    }
  }

  extension View {
    /// Gives a `Button` exactly the model's traits: a SwiftUI button always reports the button
    /// trait, which a model link (the help page) must not have.
    func accessibilityModelTraits(_ traits: [ScreenModel.Trait]) -> some View {
      let wanted = AccessibilityTraits(traits)
      let unwanted: AccessibilityTraits = wanted.contains(.isButton) ? [] : .isButton
      return accessibilityAddTraits(wanted).accessibilityRemoveTraits(unwanted)
    }
  }

  extension ScreenModel.SpokenAnnouncement {
    /// Hands the text to VoiceOver (or another assistive app) with the model's urgency, in the
    /// page's language (a Hebrew page on an English phone is read with a Hebrew voice). Without
    /// one running the system drops it, which is right: the screen already shows the outcome.
    ///
    /// Everything is built and posted here, on the main actor, from the model's `Sendable`
    /// values: no platform priority value is stored or sent anywhere else.
    @MainActor
    func post() {
      #if canImport(UIKit)
        let isPolite = politeness == .polite
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
          // A priority: `low` waits for the current speech (often the switch's new value),
          // `high` interrupts it and is not cut off itself. The UIKit key and value rather than
          // `AttributedString`'s attribute, whose value type is not `Sendable` in the SDKs.
          let priority: UIAccessibilityPriority = isPolite ? .low : .high
          let spoken = NSAttributedString(
            string: text,
            attributes: [
              .accessibilitySpeechAnnouncementPriority: priority.rawValue,
              .accessibilitySpeechLanguage: language,
            ])
          AccessibilityNotification.Announcement(spoken).post()
        } else {
          // iOS 16 knows only queue or interrupt; iOS 17 replaced this attribute by the priority.
          let spoken = NSAttributedString(
            string: text,
            attributes: [
              .accessibilitySpeechQueueAnnouncement: NSNumber(value: isPolite),
              .accessibilitySpeechLanguage: language,
            ])
          UIAccessibility.post(notification: .announcement, argument: spoken)
        }
      #elseif canImport(AppKit)
        // Posted for the main window, as AppKit's documentation does; the application object
        // when no window is main.
        let element: NSResponder = NSApplication.shared.mainWindow ?? NSApplication.shared
        NSAccessibility.post(
          element: element, notification: .announcementRequested,
          userInfo: [
            .announcement: text,
            .priority: macPriority.rawValue,
          ])
      #endif
    }

    /// Whether the system will say if the announcement was heard: UIKit posts
    /// `announcementDidFinishNotification` while VoiceOver runs; without it (or on macOS, which
    /// has no such notification) nothing will, so the renderer confirms it once posted.
    @MainActor
    var confirmsWhetherHeard: Bool {
      #if canImport(UIKit)
        UIAccessibility.isVoiceOverRunning
      #else
        false
      #endif
    }

    #if !canImport(UIKit) && canImport(AppKit)
      /// VoiceOver on macOS speaks a high priority announcement at once and a low one after the
      /// current speech.
      private var macPriority: NSAccessibilityPriorityLevel {
        politeness == .polite ? .low : .high
      }
    #endif
  }
#endif
