#if canImport(SwiftUI)
  import Accessibility
  import Foundation
  import NotificationSettings
  import SwiftUI

  extension AccessibilityTraits {
    /// The platform traits of the model's traits. `notEnabled` has no trait in SwiftUI: views
    /// draw it with `.disabled(_:)`, which VoiceOver reports as dimmed.
    init(_ traits: [ScreenModel.Trait]) {
      self = []
      for trait in traits {
        switch trait {
        case .button: insert(.isButton)
        case .link: insert(.isLink)
        case .toggle: insert(.isToggle)
        case .header: insert(.isHeader)
        case .notEnabled: break
        }
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
    /// Hands the text to VoiceOver (or another assistive app) with the model's urgency. Without
    /// one running the system drops it, which is right: the screen already shows the outcome.
    @MainActor
    func post() {
      var spoken = AttributedString(text)
      switch politeness {
      case .polite:
        // Queued until the current speech (often the toggle's new value) has finished.
        spoken.accessibilitySpeechAnnouncementPriority = .low
      case .assertive:
        // A failure that changed the screen: interrupts, and is not cut off itself.
        spoken.accessibilitySpeechAnnouncementPriority = .high
      }
      AccessibilityNotification.Announcement(spoken).post()
    }
  }
#endif
