import Foundation

@testable import NotificationSettings

/// Values shared by the tests.
enum Fixture {
  static let topic = "org.wikimedia.wikipedia"
  static let saveWindow = Duration.milliseconds(500)
  static let configuration = SettingsConfiguration(pushTopic: topic, saveWindow: saveWindow)
  static let user = "Alice"
  static let token = "a1b2c3"

  /// Every type on, as Echo's defaults would mostly have it.
  static let allOn = Dictionary(uniqueKeysWithValues: NotificationType.allCases.map { ($0, true) })
  static let allOff = allOn.mapValues { _ in false }

  static func values(
    on: Set<NotificationType> = [], offered: [NotificationType] = NotificationType.allCases
  )
    -> [NotificationType: Bool]
  {
    Dictionary(uniqueKeysWithValues: offered.map { ($0, on.contains($0)) })
  }

  /// What a wiki holds for the account, as a child feature is handed it.
  static func wiki(
    _ values: [NotificationType: Bool], marker: Bool = false, global: Set<NotificationType> = []
  ) -> SettingsFeature.Wiki {
    var wiki = SettingsFeature.Wiki()
    wiki.values = values
    wiki.hasDefaultOffMarker = marker
    wiki.globalTypes = global
    return wiki
  }

  static func snapshot(
    _ values: [NotificationType: Bool], marker: Bool = true, user: String? = Fixture.user
  ) -> WikiSnapshot {
    WikiSnapshot(userName: user, values: values, hasDefaultOffMarker: marker)
  }

  static func write(
    _ values: [NotificationType: Bool], marker: Bool = false, user: String = Fixture.user
  ) -> OptionsWrite {
    OptionsWrite(userName: user, values: values, setsDefaultOffMarker: marker)
  }

  /// The first-login reset's write: the marker with it stands only if every value is stored.
  static func resetWrite(_ values: [NotificationType: Bool], user: String = Fixture.user)
    -> OptionsWrite
  {
    OptionsWrite(
      userName: user, values: values, setsDefaultOffMarker: true, markerNeedsEveryValue: true)
  }

  static func initial(language: WikiLanguage = "en", device: DeviceRecord = .init())
    -> SettingsFeature.State
  {
    SettingsFeature.State(configuration: configuration, language: language, device: device)
  }

  /// A screen that appeared and shows the wiki's values, with the permission given.
  static func loaded(
    _ values: [NotificationType: Bool] = values(on: [.mention]),
    marker: Bool = true,
    permission: PermissionStatus = .authorized,
    registration: Registration = .registered(token: token),
    device: DeviceRecord? = nil
  ) -> FeatureTester {
    let record =
      device
      ?? (registration == .registered(token: token)
        ? DeviceRecord(registered: DeviceSubscription(deviceToken: token, userName: user))
        : DeviceRecord())
    var tester = FeatureTester(initial(device: record))
    tester.prepare(.appeared)
    tester.prepare(.permissionChecked(permission))
    tester.prepare(.preferencesLoaded(.success(snapshot(values, marker: marker))))
    var state = tester.state
    state.subscriptions.registration = registration
    return FeatureTester(state)
  }
}

/// Expected states written out by the tests themselves (not computed by the code under test).
extension SettingsFeature.State {
  /// The account was let go of: nothing read, chosen or registered for it remains.
  mutating func expectAccountLetGo() {
    expectWikiLetGo()
    subscriptions = Subscriptions()
  }

  /// The wiki was let go of: nothing read from it or chosen for it remains.
  mutating func expectWikiLetGo() {
    wiki = SettingsFeature.Wiki()
    loading = Loading()
    saving = Saving()
    muting = Muting()
  }
}
