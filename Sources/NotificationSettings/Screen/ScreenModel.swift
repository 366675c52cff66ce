#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything the screen shows and a screen reader says, derived from the state (never stored).
/// Renderers (SwiftUI, the terminal) only draw it and send each control's ``Action/event``.
public struct ScreenModel: Equatable, Sendable {
  /// The screen's title.
  public var title: String
  /// The account whose settings the screen shows; nil when logged out or a temporary account.
  public var userName: String?
  /// Where registering this device for pushes stands.
  public var deviceRegistration: DeviceRegistration
  /// The progress indicator, shown while the network is busy reading (or logging out).
  public var loading: LoadingIndicator?
  /// Messages about the whole screen, most important first.
  public var banners: [Banner]
  /// The toggles, grouped; empty when logged out or not loaded.
  public var sections: [Section]
  /// The "Muted" section below the types (Echo's mute lists); nil until they are read.
  public var muted: MutedSection? = nil
  /// Where the choices apply, under the toggles; nil while none are shown.
  public var scope: ScopeNote?
  /// Actions below the toggles ("Learn more").
  public var actions: [Action]
  /// The explanation, when the person opened it.
  public var learnMore: LearnMore?
  /// What a screen reader must still say; a renderer posts each and sends its `deliveredEvent`
  /// once it was heard (or posted, when it cannot tell), its `notHeardEvent` when speech did
  /// not finish.
  public var announcements: [SpokenAnnouncement]
  /// The language of the page's texts (a BCP 47 code, `he`): what a renderer sets as the
  /// page's locale and speech language, so a Hebrew page on an English phone is read with a
  /// Hebrew voice. The language the texts are in, not the one asked for: English where the
  /// package and the app have no strings for it (an Arabic primary language today).
  public var language: String
  /// The direction the page is laid out in, from its language.
  public var direction: TextDirection

  /// Whether the network is busy reading (or logging out): show ``loading``.
  public var isLoading: Bool { loading != nil }
  /// What the progress indicator says, when shown.
  public var loadingText: String? { loading?.text }

  /// Every element a renderer draws, in order, with its identifier (see ``ScreenOutline``).
  public var outline: ScreenOutline { ScreenOutline(self) }

  /// Accessibility traits of a control, as a renderer maps them to its platform.
  public enum Trait: String, Equatable, Sendable {
    /// Performs an action.
    case button
    /// Opens a web page.
    case link
    /// Switches between on and off.
    case toggle
    /// Heads a group.
    case header
    /// Cannot be used now.
    case notEnabled
  }

  /// The progress indicator.
  public struct LoadingIndicator: Equatable, Sendable, Identifiable {
    /// Stable accessibility identifier, `notification.loading`.
    public var id: String
    /// What it says ("Loading…").
    public var text: String
  }

  /// A button or link.
  public struct Action: Equatable, Sendable, Identifiable {
    /// Stable accessibility identifier, e.g. `notification.action.retry-load`.
    public var id: String
    /// The visible text and accessibility label: it names what the action acts on ("Try loading
    /// again"), so no two buttons of a screen share one.
    public var label: String
    /// The names Voice Control answers to, shortest first ("Retry loading", then the label).
    public var inputLabels: [String]
    /// What using it does.
    public var hint: String
    /// Its traits.
    public var traits: [Trait]
    /// What to send when it is used.
    public var event: SettingsFeature.Action
  }

  /// A message about the whole screen, with the actions that resolve it.
  public struct Banner: Equatable, Sendable, Identifiable {
    /// How serious it is (renderers pick a system style for each).
    public enum Kind: String, Equatable, Sendable {
      /// Information.
      case info
      /// Something limits what the screen can do.
      case warning
      /// Something failed.
      case error
    }

    /// What a banner is about, so a renderer can tell banners apart without their identifiers.
    public enum Subject: String, Equatable, Sendable {
      /// The account is logged out.
      case loggedOut
      /// The session is a temporary account, which cannot choose notifications.
      case temporaryAccount
      /// Reading the settings failed.
      case loadFailed
      /// Notifications are not allowed on this device.
      case permissionDenied
      /// This device could not be registered for pushes.
      case registrationFailed
      /// Saving the settings failed.
      case saveFailed
    }

    /// Stable accessibility identifier, e.g. `notification.banner.permission-denied`.
    public var id: String
    /// What it is about.
    public var subject: Subject
    /// How serious it is.
    public var kind: Kind
    /// The text.
    public var message: String
    /// The actions offered.
    public var actions: [Action]
    /// The failure a load-failed or save-failed banner reports, for callers that act on its
    /// kind (a command's exit code); nil for the other banners.
    public var failure: WikiFailure? = nil
  }

  /// Where the account's choices apply: on every wiki of the account (its global preferences),
  /// or on this wiki only (the wiki has none for the account), where other wikis keep their own.
  public struct ScopeNote: Equatable, Sendable, Identifiable {
    /// Where a choice applies.
    public enum Scope: String, Equatable, Sendable {
      /// Every wiki of the account.
      case everyWiki
      /// This wiki only.
      case thisWikiOnly
    }

    /// Stable accessibility identifier, `notification.scope`.
    public var id: String
    /// Where the choices apply.
    public var scope: Scope
    /// The visible text.
    public var text: String
    /// What it means for the person, shown under the text.
    public var detail: String
    /// What a screen reader says: the text and what it means (a hint would be left unsaid with
    /// Speak Hints off, and a hint says what an action does; the note is none).
    public var accessibilityLabel: String
  }

  /// A group of toggles.
  public struct Section: Equatable, Sendable, Identifiable {
    /// Stable accessibility identifier, e.g. `notification.section.messages`.
    public var id: String
    /// The heading.
    public var title: String
    /// The heading's traits.
    public var titleTraits: [Trait]
    /// The toggles, in the spec's order.
    public var rows: [ToggleRow]
  }

  /// One notification type's switch.
  public struct ToggleRow: Equatable, Sendable, Identifiable {
    /// Stable accessibility identifier, e.g. `notification.toggle.mention`.
    public var id: String
    /// The type.
    public var type: NotificationType
    /// The type's name: the visible text, and Voice Control's name of the switch.
    public var label: String
    /// When it notifies (and where, when the row says so); shown under the label.
    public var description: String
    /// What a screen reader says before the value: the name and the description ("Thanks.
    /// When someone thanks you for an edit."), so it is heard with Speak Hints off too.
    public var accessibilityLabel: String
    /// What flipping the switch does ("Turns these notifications on.").
    public var hint: String
    /// The names Voice Control answers to: the type's name.
    public var inputLabels: [String]
    /// Whether the switch is on.
    public var isOn: Bool
    /// Whether the value is set globally (it applies on every wiki), so a renderer can say so.
    public var isGlobal: Bool
    /// The switch's value, "On" or "Off".
    public var value: String
    /// The accessibility value: ``value`` with ``status`` when there is one ("On, Saving…"),
    /// but for where the choice applies ("This wiki only"), which the label's description says
    /// already: heard once.
    public var accessibilityValue: String
    /// Whether the switch's value is still being saved.
    public var isSaving: Bool
    /// A short status to show with the row ("Saving…", "Not saved", why a dimmed switch cannot
    /// be used), if any; spoken in ``accessibilityValue``.
    public var status: String?
    /// Whether the switch can be used now.
    public var isEnabled: Bool
    /// The row's own "Try again", while a failed save has switched it back: drawn right under
    /// the switch (``ScreenOutline/Element/rowAction(_:)``), so the fix is next to what failed.
    public var retry: Action?
    /// Its traits.
    public var traits: [Trait]
    /// What to send when it is flipped.
    public var event: SettingsFeature.Action
  }

  /// The "Learn more" explanation.
  public struct LearnMore: Equatable, Sendable, Identifiable {
    /// Stable accessibility identifier of the explanation, `notification.learn-more`.
    public var id: String
    /// Its title.
    public var title: String
    /// The explanation.
    public var body: String
    /// The help page.
    public var url: URL
    /// The link to the help page.
    public var link: Action
    /// Closes the explanation.
    public var close: Action
  }

  /// An announcement in words.
  public struct SpokenAnnouncement: Equatable, Sendable, Identifiable {
    /// Identifies it for the delivery confirmation.
    public var id: Int
    /// What it reports, so a renderer can tell announcements apart without their words.
    public var message: Announcement.Message
    /// What to say.
    public var text: String
    /// How urgently.
    public var politeness: Politeness
    /// The language its text is in (the page's, or English where the page's language has no
    /// text for it), for the speech voice.
    public var language: String
    /// Whether this is the second posting after the first was not heard (it is the last).
    public var isRepeat: Bool
    /// Whether a renderer posted it and waits to learn whether it was heard: post only the ones
    /// not posted, so a renderer drawn anew (the screen pushed again) never says one twice.
    public var isPosted: Bool
    /// The element that takes focus (and is scrolled to) when it is posted: the person's own
    /// save failed, and this is what failed (the switch switched back) or says why (the save's
    /// banner). A one-off request: only on the first posting, never for a failure the person
    /// did not cause (a read, the registration, the first-login reset), and never moved by a
    /// redraw.
    public var focus: String?
    /// Whether the focus element says exactly this text (a banner's message): moving focus is
    /// the announcement, so a renderer that moves focus does not post it too (it would be heard
    /// twice, or cut off by the move and posted again), and sends ``deliveredEvent``.
    public var isSaidByFocus: Bool
    /// What to send when it is handed to the screen reader and its outcome is awaited.
    public var postedEvent: SettingsFeature.Action
    /// What to send once it was heard (UIKit: `announcementDidFinishNotification` with
    /// `wasSuccessful`), or once it was posted, for a renderer that cannot tell.
    public var deliveredEvent: SettingsFeature.Action
    /// What to send when the screen reader did not finish saying it: it comes back once, as a
    /// repeat.
    public var notHeardEvent: SettingsFeature.Action
  }
}
