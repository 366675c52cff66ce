import Testing

@testable import NotificationSettings

/// What the real Echo offers: more types than the spec's (its two the package names too, others
/// titled by the wiki); options set in the global preferences; resets the wiki refuses in part.
enum RealEcho {
  static let userPage = NotificationType.editUserPage
  static let archiving = NotificationType.dtSubscriptionArchiving

  /// The real wiki's 13 of the spec's 16 plus its own two, with Echo's defaults.
  static let values: [NotificationType: Bool] = {
    var values = Fixture.values(
      on: Set(NotificationType.allCases).subtracting([
        .mentionFailure, .mentionSuccess, .articleLinked,
      ]),
      offered: NotificationType.allCases.filter {
        ![.cx, .wikibaseAction, .pageReview].contains($0)
      }
    )
    values[userPage] = true
    values[archiving] = true
    return values
  }()

  static let allOff = values.mapValues { _ in false }

  static let titles: [NotificationType: String] = [
    userPage: "Edit to my user page", archiving: "Talk page archiving", .mention: "Mention",
    .editUserTalk: "Edit to my talk page",
  ]

  static func snapshot(
    _ values: [NotificationType: Bool] = values, marker: Bool = false,
    global: Set<NotificationType> = []
  ) -> WikiSnapshot {
    WikiSnapshot(
      userName: Fixture.user, values: values, hasDefaultOffMarker: marker, titles: titles,
      globalTypes: global)
  }

  /// Logged in just now, the read in flight.
  static func loggingIn() -> FeatureTester {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.prepare(.loggedIn)
    return t
  }

  /// `loaded(snapshot)` after a first toggle (edit-thank off: save 1) was saved and announced
  /// (announcement 1), then mention and reverted tapped off in its window: the window's end
  /// sends both in one write (save 2).
  static func twoTogglesCollected(_ snapshot: WikiSnapshot) -> FeatureTester {
    var t = loaded(snapshot)
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.saveFinished(error: nil))
    t.prepare(.announcementDelivered(id: 1))
    t.prepare(.toggleTapped(.mention))
    t.prepare(.toggleTapped(.reverted))
    return t
  }

  /// The screen showing `snapshot` (marker set), permission given, device registered.
  static func loaded(_ snapshot: WikiSnapshot) -> FeatureTester {
    var t = FeatureTester(
      Fixture.initial(
        device: DeviceRecord(
          registered: DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user))))
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.prepare(.preferencesLoaded(.success(snapshot)))
    var state = t.state
    state.subscriptions.registration = .registered(token: Fixture.token)
    return FeatureTester(state)
  }
}
