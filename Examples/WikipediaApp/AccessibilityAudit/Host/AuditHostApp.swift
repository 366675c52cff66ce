// The accessibility audit's host app: shows the notification settings screen in one reachable
// state, language, appearance and contrast, named by its launch arguments (the UI tests'
// `AuditLaunch`). Its target also compiles the package's Tests/TestSupport/ReachableScreens.swift
// and State+Send.swift: the states are the ones the Linux tests walk, built the same way.
#if canImport(UIKit) && canImport(SwiftUI)
  import NotificationSettings
  import NotificationSettingsSwiftUI
  import SwiftUI
  import UIKit

  @main
  struct AuditHostApp: App {
    var body: some Scene {
      WindowGroup {
        AuditScreen(arguments: AuditArguments(ProcessInfo.processInfo.arguments))
          .ignoresSafeArea()
      }
    }
  }

  /// What the launch arguments ask for: `-auditScreen <name of a reachable state>`,
  /// `-auditLanguage <code>` (the page's language: its strings, direction and speech),
  /// `-auditAppearance dark`, `-auditContrast increased`.
  struct AuditArguments {
    var screen: String
    var language: String
    var isDark: Bool
    var isIncreasedContrast: Bool

    init(_ arguments: [String]) {
      func value(_ name: String) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
          return nil
        }
        return arguments[index + 1]
      }
      screen = value("-auditScreen") ?? "loaded"
      language = value("-auditLanguage") ?? "en"
      isDark = value("-auditAppearance") == "dark"
      isIncreasedContrast = value("-auditContrast") == "increased"
    }
  }

  /// The screen in a hosting controller, whose trait overrides (iOS 17) give it Increase
  /// Contrast, which no launch argument sets.
  struct AuditScreen: UIViewControllerRepresentable {
    let arguments: AuditArguments

    func makeUIViewController(context: Context) -> UIViewController {
      // A name that is not a reachable state is a mistake of the UI tests' list: stop, rather
      // than audit another state under its name.
      guard let state = ReachableScreens.state(arguments.screen) else {
        preconditionFailure("-auditScreen \(arguments.screen): no reachable state has this name")
      }
      let store = SettingsStore(
        state: state, clients: .audit, strings: Strings.forLanguage(arguments.language))
      let root = NavigationStack { NotificationSettingsView(store: store) }
        .preferredColorScheme(arguments.isDark ? .dark : .light)
      let controller = UIHostingController(rootView: root)
      if arguments.isIncreasedContrast {
        controller.traitOverrides.accessibilityContrast = .high
      }
      return controller
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
  }
#endif
