import Testing

@testable import NotificationSettings

/// Every reachable screen, built by sending events, in both languages.
enum ReachableScreens {
  static var all: [(String, SettingsFeature.State)] {
    var screens: [(String, SettingsFeature.State)] = []
    func add(_ name: String, _ tester: FeatureTester) { screens.append((name, tester.state)) }

    var t = FeatureTester(Fixture.initial())
    add("before appearing", t)
    t.prepare(.appeared)
    add("loading", t)
    var failed = t
    failed.prepare(.preferencesLoaded(id: 1, .failure(.unreachable(detail: "offline"))))
    add("load failed", failed)
    var loggedOut = t
    loggedOut.prepare(.preferencesLoaded(id: 1, .failure(.notLoggedIn)))
    add("logged out", loggedOut)

    add("loaded", Fixture.loaded())
    add(
      "some types not offered",
      Fixture.loaded(Fixture.values(on: [.mention], offered: [.mention, .loginFail])))
    add("permission denied", Fixture.loaded(permission: .denied))
    var asking = Fixture.loaded(permission: .notDetermined, registration: .idle)
    asking.prepare(.toggleTapped(.editThank))
    add("asking permission", asking)
    var deniedNow = asking
    deniedNow.prepare(.permissionAnswered(granted: false))
    add("permission just denied", deniedNow)

    var saving = Fixture.loaded()
    saving.prepare(.toggleTapped(.editThank))  // window 2, deadline 3
    add("toggle waiting for the window", saving)
    saving.prepare(.saveWindowElapsed(id: 2))  // save 4
    add("saving", saving)
    var reverted = saving
    reverted.prepare(.saveFinished(id: 4, error: .apiError(code: "readonly", info: "")))
    add("save failed and reverted", reverted)
    var superseded = saving
    superseded.prepare(.toggleTapped(.editThank))
    superseded.prepare(.saveFinished(id: 4, error: .unreachable(detail: "offline")))
    add("save failed, changed since", superseded)
    var unknown = saving
    unknown.prepare(.saveFinished(id: 4, error: .outcomeUnknown(detail: "reset")))
    add("save outcome unknown", unknown)
    var saved = saving
    saved.prepare(.saveFinished(id: 4, error: nil))
    add("saved", saved)

    var login = FeatureTester(Fixture.initial())
    login.prepare(.appeared)
    login.prepare(.loggedIn(userName: Fixture.user))
    login.prepare(
      .preferencesLoaded(id: 2, .success(Fixture.snapshot(Fixture.allOn, marker: false))))
    add("default-off saving", login)
    login.prepare(.saveFinished(id: 3, error: .throttled(retryAfterSeconds: nil)))
    add("default-off failed", login)

    for (name, failure) in [
      ("device token", RegistrationFailure.deviceToken(detail: "no entitlement")),
      ("subscription", .subscription(.permissionDenied)),
      ("other account", .tokenHeldByAnotherAccount),
    ] {
      var registration = Fixture.loaded(registration: .fetchingToken)
      switch failure {
      case .deviceToken(let detail):
        registration.prepare(.deviceTokenFailed(DeviceTokenFailure(detail: detail)))
      case .subscription(let wikiFailure):
        registration.prepare(.deviceTokenReceived(Fixture.token))
        registration.prepare(.subscribeFinished(token: Fixture.token, .failure(wikiFailure)))
      case .tokenHeldByAnotherAccount:
        registration.prepare(.deviceTokenReceived(Fixture.token))
        registration.prepare(.subscribeFinished(token: Fixture.token, .success(.tokenExists)))
        registration.prepare(
          .unsubscribeFinished(token: Fixture.token, .reclaim, .success(.notFound)))
      }
      add("registration failed: \(name)", registration)
    }

    var logout = Fixture.loaded()
    logout.prepare(.logoutTapped)
    add("logging out", logout)
    logout.prepare(
      .unsubscribeFinished(token: Fixture.token, .logout, .failure(.unreachable(detail: ""))))
    logout.prepare(.logoutFinished(error: nil))
    add("logged out after a failed unsubscribe", logout)

    var migrating = Fixture.loaded()
    migrating.prepare(.primaryLanguageChanged(from: "en", to: "de"))
    add("migration reading", migrating)
    migrating.prepare(.preferencesLoaded(id: 2, .success(Fixture.snapshot(Fixture.allOff))))
    add("migration writing", migrating)

    var learnMore = Fixture.loaded()
    learnMore.prepare(.learnMoreTapped)
    add("learn more", learnMore)
    return screens
  }
}

@Suite("Accessibility of every reachable screen")
struct AccessibilityTests {
  @Test(arguments: Strings.all)
  func everyControlHasALabelValueHintAndAStableIdentifier(strings: Strings) {
    for (name, state) in ReachableScreens.all {
      let screen = ScreenModel(state: state, strings: strings)
      var identifiers: [String] = []
      #expect(!screen.title.isEmpty)
      var actions = screen.actions + screen.banners.flatMap(\.actions)
      if let learnMore = screen.learnMore {
        actions += [learnMore.link, learnMore.close]
        #expect(!learnMore.title.isEmpty && !learnMore.body.isEmpty)
      }
      for action in actions {
        #expect(!action.label.isEmpty && !action.hint.isEmpty, "\(name): \(action.id)")
        #expect(action.id.hasPrefix("notification.action."), "\(name): \(action.id)")
        identifiers.append(action.id)
      }
      for banner in screen.banners {
        #expect(!banner.message.isEmpty, "\(name): \(banner.id)")
        #expect(!banner.message.contains("{"), "\(name): unfilled placeholder in \(banner.message)")
        #expect(!banner.actions.isEmpty, "\(name): \(banner.id) offers no action")
        identifiers.append(banner.id)
      }
      for section in screen.sections {
        #expect(!section.title.isEmpty && section.titleTraits == [.header])
        identifiers.append(section.id)
        for row in section.rows {
          #expect(!row.label.isEmpty && !row.hint.isEmpty, "\(name): \(row.id)")
          #expect(row.value == strings.text(row.isOn ? .valueOn : .valueOff))
          #expect(row.id == "notification.toggle.\(row.type.rawValue)")
          #expect(row.traits.contains(.toggle))
          #expect(row.traits.contains(.notEnabled) == !row.isEnabled)
          if row.isSaving { #expect(row.status == strings.text(.rowSaving)) }
          if row.status == nil { #expect(!row.isSaving) }
          identifiers.append(row.id)
        }
      }
      for announcement in screen.announcements {
        #expect(!announcement.text.isEmpty && !announcement.text.contains("{"), "\(name)")
      }
      #expect(Set(identifiers).count == identifiers.count, "\(name): duplicate identifiers")
      if screen.isLoading { #expect(screen.loadingText?.isEmpty == false) }
    }
  }

  @Test func identifiersDoNotDependOnTheLanguage() {
    for (_, state) in ReachableScreens.all {
      let english = ScreenModel(state: state, strings: .english)
      let german = ScreenModel(state: state, strings: .german)
      #expect(
        english.sections.map { $0.rows.map(\.id) } == german.sections.map { $0.rows.map(\.id) })
      #expect(english.banners.map(\.id) == german.banners.map(\.id))
    }
  }

  /// Every asynchronous failure a person cannot see happening must be spoken.
  @Test func everyFailureRollbackPermissionNeedAndRegistrationFailureIsAnnounced() {
    let screens = Dictionary(uniqueKeysWithValues: ReachableScreens.all)
    let announced: [String: Politeness] = [
      "load failed": .polite,
      "permission just denied": .assertive,
      "save failed and reverted": .assertive,
      "save failed, changed since": .assertive,
      "save outcome unknown": .assertive,
      "default-off failed": .assertive,
      "registration failed: device token": .assertive,
      "registration failed: subscription": .assertive,
      "registration failed: other account": .assertive,
      "logged out after a failed unsubscribe": .assertive,
    ]
    for (name, politeness) in announced {
      let state = screens[name]
      #expect(state?.announcements.last?.politeness == politeness, "\(name) was not announced")
    }
    #expect(screens["saved"]?.announcements.map(\.message) == [.saved])
  }

  @Test func aDeliveredAnnouncementIsRemoved() {
    var t = Fixture.loaded(permission: .notDetermined, registration: .idle)
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.permissionAnswered(granted: false))
    let spoken = ScreenModel(state: t.state, strings: .english).announcements
    #expect(spoken.count == 1)
    t.send(spoken[0].deliveredEvent) { $0.announcements = [] }
  }

  @Test func aRowShowsWhileSavingAndWhileAskingForPermission() throws {
    let saving = try #require(
      ReachableScreens.all.first { $0.0 == "saving" }.map {
        ScreenModel(state: $0.1, strings: .english)
      })
    let row = try #require(saving.sections.flatMap(\.rows).first { $0.type == .editThank })
    #expect(row.isSaving && row.status == "Saving…" && row.isOn && row.value == "On")
    let asking = try #require(
      ReachableScreens.all.first { $0.0 == "asking permission" }.map {
        ScreenModel(state: $0.1, strings: .english)
      })
    let waiting = try #require(asking.sections.flatMap(\.rows).first { $0.type == .editThank })
    #expect(waiting.status == "Waiting for permission…" && !waiting.isOn && !waiting.isEnabled)
  }
}
