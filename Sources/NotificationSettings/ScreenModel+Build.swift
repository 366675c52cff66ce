extension ScreenModel {
  /// Derives the screen from the state, in one language.
  public init(state: SettingsFeature.State, strings: Strings) {
    let strings = strings.withWikiTexts(
      titles: state.wiki.titles, descriptions: state.wiki.descriptions)
    let busy = state.isLoading || state.session.isLoggingOut
    self.init(
      title: strings.text(.screenTitle),
      userName: state.session.userName,
      deviceRegistration: DeviceRegistration(state.subscriptions.registration),
      loading: busy ? Loading(id: "notification.loading", text: strings.text(.loading)) : nil,
      banners: Self.banners(state, strings),
      sections: Self.sections(state, strings),
      actions: [Self.learnMoreAction(strings)],
      learnMore: state.isShowingLearnMore ? Self.learnMore(state, strings) : nil,
      announcements: state.announcements.map { announcement in
        SpokenAnnouncement(
          id: announcement.id, message: announcement.message,
          text: Self.text(of: announcement.message, strings),
          politeness: announcement.politeness,
          deliveredEvent: .announcementDelivered(id: announcement.id))
      })
  }

  static func sections(_ state: SettingsFeature.State, _ strings: Strings) -> [Section] {
    guard state.session.userName != nil else { return [] }
    let enabled =
      !state.migration.isActive && state.saving.awaitingPermission == nil
      && !state.session.isLoggingOut
    // Types the wiki does not offer are left out: a switch that can never work is one more
    // stop for a screen reader and would only be rejected by the wiki.
    // The spec's types in their sections; every other type the wiki offers in the last one.
    let offered = state.offeredTypes
    return NotificationSection.allCases.compactMap { section in
      let rows = offered.filter { $0.section == section }.compactMap { type -> ToggleRow? in
        guard let isOn = state.isOn(type) else { return nil }
        let saving = state.isSaving(type)
        let global = state.isGlobal(type)
        let status: String? =
          state.saving.awaitingPermission == type
          ? strings.text(.rowWaitingForPermission)
          : saving ? strings.text(.rowSaving) : global ? strings.text(.rowGlobal) : nil
        let value = strings.text(isOn ? .valueOn : .valueOff)
        let description = strings.description(type)
        return ToggleRow(
          id: "notification.toggle.\(type.rawValue)", type: type, label: strings.title(type),
          hint: global
            ? strings.text(.typeDescriptionGlobal, ["description": description]) : description,
          isOn: isOn, isGlobal: global, value: value,
          accessibilityValue: status.map {
            strings.text(.valueWithStatus, ["value": value, "status": $0])
          } ?? value,
          isSaving: saving, status: status,
          isEnabled: enabled, traits: enabled ? [.toggle] : [.toggle, .notEnabled],
          event: .toggleTapped(type))
      }
      guard !rows.isEmpty else { return nil }
      return Section(
        id: "notification.section.\(section.rawValue)",
        title: strings.text(.sectionTitle(section)), titleTraits: [.header], rows: rows)
    }
  }

  static func banners(_ state: SettingsFeature.State, _ strings: Strings) -> [Banner] {
    var banners: [Banner] = []
    if state.session == .loggedOut {
      banners.append(
        Banner(
          id: "notification.banner.logged-out", subject: .loggedOut, kind: .info,
          message: strings.text(.loggedOutMessage),
          actions: [
            action(
              "log-in", strings.text(.actionLogIn), strings.text(.actionLogInHint), .logInTapped)
          ]))
    }
    if state.session.temporaryAccountName != nil {
      banners.append(
        Banner(
          id: "notification.banner.temporary-account", subject: .temporaryAccount, kind: .info,
          message: strings.text(.temporaryAccountMessage),
          actions: [
            action(
              "log-in", strings.text(.actionLogIn), strings.text(.actionLogInHint), .logInTapped),
            action(
              "create-account", strings.text(.actionCreateAccount),
              strings.text(.actionCreateAccountHint), .createAccountTapped),
          ]))
    }
    if let failure = state.loading.error {
      banners.append(
        Banner(
          id: "notification.banner.load-failed", subject: .loadFailed, kind: .error,
          message: strings.text(.loadFailedMessage, ["reason": strings.reason(failure)]),
          actions: [
            action(
              "retry-load", strings.text(.actionRetry), strings.text(.actionRetryLoadHint),
              .retryTapped)
          ], failure: failure))
    }
    // Without an account's choices on screen (logged out, a temporary account), the banner's
    // promise that they are still saved would be untrue.
    if state.permission == .denied, state.session != .loggedOut,
      state.session.temporaryAccountName == nil
    {
      banners.append(
        Banner(
          id: "notification.banner.permission-denied", subject: .permissionDenied, kind: .warning,
          message: strings.text(.permissionDeniedMessage),
          actions: [
            action(
              "open-settings", strings.text(.actionOpenSettings),
              strings.text(.actionOpenSettingsHint), .openSettingsTapped)
          ]))
    }
    if case .failed(let reason) = state.subscriptions.registration {
      banners.append(
        Banner(
          id: "notification.banner.registration-failed", subject: .registrationFailed, kind: .error,
          message: registrationText(reason, strings),
          actions: [
            action(
              "retry-registration", strings.text(.actionRetry),
              strings.text(.actionRetryRegistrationHint), .registrationRetryTapped)
          ]))
    }
    if let error = state.saving.error {
      var actions: [Action] = []
      if error.outcome == .defaultsNotApplied {
        actions.append(
          action(
            "retry-defaults", strings.text(.actionRetry), strings.text(.actionRetryDefaultsHint),
            .defaultsRetryTapped))
      }
      actions.append(
        action(
          "dismiss-save-error", strings.text(.actionDismiss), strings.text(.actionDismissHint),
          .saveErrorDismissed))
      banners.append(
        Banner(
          id: "notification.banner.save-failed", subject: .saveFailed, kind: .error,
          message: saveErrorText(error, strings), actions: actions, failure: error.failure))
    }
    return banners
  }

  static func action(
    _ name: String, _ label: String, _ hint: String, _ event: SettingsFeature.Event,
    traits: [Trait] = [.button]
  ) -> Action {
    Action(
      id: "notification.action.\(name)", label: label, hint: hint, traits: traits, event: event)
  }

  static func learnMoreAction(_ strings: Strings) -> Action {
    action(
      "learn-more", strings.text(.actionLearnMore), strings.text(.actionLearnMoreHint),
      .learnMoreTapped)
  }

  static func learnMore(_ state: SettingsFeature.State, _ strings: Strings) -> LearnMore {
    LearnMore(
      id: "notification.learn-more", title: strings.text(.learnMoreTitle),
      body: strings.text(.learnMoreBody),
      url: state.configuration.helpPageURL,
      link: action(
        "help-page", strings.text(.actionHelpPage), strings.text(.actionHelpPageHint),
        .helpPageTapped, traits: [.link]),
      close: action(
        "close-learn-more", strings.text(.actionClose), strings.text(.actionCloseHint),
        .learnMoreDismissed))
  }

  static func registrationText(_ reason: RegistrationFailure, _ strings: Strings) -> String {
    switch reason {
    case .deviceToken(let detail):
      return strings.text(.registrationFailedDeviceToken, ["detail": detail])
    case .subscription(let failure):
      return strings.text(.registrationFailedSubscription, ["reason": strings.reason(failure)])
    case .tokenHeldByAnotherAccount:
      return strings.text(.registrationFailedOtherAccount)
    }
  }

  static func saveErrorText(_ error: SaveError, _ strings: Strings) -> String {
    let reason = strings.reason(error.failure)
    switch error.outcome {
    case .reverted(let types):
      return strings.text(.saveFailedReverted, ["types": strings.titles(types), "reason": reason])
    case .superseded(let types):
      return strings.text(
        .saveFailedSuperseded, ["types": strings.titles(types), "reason": reason])
    case .defaultsNotApplied:
      return strings.text(.defaultsNotApplied, ["reason": reason])
    case .outcomeUnknown:
      return strings.text(.saveOutcomeUnknown)
    }
  }

  static func text(of message: Announcement.Message, _ strings: Strings) -> String {
    switch message {
    case .saved:
      return strings.text(.savedAnnouncement)
    case .saveFailedReverted(let types, let failure):
      return saveErrorText(SaveError(outcome: .reverted(types), failure: failure), strings)
    case .saveFailedSuperseded(let types, let failure):
      return saveErrorText(SaveError(outcome: .superseded(types), failure: failure), strings)
    case .defaultsNotApplied(let failure):
      return saveErrorText(SaveError(outcome: .defaultsNotApplied, failure: failure), strings)
    case .saveOutcomeUnknown:
      return strings.text(.saveOutcomeUnknown)
    case .loadFailed(let failure):
      return strings.text(.loadFailedAnnouncement, ["reason": strings.reason(failure)])
    case .permissionDenied:
      return strings.text(.permissionDeniedAnnouncement)
    case .registrationFailed(let reason):
      return registrationText(reason, strings)
    case .unsubscribeFailed(let userName, let failure):
      return strings.text(
        .unsubscribeFailedAnnouncement, ["user": userName, "reason": strings.reason(failure)])
    case .loggedOut:
      return strings.text(.loggedOutAnnouncement)
    case .temporaryAccount:
      return strings.text(.temporaryAccountAnnouncement)
    case .temporaryAccountUnsubscribeFailed(let userName, let failure):
      return strings.text(
        .temporaryAccountUnsubscribeFailedAnnouncement,
        ["user": userName, "reason": strings.reason(failure)])
    }
  }
}
