extension ScreenModel {
  /// Derives the screen from the state, in one language.
  public init(state: SettingsFeature.State, strings: Strings) {
    let strings = strings.withWikiTexts(
      titles: state.wiki.titles, descriptions: state.wiki.descriptions)
    let banners = Self.banners(state, strings)
    let sections = Self.sections(state, strings)
    self.init(
      title: strings.text(.screen(.screenTitle)),
      userName: state.session.userName,
      deviceRegistration: DeviceRegistration(state.subscriptions.registration),
      loading: Self.loadingIndicator(state, strings),
      banners: banners,
      sections: sections,
      muted: Self.mutedSection(state, strings),
      scope: Self.scopeNote(state, strings),
      actions: [Self.learnMoreAction(strings)],
      learnMore: state.presentation.isShowingLearnMore ? Self.learnMore(state, strings) : nil,
      announcements: state.announcements.queued.map { announcement in
        Self.spoken(announcement, sections: sections, banners: banners, strings)
      },
      language: strings.language(of: .screen(.screenTitle)),
      direction: TextDirection(languageCode: strings.language(of: .screen(.screenTitle))))
  }

  /// An announcement in words, in the language its text is in, with where it moves focus.
  static func spoken(
    _ announcement: Announcement, sections: [Section], banners: [Banner], _ strings: Strings
  ) -> SpokenAnnouncement {
    let text = text(of: announcement.message, strings)
    let focus =
      announcement.isRepeat
      ? nil : focus(of: announcement.message, sections: sections, banners: banners)
    let saidByFocus = banners.contains { $0.id == focus && $0.message == text }
    return SpokenAnnouncement(
      id: announcement.id, message: announcement.message, text: text,
      politeness: announcement.politeness,
      language: strings.language(of: textKey(of: announcement.message)),
      isRepeat: announcement.isRepeat, isPosted: announcement.isPosted,
      focus: focus, isSaidByFocus: saidByFocus,
      postedEvent: .announcementPosted(id: announcement.id),
      deliveredEvent: .announcementDelivered(id: announcement.id),
      notHeardEvent: .announcementNotHeard(id: announcement.id))
  }

  /// Where focus goes when the person's own save failed: the first switch it switched back
  /// that still says so (its status says why and its own "Try again" follows it), else the
  /// save's banner. No other failure moves focus: a read, the registration and the first-login
  /// reset fail without the person's doing (opening the screen, coming back, logging in), and
  /// pulling focus away mid-swipe would lose their place; their banner and announcement say it.
  /// After a "Try again" of theirs, the person is on that banner's button already.
  static func focus(of message: Announcement.Message, sections: [Section], banners: [Banner])
    -> String?
  {
    let banner = banners.first { $0.subject == .saveFailed }?.id
    switch message {
    case .saveFailedReverted(let types, _):
      let row = sections.lazy.flatMap(\.rows).first { types.contains($0.type) && $0.retry != nil }
      return row?.id ?? banner
    case .saveFailedSuperseded, .saveOutcomeUnknown: return banner
    default: return nil
    }
  }

  /// The types a failed save switched back that still show the wiki's value: nothing sent or
  /// being sent for them since, and the wiki not holding the choice by now.
  static func notSaved(_ state: SettingsFeature.State) -> Set<NotificationType> {
    guard let error = state.saving.error, case .reverted(let types) = error.outcome else {
      return []
    }
    return Set(
      types.filter { type in
        guard let chosen = error.retry[type] else { return false }
        return !state.isSaving(type) && state.isOn(type) == !chosen
      })
  }

  /// Why the switches are dimmed, for each switch to say; nil while they can be used.
  static func unavailableReason(_ state: SettingsFeature.State, _ strings: Strings) -> String? {
    if state.session.isLoggingOut { return strings.text(.toggle(.rowUnavailableLoggingOut)) }
    if state.migration.isActive { return strings.text(.toggle(.rowUnavailableCopying)) }
    if state.saving.awaitingPermission != nil {
      return strings.text(.toggle(.rowUnavailableAsking))
    }
    return nil
  }

  /// The progress indicator while the network is busy reading (or logging out). Over the
  /// device's last known choices it says, calmly, that they are being checked with the wiki:
  /// the switches are already there and can be used.
  /// The note stays from the first paint until the read confirms the choices (or fails, which
  /// its banner then says), so the line does not flicker while the screen appears.
  static func loadingIndicator(_ state: SettingsFeature.State, _ strings: Strings)
    -> LoadingIndicator?
  {
    if state.wiki.isFromDevice, state.loading.error == nil, !state.session.isLoggingOut {
      return LoadingIndicator(id: "notification.checking", text: strings.text(.screen(.checking)))
    }
    guard state.isLoading || state.session.isLoggingOut else { return nil }
    return LoadingIndicator(id: "notification.loading", text: strings.text(.screen(.loading)))
  }

  static func sections(_ state: SettingsFeature.State, _ strings: Strings) -> [Section] {
    guard state.session.userName != nil else { return [] }
    let unavailable = unavailableReason(state, strings)
    let enabled = unavailable == nil
    let notSaved = notSaved(state)
    // Types the wiki does not offer are left out: a switch that can never work is one more
    // stop for a screen reader and would only be rejected by the wiki.
    // The spec's types in their sections; every other type the wiki offers in the last one.
    let offered = state.wiki.offeredTypes
    return NotificationSection.allCases.compactMap { section in
      let rows = offered.filter { $0.section == section }.compactMap { type -> ToggleRow? in
        guard let isOn = state.isOn(type) else { return nil }
        let saving = state.isSaving(type)
        let global = state.wiki.isGlobal(type)
        let scope = scopeTexts(type, state, strings)
        // The most pressing status only: what happens to this switch now, else why it cannot
        // be used, else where its choice applies. While the settings are copied to another
        // language's wiki every switch is being written: why they are dimmed says more than
        // "Saving…" on each.
        let status: String? =
          if state.saving.awaitingPermission == type {
            strings.text(.toggle(.rowWaitingForPermission))
          } else if saving, !state.migration.isActive {
            strings.text(.toggle(.rowSaving))
          } else if notSaved.contains(type) {
            strings.text(.toggle(.rowNotSaved))
          } else {
            unavailable ?? scope.status
          }
        let value = strings.text(isOn ? .toggle(.valueOn) : .toggle(.valueOff))
        let title = strings.title(type)
        return ToggleRow(
          id: "notification.toggle.\(type.rawValue)", type: type, label: title,
          description: scope.description,
          accessibilityLabel: strings.text(
            .toggle(.rowLabel), ["title": title, "description": scope.description]),
          hint: strings.text(isOn ? .toggle(.hintTurnOff) : .toggle(.hintTurnOn)),
          inputLabels: [title],
          isOn: isOn, isGlobal: global, value: value,
          // Where the choice applies is in the label already (the description says it): the
          // value does not say it again.
          accessibilityValue: status.flatMap { $0 == scope.status ? nil : $0 }.map {
            strings.text(.toggle(.valueWithStatus), ["value": value, "status": $0])
          } ?? value,
          isSaving: saving, status: status,
          isEnabled: enabled,
          retry: enabled && notSaved.contains(type) ? retry(type, title, strings) : nil,
          traits: enabled ? [.toggle] : [.toggle, .notEnabled],
          event: .toggleTapped(type))
      }
      guard !rows.isEmpty else { return nil }
      return Section(
        id: "notification.section.\(section.rawValue)",
        title: strings.text(.sectionTitle(section)), titleTraits: [.header], rows: rows)
    }
  }

  /// Where the choices apply, under the account's switches: on every wiki of the account (the
  /// wiki offers global preferences), or on this wiki only, where other wikis may still notify.
  static func scopeNote(_ state: SettingsFeature.State, _ strings: Strings) -> ScopeNote? {
    guard state.session.userName != nil, state.wiki.values != nil else { return nil }
    let global = state.wiki.offersGlobalPreferences
    let text = strings.text(
      global ? .screen(.scopeEveryWikiMessage) : .screen(.scopeThisWikiOnlyMessage))
    let detail = strings.text(
      global ? .screen(.scopeEveryWikiHint) : .screen(.scopeThisWikiOnlyHint))
    return ScopeNote(
      id: "notification.scope", scope: global ? .everyWiki : .thisWikiOnly,
      text: text, detail: detail, accessibilityLabel: "\(text) \(detail)")
  }

  /// A switch's own "Try again" after a failed save switched it back: flipping it to the choice
  /// again is exactly what retrying it means, so it sends the switch's own event.
  static func retry(_ type: NotificationType, _ title: String, _ strings: Strings) -> Action {
    action(
      "retry-save-\(type.rawValue)", strings.text(.action(.actionRetryRow), ["type": title]),
      strings.text(.action(.actionRetryRowHint)), .toggleTapped(type),
      short: strings.text(.action(.inputRetryRow), ["type": title]))
  }

  /// A row's status and hint by where its choice applies. Where every choice is global, the
  /// screen's note says so once and the rows say nothing more (a screen reader would hear it
  /// sixteen times); a local exception among them, or a type set globally where the other
  /// choices are this wiki's, is the row's to say.
  static func scopeTexts(
    _ type: NotificationType, _ state: SettingsFeature.State, _ strings: Strings
  ) -> (status: String?, description: String) {
    let description = strings.description(type)
    let wiki = state.wiki
    if wiki.offersGlobalPreferences, wiki.localExceptions.contains(type) {
      return (
        strings.text(.toggle(.rowThisWikiOnly)),
        strings.text(.toggle(.typeDescriptionThisWikiOnly), ["description": description])
      )
    }
    guard state.wiki.isGlobal(type), !wiki.offersGlobalPreferences else {
      return (nil, description)
    }
    return (
      strings.text(.toggle(.rowGlobal)),
      strings.text(.toggle(.typeDescriptionGlobal), ["description": description])
    )
  }

  /// An action; `short` is the name Voice Control also answers to, where the label is long.
  static func action(
    _ name: String, _ label: String, _ hint: String, _ event: SettingsFeature.Action,
    traits: [Trait] = [.button], short: String? = nil
  ) -> Action {
    Action(
      id: "notification.action.\(name)", label: label,
      inputLabels: short.map { $0 == label ? [label] : [$0, label] } ?? [label], hint: hint,
      traits: traits, event: event)
  }

  static func learnMoreAction(_ strings: Strings) -> Action {
    action(
      "learn-more", strings.text(.action(.actionLearnMore)),
      strings.text(.action(.actionLearnMoreHint)),
      .learnMoreTapped, short: strings.text(.action(.inputLearnMore)))
  }

  static func learnMore(_ state: SettingsFeature.State, _ strings: Strings) -> LearnMore {
    LearnMore(
      id: "notification.learn-more", title: strings.text(.screen(.learnMoreTitle)),
      body: strings.text(.screen(.learnMoreBody)),
      url: state.configuration.helpPageURL,
      link: action(
        "help-page", strings.text(.action(.actionHelpPage)),
        strings.text(.action(.actionHelpPageHint)),
        .helpPageTapped(state.configuration.helpPageURL), traits: [.link],
        short: strings.text(.action(.inputHelpPage))),
      close: action(
        "close-learn-more", strings.text(.action(.actionClose)),
        strings.text(.action(.actionCloseHint)),
        .learnMoreDismissed))
  }

  static func registrationText(_ reason: RegistrationFailure, _ strings: Strings) -> String {
    switch reason {
    case .deviceToken(let detail):
      return strings.text(.banner(.registrationFailedDeviceToken), ["detail": detail])
    case .subscription(let failure):
      return strings.text(
        .banner(.registrationFailedSubscription), ["reason": strings.reason(failure)])
    case .tokenHeldByAnotherAccount:
      return strings.text(.banner(.registrationFailedOtherAccount))
    }
  }

  static func saveErrorText(_ error: SaveError, _ strings: Strings) -> String {
    let reason = strings.reason(error.failure)
    switch error.outcome {
    case .reverted(let types):
      return strings.text(
        .banner(.saveFailedReverted), ["types": strings.titles(types), "reason": reason])
    case .superseded(let types):
      return strings.text(
        .banner(.saveFailedSuperseded), ["types": strings.titles(types), "reason": reason])
    case .defaultsNotApplied:
      return strings.text(.banner(.defaultsNotApplied), ["reason": reason])
    case .outcomeUnknown:
      return strings.text(.banner(.saveOutcomeUnknown))
    }
  }

  /// The key of an announcement's sentence, whose language is the announcement's.
  static func textKey(of message: Announcement.Message) -> StringKey {
    switch message {
    case .saved: .announcement(.savedAnnouncement)
    case .saveFailedReverted: .banner(.saveFailedReverted)
    case .saveFailedSuperseded: .banner(.saveFailedSuperseded)
    case .defaultsNotApplied: .banner(.defaultsNotApplied)
    case .saveOutcomeUnknown: .banner(.saveOutcomeUnknown)
    case .loadFailed: .announcement(.loadFailedAnnouncement)
    case .choicesUpdatedFromWiki: .announcement(.updatedFromWikiAnnouncement)
    case .permissionDenied: .announcement(.permissionDeniedAnnouncement)
    case .registrationFailed(.deviceToken): .banner(.registrationFailedDeviceToken)
    case .registrationFailed(.subscription): .banner(.registrationFailedSubscription)
    case .registrationFailed(.tokenHeldByAnotherAccount): .banner(.registrationFailedOtherAccount)
    case .unsubscribeFailed: .announcement(.unsubscribeFailedAnnouncement)
    case .loggedOut: .announcement(.loggedOutAnnouncement)
    case .temporaryAccount: .announcement(.temporaryAccountAnnouncement)
    case .temporaryAccountUnsubscribeFailed:
      .announcement(.temporaryAccountUnsubscribeFailedAnnouncement)
    case .muting(let message): MutingText.key(of: message)
    }
  }

  static func text(of message: Announcement.Message, _ strings: Strings) -> String {
    switch message {
    case .saved:
      return strings.text(.announcement(.savedAnnouncement))
    case .saveFailedReverted(let types, let failure):
      return saveErrorText(SaveError(outcome: .reverted(types), failure: failure), strings)
    case .saveFailedSuperseded(let types, let failure):
      return saveErrorText(SaveError(outcome: .superseded(types), failure: failure), strings)
    case .defaultsNotApplied(let failure):
      return saveErrorText(SaveError(outcome: .defaultsNotApplied, failure: failure), strings)
    case .saveOutcomeUnknown:
      return strings.text(.banner(.saveOutcomeUnknown))
    case .loadFailed(let failure):
      return strings.text(
        .announcement(.loadFailedAnnouncement), ["reason": strings.reason(failure)])
    case .choicesUpdatedFromWiki:
      return strings.text(.announcement(.updatedFromWikiAnnouncement))
    case .permissionDenied:
      return strings.text(.announcement(.permissionDeniedAnnouncement))
    case .registrationFailed(let reason):
      return registrationText(reason, strings)
    case .unsubscribeFailed(let userName, let failure):
      return strings.text(
        .announcement(.unsubscribeFailedAnnouncement),
        ["user": userName, "reason": strings.reason(failure)])
    case .loggedOut:
      return strings.text(.announcement(.loggedOutAnnouncement))
    case .temporaryAccount:
      return strings.text(.announcement(.temporaryAccountAnnouncement))
    case .temporaryAccountUnsubscribeFailed(let userName, let failure):
      return strings.text(
        .announcement(.temporaryAccountUnsubscribeFailedAnnouncement),
        ["user": userName, "reason": strings.reason(failure)])
    case .muting(let message):
      return MutingText.text(of: message, strings)
    }
  }
}
