import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing
import WMF

@testable import WikipediaAppIntegration

/// The app's launch, run: the integration made where `WMFAppViewController` sets up the data
/// store, against the app's twin and the real test wikis, the server read back.
extension AppRun {
  @Suite("The app, run: launch")
  @MainActor
  struct AppLaunchScenarios {
    let wiki: TestWiki
    init() throws { wiki = try TestWiki.load() }

    @Test func aLoggedOutReaderIsToldNobodyAtLaunchAndNeverLoggedOut() async throws {
      let device = TwinDevice(wiki: wiki)
      device.launch()
      // At once: nobody (no keychain account, no temporary account's cookies).
      #expect(device.store.state.session == .loggedOut)
      // The reader opens Settings > Notifications: the logged-out state, and nothing read.
      device.store.send(.appeared)
      await device.settle()
      #expect(device.sessions == [.loggedOut])
      #expect(device.store.screen.banners.map(\.id) == ["notification.banner.logged-out"])
      #expect(device.store.state.wiki.values == nil)
      // No re-login, no logout ("You have been logged out" is never shown).
      #expect(!TwinJournal.entries.contains { $0.hasPrefix("logout(") })
      #expect(!device.dataStore!.authenticationManager.isUserUnawareOfLogout)
      #expect(!UserDefaults.standard.wmf_isSubscribedToEchoNotifications)
    }

    @Test func aTemporaryAccountIsToldAtLaunchAndKeepsItsSession() async throws {
      let device = TwinDevice(wiki: wiki)
      // An edit without an account, earlier: the app's cookies hold a temporary account.
      let name = try await TestWiki.makeTemporaryAccount(with: device.appClient(), on: "en")
      device.launch()
      // Told the temporary account (not nobody); its read confirms it.
      await device.settle()
      #expect(device.sessions == [.unknown, .temporaryAccount(userName: name, loggingOut: false)])
      device.store.send(.appeared)
      await device.settle()
      #expect(device.store.state.session == .temporaryAccount(userName: name, loggingOut: false))
      // No re-login (it has no keychain password: it would log out and wipe the session).
      #expect(!TwinJournal.entries.contains { $0.hasPrefix("logout(") })
      #expect(!device.dataStore!.authenticationManager.isUserUnawareOfLogout)
      // The wiki still knows the temporary account through the app's cookies.
      let info = try await device.appClient().loadAccount()
      #expect(info.name == name && info.isTemporary)
      #expect(try await wiki.storedSubscriptions(of: name).isEmpty)
    }
  }
}
