// The banners the screen shows above the settings, one function per banner, in screen order.
extension ScreenModel {
  /// Every banner the state calls for, in screen order.
  static func banners(_ state: SettingsFeature.State, _ strings: Strings) -> [Banner] {
    [
      accountBanner(state, strings), loadFailedBanner(state, strings),
      permissionBanner(state, strings), registrationBanner(state, strings),
      saveFailedBanner(state, strings),
    ].compactMap { $0 }
  }

  /// Logged out, or a temporary account: choosing notifications needs a registered account.
  static func accountBanner(_ state: SettingsFeature.State, _ strings: Strings) -> Banner? {
    let logIn = action(
      "log-in", strings.text(.action(.actionLogIn)), strings.text(.action(.actionLogInHint)),
      .logInTapped)
    if state.session == .loggedOut {
      return Banner(
        id: "notification.banner.logged-out", subject: .loggedOut, kind: .info,
        message: strings.text(.screen(.loggedOutMessage)), actions: [logIn])
    }
    guard state.session.temporaryAccountName != nil else { return nil }
    return Banner(
      id: "notification.banner.temporary-account", subject: .temporaryAccount, kind: .info,
      message: strings.text(.screen(.temporaryAccountMessage)),
      actions: [
        logIn,
        action(
          "create-account", strings.text(.action(.actionCreateAccount)),
          strings.text(.action(.actionCreateAccountHint)), .createAccountTapped),
      ])
  }

  /// The last read failed: why, and a retry.
  static func loadFailedBanner(_ state: SettingsFeature.State, _ strings: Strings) -> Banner? {
    guard let failure = state.loading.error else { return nil }
    return Banner(
      id: "notification.banner.load-failed", subject: .loadFailed, kind: .error,
      message: strings.text(.banner(.loadFailedMessage), ["reason": strings.reason(failure)]),
      actions: [
        action(
          "retry-load", strings.text(.action(.actionRetryLoad)),
          strings.text(.action(.actionRetryLoadHint)),
          .retryTapped, short: strings.text(.action(.inputRetryLoad)))
      ], failure: failure)
  }

  /// Notifications are off for the app in the system settings: choices are saved but this
  /// device stays silent; a way to the settings.
  static func permissionBanner(_ state: SettingsFeature.State, _ strings: Strings) -> Banner? {
    // Without an account's choices on screen (logged out, a temporary account), the banner's
    // promise that they are still saved would be untrue.
    guard state.presentation.permission == .denied, state.session != .loggedOut,
      state.session.temporaryAccountName == nil
    else { return nil }
    return Banner(
      id: "notification.banner.permission-denied", subject: .permissionDenied, kind: .warning,
      message: strings.text(.banner(.permissionDeniedMessage)),
      actions: [
        action(
          "open-settings", strings.text(.action(.actionOpenSettings)),
          strings.text(.action(.actionOpenSettingsHint)), .openSettingsTapped)
      ])
  }

  /// Registering the device for pushes failed: why, and a retry.
  static func registrationBanner(_ state: SettingsFeature.State, _ strings: Strings) -> Banner? {
    guard case .failed(let reason) = state.subscriptions.registration else { return nil }
    return Banner(
      id: "notification.banner.registration-failed", subject: .registrationFailed, kind: .error,
      message: registrationText(reason, strings),
      actions: [
        action(
          "retry-registration", strings.text(.action(.actionRetryRegistration)),
          strings.text(.action(.actionRetryRegistrationHint)), .registrationRetryTapped,
          short: strings.text(.action(.inputRetryRegistration)))
      ])
  }

  /// The last save failed: what happened to the toggles, a retry of the first-login reset where
  /// it failed, and a dismiss.
  static func saveFailedBanner(_ state: SettingsFeature.State, _ strings: Strings) -> Banner? {
    guard let error = state.saving.error else { return nil }
    var actions: [Action] = []
    if error.outcome == .defaultsNotApplied {
      actions.append(
        action(
          "retry-defaults", strings.text(.action(.actionRetryDefaults)),
          strings.text(.action(.actionRetryDefaultsHint)),
          .defaultsRetryTapped, short: strings.text(.action(.inputRetryDefaults))))
    } else if !error.retry.isEmpty {
      actions.append(
        action(
          "retry-save", strings.text(.action(.actionRetrySave)),
          strings.text(.action(.actionRetrySaveHint)),
          .saveRetryTapped, short: strings.text(.action(.inputRetrySave))))
    }
    actions.append(
      action(
        "dismiss-save-error", strings.text(.action(.actionDismissSaveError)),
        strings.text(.action(.actionDismissHint)),
        .saveErrorDismissed, short: strings.text(.action(.inputDismissSaveError))))
    return Banner(
      id: "notification.banner.save-failed", subject: .saveFailed, kind: .error,
      message: saveErrorText(error, strings), actions: actions, failure: error.failure)
  }
}
