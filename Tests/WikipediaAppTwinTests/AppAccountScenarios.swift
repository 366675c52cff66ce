import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing
import WMF

@testable import WikipediaAppIntegration

/// The app's logins and logouts, run: the integration against the app's twin and the real test
/// wikis; Echo's subscription table, the account's options on every wiki, the app's flag and
/// the device record read back.
extension AppRun {
  @Suite("The app, run: accounts")
  @MainActor
  struct AppAccountScenarios {
    let wiki: TestWiki
    init() throws { wiki = try TestWiki.load() }

    func values(_ account: TestWiki.Account) async throws -> [String: [NotificationType: Bool]] {
      [
        "en": try await wiki.notificationValues(of: account, on: wiki.en),
        "de": try await wiki.notificationValues(of: account, on: wiki.de),
      ]
    }

    func subscribed(_ account: TestWiki.Account) async throws -> [String] {
      try await wiki.storedSubscriptions(of: account.name).map(\.token)
    }

    /// A device where `account` logged in on the login screen, allowed notifications and turned
    /// Mention on: subscribed.
    func subscribedDevice(_ account: TestWiki.Account) async throws -> TwinDevice {
      let device = TwinDevice(wiki: wiki)
      device.permission = .authorized
      device.launch()
      try await device.logIn(account)
      try await device.waitUntil("the account read") {
        device.store.state.session == .loggedIn(userName: account.name)
      }
      await device.turnOn(.mention)
      try await device.waitUntil("the device registered") {
        device.store.state.subscriptions.registration == .registered(token: device.tokenHex)
      }
      return device
    }

    @Test func aLoginOfAnAccountNewToTheDeviceTurnsEveryTypeOffAndSubscribesOnlyWhenOneIsOn()
      async throws
    {
      let account = try await wiki.freshAccount()
      let device = TwinDevice(wiki: wiki)
      device.permission = .authorized
      device.launch()
      try await device.logIn(account)
      try await device.waitUntil("the first-login reset") {
        device.store.state.session == .loggedIn(userName: account.name)
          && device.store.state.writeInFlight == nil && device.store.state.wiki.values != nil
      }
      // The first login here: every type off on every wiki (global), nothing subscribed.
      let reset = try await values(account)
      #expect(reset["en"]?.values.contains(true) == false)
      #expect(reset["de"] == reset["en"])
      #expect(try await subscribed(account).isEmpty)
      #expect(!device.sentACreate)
      #expect(!UserDefaults.standard.wmf_isSubscribedToEchoNotifications)

      await device.turnOn(.mention)
      try await device.waitUntil("the device registered") {
        device.store.state.subscriptions.registration == .registered(token: device.tokenHex)
      }
      #expect(try await subscribed(account) == [device.tokenHex])
      #expect(try await values(account)["de"]?[.mention] == true)
      #expect(UserDefaults.standard.wmf_isSubscribedToEchoNotifications)
      #expect(device.cachedLanguage == "en")
      #expect(
        device.record.value
          == DeviceRecord(registered: .init(deviceToken: device.tokenHex, userName: account.name)))
    }

    @Test func anEditorsLaunchIsNoNewLoginAndSendsNoCreateForItsToken() async throws {
      let account = try await wiki.freshAccount()
      let device = try await subscribedDevice(account)
      let before = try await values(account)

      // The next launch: the launch's login names the account (didLogInNotification).
      device.launch()
      try await device.waitUntil("the launch's login named the account") {
        device.store.state.session == .loggedIn(userName: account.name)
          && device.store.state.subscriptions.registration == .registered(token: device.tokenHex)
      }
      #expect(TwinJournal.entries.filter { $0 == "didLogIn" }.count == 2)
      // No first-login rule (no write), no create for the token the wiki holds already.
      #expect(try await values(account) == before)
      #expect(!device.sentACreate)
      #expect(device.registrations == [.idle, .fetchingToken, .registered(token: device.tokenHex)])
      #expect(try await subscribed(account) == [device.tokenHex])
      #expect(UserDefaults.standard.wmf_isSubscribedToEchoNotifications)
    }

    @Test func anUpgradeAdoptsTheEarlierVersionsSubscriptionAndResetsNothing() async throws {
      let account = try await wiki.freshAccount()
      let device = TwinDevice(wiki: wiki)
      device.permission = .authorized
      // The earlier version: logged in, subscribed by its own code (flag on), Echo's defaults.
      device.launch(integration: false)
      try await device.logIn(account)
      let controller = device.dataStore!.notificationsController
      try await device.waitUntil("the APNs token") {
        controller.remoteRegistrationDeviceToken != nil
      }
      let error: (any Error)? = await withCheckedContinuation { done in
        controller.subscribeToEchoNotificationsOfEarlierVersion { done.resume(returning: $0) }
      }
      #expect(error == nil)
      #expect(UserDefaults.standard.wmf_isSubscribedToEchoNotifications)
      #expect(try await subscribed(account) == [device.tokenHex])
      let defaults = try await values(account)
      #expect(defaults["en"]?.values.contains(true) == true, "Echo's defaults: most types on")

      // The upgrade's first launch.
      device.launch()
      #expect(UserDefaults.standard.wmf_isSubscribedToEchoNotifications, "kept at launch")
      try await device.waitUntil("the account read and its subscription adopted") {
        device.store.state.session == .loggedIn(userName: account.name)
          && device.store.state.subscriptions.registration == .registered(token: device.tokenHex)
      }
      // Nothing reset (the other devices of the account hear by these options), no second
      // create, the subscription the store's own, the flag still on.
      #expect(try await values(account) == defaults)
      #expect(!device.sentACreate)
      let mine = DeviceSubscription(deviceToken: device.tokenHex, userName: account.name)
      #expect(device.record.value == DeviceRecord(registered: mine))
      #expect(try await subscribed(account) == [device.tokenHex])
      #expect(UserDefaults.standard.wmf_isSubscribedToEchoNotifications)

      // And a logout deletes it.
      await device.logOut()
      #expect(try await subscribed(account).isEmpty)
      #expect(device.record.value == DeviceRecord())
      #expect(!UserDefaults.standard.wmf_isSubscribedToEchoNotifications)
      #expect(try await values(account) == defaults)
    }

    @Test func aLogoutDeletesThisDevicesSubscriptionBeforeTheAppEndsTheSession() async throws {
      let account = try await wiki.freshAccount()
      let device = try await subscribedDevice(account)
      #expect(try await subscribed(account) == [device.tokenHex])
      TwinJournal.clear()

      await device.logOut(.user)
      // The app's order: willLogOut, the hook's delete (answered), then action=logout, cookies.
      let steps = TwinJournal.entries.filter { !["userinfo", "clientlogin"].contains($0) }
      #expect(
        steps == [
          "logout(user)", "willLogOut", "willLogOut done", "action=logout", "action=logout",
          "removeAllCookies", "didLogOut",
        ])
      #expect(try await subscribed(account).isEmpty)
      #expect(device.record.value == DeviceRecord())
      #expect(device.store.state.session == .loggedOut)
      #expect(!UserDefaults.standard.wmf_isSubscribedToEchoNotifications)
      #expect(!device.dataStore!.authenticationManager.isUserUnawareOfLogout)
      #expect(try await device.appClient().loadAccount().isAnonymous)
    }

    @Test func aFailedReloginLogsOutOnceAskedAndOwesTheDelete() async throws {
      let account = try await wiki.freshAccount()
      let device = try await subscribedDevice(account)
      // The wiki ends the session (expired), and the saved password no longer works.
      try await TwinExpiry.expire(device)
      #expect(try await device.appClient().loadAccount().isAnonymous)
      KeychainCredentialsManager.shared.password = "changed on the web"
      TwinJournal.clear()

      // The app returns to the foreground with the page shown: its read is refused, and the
      // store asks the app to log the account in again.
      device.store.send(.appBecameActive)
      try await device.waitUntil("the app's logout") {
        TwinJournal.entries.contains("didLogOut") && device.store.state.session == .loggedOut
      }
      await device.settle()
      // One re-login (which failed), and the app's logouts; no loop.
      #expect(TwinJournal.entries.filter { $0 == "clientlogin" }.count == 1)
      #expect(TwinJournal.entries.contains("logout(server)"))
      let mine = DeviceSubscription(deviceToken: device.tokenHex, userName: account.name)
      #expect(device.record.value.pendingUnsubscribes == [mine])
      #expect(device.record.value.registered == nil)
      #expect(!UserDefaults.standard.wmf_isSubscribedToEchoNotifications)
      let after = TwinJournal.entries.count
      device.store.send(.appBecameActive)
      device.store.send(.retryTapped)
      await device.settle()
      #expect(TwinJournal.entries.count == after)
      // The subscription stays on the server until the account's next login here deletes it.
      #expect(try await subscribed(account) == [device.tokenHex])
    }

    @Test func anAccountSwitchDeletesTheFirstAccountsSubscriptionAndStartsTheSecondFresh()
      async throws
    {
      let first = try await wiki.freshAccount()
      let second = try await wiki.freshAccount()
      let device = try await subscribedDevice(first)
      await device.logOut()
      try await device.logIn(second)
      try await device.waitUntil("the second account read and reset") {
        device.store.state.session == .loggedIn(userName: second.name)
          && device.store.state.writeInFlight == nil && device.store.state.wiki.values != nil
      }
      #expect(try await subscribed(first).isEmpty)
      #expect(try await subscribed(second).isEmpty)
      #expect(try await values(second)["en"]?.values.contains(true) == false)
      #expect(try await values(first)["en"]?[.mention] == true, "the first account's choices stay")
      await device.turnOn(.editUserTalk)
      try await device.waitUntil("the device registered for the second account") {
        device.store.state.subscriptions.registration == .registered(token: device.tokenHex)
      }
      #expect(try await subscribed(second) == [device.tokenHex])
      #expect(
        device.record.value
          == DeviceRecord(registered: .init(deviceToken: device.tokenHex, userName: second.name)))
      #expect(UserDefaults.standard.wmf_isSubscribedToEchoNotifications)
    }
  }
}
