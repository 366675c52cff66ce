import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// The hooks the Wikipedia app's integration calls (Examples/WikipediaApp), on the real test
/// wikis over the app's lent session, the server read back each time: the logout hook awaited
/// by the app's logout, the app's re-login failing, a token changed between launches, the app
/// switching accounts.
@Suite("The app's hooks on the real test wikis", .serialized)
@MainActor
struct AppSessionHookLiveTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  func serverValues(_ account: TestWiki.Account) async throws -> [NotificationType: Bool] {
    try await wiki.notificationValues(of: account, on: wiki.en)
  }

  /// The app says `account` at launch and the screen appears; the device ends subscribed (a
  /// type is turned on if the wiki's defaults had none).
  func launchSubscribed(_ rig: AppSessionRig, _ account: TestWiki.Account) async {
    rig.store.send(.appSessionChanged(.account(userName: account.name)))
    rig.store.send(.appeared)
    await rig.store.settle()
    if rig.store.state.isOn(.mention) != true {
      rig.store.send(.toggleTapped(.mention))
      await rig.store.settle()
    }
  }

  @Test func theAppsLogoutAwaitsTheDeleteOfThisDevicesSubscription() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let app = AppLogin(site: wiki.en)
    try await app.logIn(account)
    let token = AppSessionRig.newToken()
    let record = LockedBox(DeviceRecord())
    let rig = AppSessionRig(app, site: wiki.en, token: token, record: record)
    await launchSubscribed(rig, account)
    #expect(try await wiki.storedSubscriptions(of: account.name).map(\.token) == [token])

    // The hook in the app's `authenticationManagerWillLogOut:`, awaited before its own logout.
    let wait = await rig.store.deleteSubscriptionBeforeAppLogout(within: .seconds(20))
    #expect(wait == .deleted)
    // Back before the app's logout, with the subscription gone from the server and the app's
    // session still logged in: the delete was made with it.
    #expect(try await wiki.storedSubscriptions(of: account.name).isEmpty)
    #expect(try await app.userName() == account.name)
    #expect(rig.store.state.session == .loggedOut)
    #expect(rig.subscriptionCommands.suffix(1) == ["delete"])
    #expect(!rig.parameters.contains { $0["action"] == "logout" }, "the logout is the app's")
    await rig.store.settle()
    #expect(record.value == DeviceRecord())

    // The app's logout goes on; its didLogOut changes nothing more, and a second call of the
    // hook, with the session gone, sends nothing.
    try await app.logOut()
    rig.store.send(.appSessionChanged(.loggedOut))
    let sentBefore = rig.sent.value.count
    #expect(
      await rig.store.deleteSubscriptionBeforeAppLogout(within: .seconds(5)) == .nothingToDelete)
    await rig.store.settle()
    #expect(rig.sent.value.count == sentBefore)
    #expect(record.value == DeviceRecord())
    #expect(rig.reauthentications.value == 0)
  }

  @Test func theAppsLogoutCompletesWithinItsBoundWhenTheWikiDoesNotAnswer() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let app = AppLogin(site: wiki.en)
    try await app.logIn(account)
    let token = AppSessionRig.newToken()
    let record = LockedBox(DeviceRecord())
    // The wiki takes no delete until the test lets it through (at most 30 s).
    let answerDeletes = LockedBox(false)
    let rig = AppSessionRig(
      site: wiki.en,
      send: { request throws(TransportFailure) in
        if RecordingTransport.parameters(of: request)["command"] == "delete" {
          let deadline = ContinuousClock.now + .seconds(30)
          while !answerDeletes.value && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
          }
        }
        return try await app.transport.send(request)
      }, token: token, record: record)
    await launchSubscribed(rig, account)
    #expect(try await wiki.storedSubscriptions(of: account.name).map(\.token) == [token])

    let started = ContinuousClock.now
    let wait = await rig.store.deleteSubscriptionBeforeAppLogout(within: .seconds(2))
    let took = ContinuousClock.now - started
    #expect(wait == .timedOut)
    #expect(took >= .seconds(2) && took < .seconds(6), "\(took)")
    // The store ended the logout at its own deadline: logged out, the delete owed, while the
    // app's transport still holds the request.
    let mine = DeviceSubscription(deviceToken: token, userName: account.name)
    #expect(rig.store.state.session == .loggedOut)
    #expect(rig.store.state.device.pendingUnsubscribes == [mine])
    #expect(rig.store.state.device.registered == nil)

    // The app's logout goes on and ends the session; then the delete reaches the wiki, too
    // late to delete anything. Nothing is lost: the subscription is owed to the account's next
    // login here, and the app is asked for nothing more.
    try await app.logOut()
    rig.store.send(.appSessionChanged(.loggedOut))
    answerDeletes.value = true
    await rig.store.settle()
    #expect(rig.store.state.session == .loggedOut)
    #expect(record.value.pendingUnsubscribes == [mine])
    #expect(record.value.registered == nil)
    #expect(try await wiki.storedSubscriptions(of: account.name).map(\.token) == [token])
    #expect(rig.reauthentications.value == 0)

    // The account's next login here deletes it first, then subscribes again for the types on.
    try await app.logIn(account)
    let commandsBefore = rig.subscriptionCommands.count
    rig.store.send(.appSessionChanged(.account(userName: account.name)))
    await rig.store.settle()
    #expect(Array(rig.subscriptionCommands.dropFirst(commandsBefore)) == ["delete", "create"])
    #expect(record.value.pendingUnsubscribes.isEmpty)
    #expect(record.value.registered == mine)
    #expect(try await wiki.storedSubscriptions(of: account.name).map(\.token) == [token])
  }

  @Test func aFailedReloginEndsLoggedOutWithNoFurtherRequest() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let app = AppLogin(site: wiki.en)
    try await app.logIn(account)
    let token = AppSessionRig.newToken()
    let record = LockedBox(DeviceRecord())
    let rig = AppSessionRig(app, site: wiki.en, token: token, record: record)
    await launchSubscribed(rig, account)
    let before = try await serverValues(account)

    // The wiki forgets the session; a choice made now finds it gone.
    try await app.expireOnTheServer()
    let sentBeforeTheTap = rig.sent.value.count
    rig.store.send(.toggleTapped(.editThank))
    await rig.store.settle()
    // Found by the save's first read (it confirms the values the write carries): anonymous, so
    // the write naming the account is never sent.
    let afterTheTap = rig.parameters.dropFirst(sentBeforeTheTap)
    #expect(afterTheTap.first?["meta"] == "userinfo|tokens|globalpreferences")
    #expect(!afterTheTap.contains { ["globalpreferences", "options"].contains($0["action"]) })
    #expect(rig.reauthentications.value == 1)
    #expect(rig.store.state.session == .loggedOut)

    // The app's re-login (MWKDataStore's) fails and logs the editor out: its logout calls the
    // hook first, then ends the session and says nobody.
    let sentBefore = rig.sent.value.count
    // Nothing can be deleted with the session gone: the subscription is owed.
    #expect(await rig.store.deleteSubscriptionBeforeAppLogout(within: .seconds(5)) == .owed)
    try await app.logOut()
    rig.store.send(.appSessionChanged(.loggedOut))
    rig.store.send(.appBecameActive)
    rig.store.send(.disappeared)
    rig.store.send(.appeared)
    await rig.store.settle()

    // Logged out, with no further request (no loop of re-logins, no write) and nothing lost:
    // the subscription, which no session can delete now, is owed to the account's next login.
    #expect(rig.store.state.session == .loggedOut)
    #expect(rig.sent.value.count == sentBefore)
    #expect(rig.reauthentications.value == 1)
    #expect(try await serverValues(account) == before)
    let mine = DeviceSubscription(deviceToken: token, userName: account.name)
    #expect(record.value.pendingUnsubscribes == [mine])
    #expect(record.value.registered == nil)
    #expect(
      rig.store.state.announcements.map(\.message).contains(
        .unsubscribeFailed(userName: account.name, .notLoggedIn)))
    #expect(rig.store.screen.banners.contains { $0.subject == .loggedOut })
  }

  @Test func aTokenChangedBetweenLaunchesReplacesTheOldSubscription() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let app = AppLogin(site: wiki.en)
    try await app.logIn(account)
    let record = LockedBox(DeviceRecord())
    let first = AppSessionRig.newToken()
    let launch1 = AppSessionRig(app, site: wiki.en, token: first, record: record)
    await launchSubscribed(launch1, account)
    #expect(try await wiki.storedSubscriptions(of: account.name).map(\.token) == [first])

    // The next launch: the app registered for remote notifications and APNs gave another token.
    let second = AppSessionRig.newToken()
    let launch2 = AppSessionRig(app, site: wiki.en, token: second, record: record)
    // What the integration sends at every launch, the screen not shown.
    launch2.store.send(.appBecameActive)
    launch2.store.send(.appSessionChanged(.account(userName: account.name)))
    await launch2.store.settle()
    #expect(launch2.subscriptionCommands == ["delete", "create"])
    #expect(try await wiki.storedSubscriptions(of: account.name).map(\.token) == [second])
    #expect(
      record.value.registered == DeviceSubscription(deviceToken: second, userName: account.name))
    #expect(record.value.pendingUnsubscribes.isEmpty)
  }

  @Test func anAccountSwitchNeverShowsTheFirstAccountsValuesForTheSecond() async throws {
    let first = try await wiki.freshAccount(on: [wiki.en])
    let second = try await wiki.freshAccount(on: [wiki.en])
    let app = AppLogin(site: wiki.en)
    try await app.logIn(first)
    let token = AppSessionRig.newToken()
    let record = LockedBox(DeviceRecord())
    let rig = AppSessionRig(app, site: wiki.en, token: token, record: record)
    await launchSubscribed(rig, first)
    // The first account's values differ from the second's (Echo's defaults) in one type.
    let secondValues = try await serverValues(second)
    let differing = NotificationType.editThank
    if rig.store.state.isOn(differing) == secondValues[differing] {
      rig.store.send(.toggleTapped(differing))
      await rig.store.settle()
    }
    let firstValues = try await serverValues(first)
    #expect(firstValues[differing] != secondValues[differing])
    #expect(try await wiki.storedSubscriptions(of: first.name).map(\.token) == [token])

    // Every state the store goes through from now on.
    let seen = LockedBox<[(userName: String?, value: Bool?)]>([])
    let store = rig.store
    let observation = store.observe {
      seen.mutate { $0.append((store.state.session.userName, store.state.isOn(differing))) }
    }
    // The app's session becomes the second account's, and the app says so, while the first
    // is shown and this device is subscribed for it.
    try await app.logOut()
    try await app.logIn(second)
    rig.store.send(.appSessionChanged(.account(userName: second.name)))
    #expect(rig.store.state.isOn(differing) == nil, "nothing of the first account is shown")
    await rig.store.settle()
    observation.cancel()

    #expect(rig.store.state.session == .loggedIn(userName: second.name))
    #expect(rig.store.state.isOn(differing) == secondValues[differing])
    #expect(try await serverValues(second) == secondValues, "nothing written for the second")
    #expect(seen.value.contains { $0.userName == second.name })
    for state in seen.value where state.userName == second.name {
      #expect(state.value == nil || state.value == secondValues[differing])
    }
    // Echo lets only the holder's session delete a subscription: the first account's is owed,
    // and said, until its next login here.
    let firsts = DeviceSubscription(deviceToken: token, userName: first.name)
    #expect(record.value.pendingUnsubscribes == [firsts])
    #expect(
      rig.store.state.announcements.map(\.message).contains(
        .unsubscribeFailed(userName: first.name, .notLoggedIn)))
    #expect(try await wiki.storedSubscriptions(of: second.name).isEmpty)

    // The first account's next login here deletes it before anything else.
    try await app.logOut()
    try await app.logIn(first)
    let commandsBefore = rig.subscriptionCommands.count
    rig.store.send(.appSessionChanged(.account(userName: first.name)))
    await rig.store.settle()
    #expect(rig.subscriptionCommands.dropFirst(commandsBefore).first == "delete")
    #expect(!record.value.pendingUnsubscribes.contains(firsts))
    #expect(rig.store.state.isOn(differing) == firstValues[differing])
  }
}
