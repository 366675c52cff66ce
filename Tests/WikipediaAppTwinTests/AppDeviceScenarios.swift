import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing
import WMF

@testable import WikipediaAppIntegration

extension AppRun {
  /// The device's side of the app, run: APNs' answer, the primary language and the extension's
  /// wiki, the Notifications Center's opt-in panel.
  @Suite("The app, run: the device")
  @MainActor
  struct Device {
    let wiki: TestWiki
    init() throws { wiki = try TestWiki.load() }

    func subscribed(_ account: TestWiki.Account) async throws -> [String] {
      try await wiki.storedSubscriptions(of: account.name).map(\.token)
    }

    /// A device of `language` where `account` logged in and turned Mention on.
    func subscribedDevice(_ account: TestWiki.Account, language: String = "en") async throws
      -> TwinDevice
    {
      let device = TwinDevice(wiki: wiki)
      device.permission = .authorized
      device.launch(primaryLanguage: language)
      try await device.logIn(account)
      try await device.waitUntil("the account read") {
        device.store.state.session == .loggedIn(userName: account.name)
          && device.store.state.writeInFlight == nil && device.store.state.wiki.values != nil
      }
      await device.turnOn(.mention)
      try await device.waitUntil("the device registered") {
        device.store.state.subscriptions.registration == .registered(token: device.tokenHex)
      }
      return device
    }

    @Test func aFailedRegistrationIsSaidAtOnceAndSubscribesNothing() async throws {
      let account = try await wiki.freshAccount()
      let device = TwinDevice(wiki: wiki)
      device.permission = .authorized
      device.registrationError = NSError(
        domain: "NSCocoaErrorDomain", code: 3010,
        userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported"])
      device.launch()
      try await device.logIn(account)
      try await device.waitUntil("the account read") {
        device.store.state.session == .loggedIn(userName: account.name)
          && device.store.state.wiki.values != nil && device.store.state.writeInFlight == nil
      }
      let started = ContinuousClock.now
      await device.turnOn(.mention)
      try await device.waitUntil("the registration's failure") {
        if case .failed = device.store.state.subscriptions.registration { true } else { false }
      }
      // The AppDelegate forwards APNs' error: the store fails at once (not after 30 s).
      #expect(ContinuousClock.now - started < .seconds(5))
      #expect(
        device.store.state.subscriptions.registration
          == .failed(.deviceToken(detail: "remote notifications are not supported")))
      #expect(!device.sentACreate)
      #expect(try await subscribed(account).isEmpty)
      #expect(!UserDefaults.standard.wmf_isSubscribedToEchoNotifications)
    }

    @Test func aLanguageChangeMovesThePageAndTheExtensionToTheNewWiki() async throws {
      let account = try await wiki.freshAccount()
      let device = try await subscribedDevice(account)
      #expect(device.cachedLanguage == "en")
      device.dataStore!.setPrimaryLanguage("de")
      try await device.waitUntil("the German wiki read") {
        device.store.state.language == "de" && device.store.state.wiki.values != nil
          && device.store.state.session == .loggedIn(userName: account.name)
      }
      // The choices hold on the new wiki (global), the device stays subscribed, and the
      // extension now reads the German wiki.
      #expect(device.store.state.isOn(.mention) == true)
      #expect(try await wiki.notificationValues(of: account, on: wiki.de)[.mention] == true)
      #expect(try await subscribed(account) == [device.tokenHex])
      #expect(device.cachedLanguage == "de")
      let read = try await NotificationService.didReceive(
        category: "checkEchoV1",
        cookieStorage: device.appGroupURLSession().configuration
          .httpCookieStorage!, apiURLs: device.apiURLs)
      #expect(read?.language == "de")
      #expect(UserDefaults.standard.wmf_isSubscribedToEchoNotifications)
    }

    @Test func aNewGermanInstallsExtensionReadsTheGermanWikiWithoutALanguageChange()
      async throws
    {
      let account = try await wiki.freshAccount()
      let device = try await subscribedDevice(account, language: "de")
      // Never a language change (which is when the app wrote the cache): the subscribe wrote it.
      #expect(device.dataStore!.primarySiteURL?.host == "de.wikipedia.org")
      #expect(device.cachedLanguage == "de")
      #expect(try await subscribed(account) == [device.tokenHex])
      let read = try await NotificationService.didReceive(
        category: "checkEchoV1",
        cookieStorage: device.appGroupURLSession().configuration
          .httpCookieStorage!, apiURLs: device.apiURLs)
      #expect(read?.language == "de")
    }

    @Test func theOptInPanelLeadsToThePageWhereATypeTurnedOnSubscribes() async throws {
      let account = try await wiki.freshAccount()
      let device = TwinDevice(wiki: wiki)
      device.launch()
      try await device.logIn(account)
      try await device.waitUntil("the first-login reset") {
        device.store.state.session == .loggedIn(userName: account.name)
          && device.store.state.wiki.values != nil && device.store.state.writeInFlight == nil
      }
      let center = NotificationsCenterTwin(device: device)
      #expect(center.showsOptInPanel)
      // "Turn on": the permission, then the page (every type is off after the first login).
      center.turnOnTapped()
      await device.settle()
      #expect(center.pagesShown == 1)
      #expect(device.store.state.presentation.isOnScreen)
      #expect(device.dataStore!.notificationsController.authorizationStatus == .authorized)
      #expect(try await subscribed(account).isEmpty, "nothing is on yet")
      await device.turnOn(.editUserTalk)
      try await device.waitUntil("the device registered") {
        device.store.state.subscriptions.registration == .registered(token: device.tokenHex)
      }
      #expect(try await subscribed(account) == [device.tokenHex])
      #expect(try await wiki.notificationValues(of: account, on: wiki.en)[.editUserTalk] == true)
      #expect(!center.showsOptInPanel)
      // A notification's "Notification settings" activity opens the same page.
      center.notificationSettingsActivity()
      #expect(center.pagesShown == 2)
    }
  }
}

/// `Wikipedia/Code/NotificationsCenterViewController.swift` (app target): the push opt-in panel
/// is shown to a logged-in editor whose permission was never asked, once
/// (`wmf_didShowNotificationsCenterPushOptInPanel`); its "Turn on" used to request the permission
/// and silently subscribe (`requestPushPermissionsAndSilentlySubscribeToEchoNotifications`).
/// With the integration it asks for the permission, then shows the page
/// (`showPageFromNotificationsCenter(on:showLogin:)`, whose Foundation part is
/// `permissionMayHaveChanged()` and the page's `appeared`); the per-notification "Notification
/// settings" activity (`NSUserActivity.wmf_notificationSettings()`) shows the page too.
@MainActor
final class NotificationsCenterTwin {
  let device: TwinDevice
  private(set) var pagesShown = 0

  init(device: TwinDevice) {
    self.device = device
  }

  var showsOptInPanel: Bool {
    let controller = device.dataStore!.notificationsController
    return device.dataStore!.authenticationManager.authStateIsPermanent
      && !UserDefaults.standard.wmf_didShowNotificationsCenterPushOptInPanel
      && controller.authorizationStatus == .notDetermined
  }

  func turnOnTapped() {
    UserDefaults.standard.wmf_didShowNotificationsCenterPushOptInPanel = true
    device.dataStore!.notificationsController.requestPermissionsIfNecessary { _, _ in
      MainActor.assumeIsolated { self.showPage() }
    }
  }

  func notificationSettingsActivity() {
    showPage()
  }

  private func showPage() {
    device.integration!.permissionMayHaveChanged()
    device.store.send(.appeared)
    pagesShown += 1
  }
}
