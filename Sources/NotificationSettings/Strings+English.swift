extension Strings {
  /// English, the source language.
  public static let english = Strings(languageCode: "en", table: englishTable)

  private static var englishTable: [StringKey: String] {
    var table: [StringKey: String] = [
      .screenTitle: "Notifications",
      .valueOn: "On",
      .valueOff: "Off",
      .valueWithStatus: "{value}, {status}",
      .rowSaving: "Saving…",
      .rowWaitingForPermission: "Waiting for permission…",
      .loading: "Loading notification settings…",
      .loggedOutMessage:
        "Push notifications need a Wikipedia account. Log in to choose which notifications "
        + "you get on this device.",
      .actionLogIn: "Log in",
      .actionLogInHint: "Opens the log-in screen.",
      .loadFailedMessage: "Couldn't load your notification settings. {reason}",
      .actionRetry: "Try again",
      .actionRetryLoadHint: "Loads your notification settings again.",
      .actionRetryRegistrationHint: "Tries again to register this device for notifications.",
      .actionRetryDefaultsHint:
        "Tries again to turn every notification off, as at your first login.",
      .permissionDeniedMessage:
        "Notifications are turned off for this app in Settings, so none can arrive on this "
        + "device. Your choices below are still saved to your account.",
      .actionOpenSettings: "Open Settings",
      .actionOpenSettingsHint: "Opens this app's settings, where you can allow notifications.",
      .registrationFailedDeviceToken:
        "This device couldn't get a push address from the system, so notifications can't "
        + "arrive. {detail}",
      .registrationFailedSubscription:
        "This device couldn't be registered with Wikipedia, so notifications can't arrive. "
        + "{reason}",
      .registrationFailedOtherAccount:
        "This device is registered for the notifications of another account. Log in to that "
        + "account and log out again on this device, then try again.",
      .saveFailedReverted:
        "Couldn't save {types}, so the previous setting is shown again. {reason}",
      .saveFailedSuperseded:
        "Couldn't save {types}. Your newer choice is being saved. {reason}",
      .defaultsNotApplied:
        "Couldn't turn notifications off by default for your account. {reason}",
      .saveOutcomeUnknown:
        "The connection was lost while saving. Showing the settings stored on Wikipedia.",
      .actionDismiss: "Dismiss",
      .actionDismissHint: "Hides this message.",
      .savedAnnouncement: "Notification settings saved.",
      .loadFailedAnnouncement: "Couldn't load your notification settings. {reason}",
      .permissionDeniedAnnouncement:
        "Notifications are turned off for this app. Open Settings to allow them.",
      .unsubscribeFailedAnnouncement:
        "This device may still get notifications for {user}. Stopping them will be tried again "
        + "when {user} logs in on this device. {reason}",
      .loggedOutAnnouncement: "You're logged out. Log in to change notification settings.",
      .actionLearnMore: "Learn more about notifications",
      .actionLearnMoreHint: "Explains what notifications are and how they reach you.",
      .learnMoreTitle: "About notifications",
      .learnMoreBody:
        "Notifications tell you when something on Wikipedia concerns you: a message on your "
        + "talk page, a mention, thanks for an edit, or an attempt to log in to your account. "
        + "Your choices are saved to your account on the Wikipedia of your app's primary "
        + "language, and apply to every device where you are logged in and allow "
        + "notifications. Turning a type on here also asks this device for permission to show "
        + "notifications.",
      .actionHelpPage: "Help page about notifications",
      .actionHelpPageHint: "Opens the help page on mediawiki.org in your browser.",
      .actionClose: "Close",
      .actionCloseHint: "Closes the explanation.",
      .reasonNotLoggedIn: "You're not logged in.",
      .reasonRejected: "Wikipedia didn't accept this setting.",
      .reasonWikiError: "Wikipedia reported an error ({code}).",
      .reasonBusy: "Wikipedia is busy. Try again in a moment.",
      .reasonNoRight: "Your account isn't allowed to change this.",
      .reasonOffline: "Wikipedia couldn't be reached. Check your connection.",
      .reasonInterrupted: "The connection was interrupted.",
      .listLastPair: "{first} and {last}",
      .listSeparator: ", ",
      .sectionTitle(.messages): "Messages and mentions",
      .sectionTitle(.editsAndPages): "Your edits and pages",
      .sectionTitle(.recognition): "Thanks and milestones",
      .sectionTitle(.accountSecurity): "Account security",
      .sectionTitle(.more): "More notifications",
      .typeDescriptionFromWiki: "Another kind of notification this Wikipedia offers.",
      .rowGlobal: "Applies on every wiki",
      .typeDescriptionGlobal:
        "{description} Set in your global preferences: this choice applies on every wiki.",
    ]
    for type in NotificationType.allCases {
      table[.typeTitle(type)] = type.specTitle ?? type.rawValue
      table[.typeDescription(type)] = englishDescription(type)
    }
    return table
  }

  private static func englishDescription(_ type: NotificationType) -> String {
    switch type {
    case .editUserTalk: return "When someone writes on your talk page."
    case .editThank: return "When someone thanks you for an edit."
    case .dtSubscription: return "When someone replies in a discussion you subscribed to."
    case .cx: return "News about translations you started with Content Translation."
    case .mention: return "When someone mentions you in a discussion."
    case .mentionFailure: return "When a mention you wrote could not be delivered."
    case .mentionSuccess: return "When a mention you wrote was delivered."
    case .articleLinked: return "When a page you created is linked from another page."
    case .wikibaseAction: return "When a page you created is connected to a Wikidata item."
    case .loginFail: return "When someone fails to log in to your account."
    case .loginSuccess: return "When your account is logged in from a device not used before."
    case .pageReview: return "When a page you created is reviewed."
    case .userRights: return "When your user rights are changed."
    case .reverted: return "When one of your edits is reverted."
    case .emailUser: return "When another user sends you an email."
    case .thankYouEdit: return "When you reach an edit milestone."
    default: return ""
    }
  }
}
