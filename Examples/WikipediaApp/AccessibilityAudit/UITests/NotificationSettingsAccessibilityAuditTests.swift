// Xcode's accessibility audit (iOS 17 `performAccessibilityAudit()`) of the notification settings
// screen in every reachable state, at the largest accessibility text size, in dark mode, with
// Increase Contrast, and in Hebrew (right to left): what the Linux tests cannot see (clipped
// text, contrast as drawn, hit regions, Dynamic Type, element descriptions as VoiceOver gets
// them). Run on a Mac by the app's CI; how: the DocC guide, "Auditing the screen's
// accessibility". On Linux scripts/check-app-integration type-checks it in Swift 6 mode against a
// model of XCTest's UI API (Examples/WikipediaApp/Model/XCTestUI), and a test checks that
// `screens` lists exactly the states of ReachableScreens.
#if canImport(XCTest) && os(iOS)
  import XCTest

  /// One audit run of the host app: its state, language and look.
  struct AuditLaunch {
    /// What the run is called in a failure.
    var name: String
    /// The host's launch arguments (see `AuditArguments`) and the system's.
    var arguments: [String]
  }

  @MainActor
  final class NotificationSettingsAccessibilityAuditTests: XCTestCase {
    /// Every reachable state, by the name ReachableScreens gives it.
    static let screens = [
      "before appearing", "loading", "load failed", "logged out", "temporary account",
      "temporary account: delete failed", "temporary account logging out",
      "checking kept choices", "checking kept choices, one tapped", "kept choices, read failed",
      "kept choices moved by the read", "loaded", "some types not offered", "permission denied",
      "asking permission", "permission just denied", "saving",
      "toggle waiting for the save in flight", "save failed and reverted",
      "save failed, changed since", "save outcome unknown", "saved", "default-off saving",
      "default-off failed", "registration failed: device token",
      "registration failed: subscription", "registration failed: other account", "logging out",
      "logged out after a failed unsubscribe", "logging out after a save", "migration reading",
      "migration writing",
      "global preferences with a local exception", "global save", "global save refused",
      "muted lists", "muting", "mute refused", "unmute failed",
      "learn more",
    ]

    /// The looks each state is audited in.
    static let looks: [AuditLaunch] = [
      AuditLaunch(
        name: "AX5",
        arguments: [
          "-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityXXXL",
        ]),
      AuditLaunch(name: "dark", arguments: ["-auditAppearance", "dark"]),
      AuditLaunch(name: "Increase Contrast", arguments: ["-auditContrast", "increased"]),
      AuditLaunch(
        name: "Hebrew",
        arguments: ["-auditLanguage", "he", "-AppleLanguages", "(he)", "-AppleLocale", "he_IL"]),
    ]

    func testEveryReachableStateAtAX5() throws { try audit(Self.looks[0]) }
    func testEveryReachableStateInDarkMode() throws { try audit(Self.looks[1]) }
    func testEveryReachableStateWithIncreaseContrast() throws { try audit(Self.looks[2]) }
    func testEveryReachableStateInHebrew() throws { try audit(Self.looks[3]) }

    /// Launches the host in each state with `look` and runs every audit type on it (the target's
    /// deployment is iOS 17, the audit's floor).
    private func audit(_ look: AuditLaunch) throws {
      // Every state is audited even after one fails. Set here, on the main actor, rather than
      // in an override of `setUp()`, which is nonisolated in XCTestCase.
      continueAfterFailure = true
      for screen in Self.screens {
        let app = XCUIApplication()
        app.launchArguments = ["-auditScreen", screen] + look.arguments
        app.launch()
        XCTAssertTrue(
          app.navigationBars.firstMatch.waitForExistence(timeout: 10),
          "\(screen), \(look.name): the screen did not appear")
        // Every audit type, every issue reported (none is ignored), named by state and look.
        XCTContext.runActivity(named: "\(screen), \(look.name)") { _ in
          do {
            try app.performAccessibilityAudit(for: .all)
          } catch {
            XCTFail("\(screen), \(look.name): \(error)")
          }
        }
        app.terminate()
      }
    }
  }
#endif
