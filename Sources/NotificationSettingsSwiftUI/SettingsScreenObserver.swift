#if canImport(SwiftUI)
  import Combine
  import NotificationSettings

  /// The store's screen for SwiftUI on every supported system (iOS 16 included): an
  /// `ObservableObject` that republishes ``SettingsStore/screen`` whenever the store reports a
  /// change through ``SettingsStore/observe(_:)``, and sends the screen's events back.
  ///
  /// Observation would need iOS 17; the store's own change callback and Combine's
  /// `ObservableObject` need nothing newer than the package's minimum.
  @MainActor
  public final class SettingsScreenObserver: ObservableObject {
    /// The store the screen draws; the app owns it and sends its own events to it too.
    public let store: SettingsStore
    /// The screen to draw, replaced only when it differs from the one drawn.
    @Published public private(set) var screen: ScreenModel
    // Released with this object, which ends the store's calls.
    private var observation: StoreObservation?

    /// Follows `store` until this object is released.
    public init(store: SettingsStore) {
      self.store = store
      screen = store.screen
      observation = store.observe { [weak self] in
        self?.refresh()
      }
    }

    /// Sends a control's event to the store.
    public func send(_ event: SettingsFeature.Action) {
      store.send(event)
    }

    /// Whether the screen is shown, so its announcements are said (the view sets it). Turning
    /// it on says every announcement made while the screen was hidden; turning it off forgets
    /// what was awaited (the store counts it delivered on `disappeared`).
    var isSpeaking = false {
      didSet {
        if isSpeaking { speak() } else { awaiting.removeAll() }
      }
    }

    /// Where focus goes, once per request: the view moves focus (and scrolls) when its `id` is
    /// new, never because the screen was redrawn.
    struct FocusRequest: Equatable {
      /// The announcement that asked for it.
      let id: Int
      /// The element's identifier.
      let element: String
    }

    /// The last focus request an announcement made.
    @Published private(set) var focusRequest: FocusRequest?

    private func refresh() {
      let next = store.screen
      // An unchanged screen (e.g. a state change nothing on screen shows) redraws nothing.
      if next != screen { screen = next }
      speak()
    }

    /// Hands each announcement not yet posted to the system, once: the store marks it posted
    /// (`postedEvent`), so neither this observer nor a later one (the screen pushed again) says
    /// it again but for the one repeat the store offers when it was not heard. One that asks
    /// for focus moves it; one the focused element says itself is not posted at all.
    private func speak() {
      // Each `send` below redraws and calls back here; the loop below reads the store afresh.
      guard isSpeaking, !isPosting else { return }
      isPosting = true
      defer { isPosting = false }
      var handled: Set<String> = []
      while let announcement = store.screen.announcements.first(where: {
        !$0.isPosted && !handled.contains($0.posting)
      }) {
        handled.insert(announcement.posting)
        if let element = announcement.focus {
          focusRequest = FocusRequest(id: announcement.id, element: element)
          if announcement.isSaidByFocus {
            store.send(announcement.deliveredEvent)
            continue
          }
        }
        announcement.post()
        if announcement.confirmsWhetherHeard {
          awaiting.append((announcement.text, announcement.id))
          store.send(announcement.postedEvent)
        } else {
          store.send(announcement.deliveredEvent)
        }
      }
    }

    /// The system finished (or gave up) saying `text`: the store removes the announcement, or,
    /// not heard, offers it once more (never a third time).
    func announcementFinished(text: String, heard: Bool) {
      guard let index = awaiting.firstIndex(where: { $0.text == text }) else { return }
      let id = awaiting.remove(at: index).id
      guard let announcement = store.screen.announcements.first(where: { $0.id == id }) else {
        return
      }
      store.send(heard ? announcement.deliveredEvent : announcement.notHeardEvent)
    }

    /// VoiceOver was turned off: no word of what it was saying will come; the store counts it
    /// heard rather than keep it to be said later, out of context.
    func screenReaderStopped() {
      awaiting.removeAll()
      store.send(.screenReaderStopped)
    }

    // Whether `speak` is running (it is re-entered by the store's change callback).
    private var isPosting = false
    // Posted while VoiceOver runs, oldest first: the system's finish notification names the
    // text, not the announcement.
    private var awaiting: [(text: String, id: Int)] = []

    /// A notification type's switch, for `Toggle(isOn: $observer[isOn: type])`: reads the
    /// model and sends the row's event; the store decides what the switch then shows (a refused
    /// flip keeps the old value).
    ///
    /// A key-path binding rather than `Binding(get:set:)`, whose closure types differ between
    /// the iOS 17 and iOS 18 SDKs (plain there, `@isolated(any) @Sendable` here).
    subscript(isOn type: NotificationType) -> Bool {
      get { toggleRow(type)?.isOn ?? false }
      set {
        guard let row = toggleRow(type), row.isOn != newValue else { return }
        store.send(row.event)
        // A refused flip (or one that waits, e.g. for the permission answer) leaves the row's
        // value as it was, so nothing would be published and the switch would stay where the
        // finger left it: redraw, and it shows the model's value again.
        if toggleRow(type)?.isOn != newValue { objectWillChange.send() }
      }
    }

    /// The "Learn more" explanation while the model has one, for `sheet(item:)`. SwiftUI writes
    /// nil only when the person swipes the sheet away; that is the model's close action.
    var presentedLearnMore: ScreenModel.LearnMore? {
      get { screen.learnMore }
      set {
        if newValue == nil, let close = screen.learnMore?.close { store.send(close.event) }
      }
    }

    private func toggleRow(_ type: NotificationType) -> ScreenModel.ToggleRow? {
      for section in screen.sections {
        if let row = section.rows.first(where: { $0.type == type }) { return row }
      }
      return nil
    }
  }

  extension ScreenModel.SpokenAnnouncement {
    /// One posting of the announcement: its first, or its repeat.
    fileprivate var posting: String { "\(id)\(isRepeat ? "+" : "")" }
  }
#endif
