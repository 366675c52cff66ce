#if canImport(SwiftUI)
  import NotificationSettings
  import SwiftUI

  /// The Settings > Notifications screen: draws the store's `ScreenModel` and sends its events.
  ///
  /// Everything the screen decides happens in `SettingsStore` (tested on Linux); this view only
  /// maps the model's values to SwiftUI. Show it inside the app's `NavigationStack` (it sets the
  /// navigation title but brings no stack of its own).
  public struct NotificationSettingsView: View {
    // The app owns the store: its login, logout and language change send events to it too.
    private let store: SettingsStore
    @Environment(\.scenePhase) private var scenePhase
    // Set when the app goes to the background, consumed when it is active again (see below).
    @State private var wasInBackground = false

    /// Creates the screen over the app's store.
    public init(store: SettingsStore) {
      self.store = store
    }

    /// The screen's content.
    public var body: some View {
      // Read once per update: `screen` is derived from the state on every access.
      let screen = store.screen
      // The list draws the outline's page exactly as the terminal does (tested on Linux): one
      // list section per group, each element drawn and identified by `ElementView`.
      let layout = SettingsListLayout(screen.outline)
      List {
        ForEach(layout.list) { group in
          Section {
            ForEach(group.rows) { element in
              ElementView(element: element, store: store)
            }
          } header: {
            if let header = group.header {
              ElementView(element: header, store: store)
            }
          }
        }
      }
      .navigationTitle(screen.title)
      .sheet(item: learnMore) { learnMore in
        LearnMoreView(sheet: SettingsListLayout.Sheet(learnMore), store: store)
      }
      .onAppear { store.send(.appeared) }
      .onDisappear { store.send(.disappeared) }
      .onChange(of: scenePhase) { _, phase in
        // Back in the foreground (from the system settings, or anywhere): permission and wiki
        // may have changed. Only a return from the background counts: inactive -> active also
        // happens when the permission alert or Control Center closes, and would re-read and
        // re-check for nothing. Settings -> app goes background -> inactive -> active, so the
        // background is remembered until the app is active again.
        switch phase {
        case .background:
          wasInBackground = true
        case .active where wasInBackground:
          wasInBackground = false
          store.send(.appBecameActive)
        default:
          break
        }
      }
      .onChange(of: screen.announcements, initial: true) { _, announcements in
        for announcement in announcements {
          announcement.post()
          store.send(announcement.deliveredEvent)
        }
      }
    }

    // Presents the model's "Learn more" while it has one. SwiftUI writes nil only when the person
    // swipes the sheet away; that is the model's close action. `sheet(item:)` rather than
    // `isPresented` keeps the content on screen while the sheet slides down. Both closures read
    // the store, so they say they run on the main actor (Binding takes `@isolated(any)` ones).
    private var learnMore: Binding<ScreenModel.LearnMore?> {
      Binding(
        get: { @MainActor [store] in store.screen.learnMore },
        set: { @MainActor [store] _ in
          if let close = store.screen.learnMore?.close { store.send(close.event) }
        })
    }
  }
#endif
