#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs the feature: applies events to the state, executes the effects against the injected
/// clients and feeds their answers back as events. Renderers draw ``screen`` and learn of each
/// change through ``observe(_:)`` or ``screens()``, which work on every platform (no
/// Observation or Combine needed, so iOS 16 and Linux are served alike).
@MainActor
public final class SettingsStore {
  /// The current state.
  public private(set) var state: SettingsFeature.State
  /// The language of the screen's text.
  public var strings: Strings {
    didSet { notifyObservers() }
  }
  /// The screen, derived from the state.
  public var screen: ScreenModel { ScreenModel(state: state, strings: strings) }

  let clients: SettingsClients
  private var running: [Int: Task<Void, Never>] = [:]
  private var lastTaskID = 0
  // The task running each keyed effect: only its answer is delivered. The reducer says when one
  // is let go of (a newer one of the same key, or ``SettingsFeature/Effect/cancel(_:)``).
  private var keyed: [SettingsFeature.EffectKey: Int] = [:]
  // The last effect of each key let go of while its work goes on (a read, a write): the next
  // one of that key starts after it ends. Two reads of one session at once each make the wiki
  // a csrf secret where it has none yet (after a login), the wiki keeps the one saved last and
  // the client caches the token answered last: a later write met `badtoken` and went out twice
  // (issue 47). Two writes at once could land in either order.
  private var lingering: [SettingsFeature.EffectKey: Task<Void, Never>] = [:]
  // What the device keeps: the choices (``KnownChoices``) as last handed to the client, and the
  // store in progress of them and of the device record, one after another, so an older record
  // never lands last.
  private var kept: KnownChoices?
  private var lastKeep: Task<Void, Never>?
  // Held weakly: an observation ends when its owner lets go of it, without a call back here.
  private var observers: [WeakObservation] = []

  /// A store for a screen that has not appeared; the device record is read from persistence,
  /// and the account's last known choices, if the device kept any, are shown at once.
  public convenience init(
    configuration: SettingsConfiguration, language: WikiLanguage, clients: SettingsClients,
    strings: Strings = .english
  ) {
    let device = clients.persistence.load()
    self.init(
      state: SettingsFeature.State(
        configuration: configuration, language: language, device: device),
      clients: clients, strings: strings)
    kept = clients.knownChoices.load()
    if let kept { send(.knownChoicesRestored(kept)) }
  }

  /// A store starting from any state (tests, previews); nothing is read from persistence.
  public init(state: SettingsFeature.State, clients: SettingsClients, strings: Strings = .english) {
    self.state = state
    self.clients = clients
    self.strings = strings
  }

  /// Applies an action and starts its effects.
  public func send(_ action: SettingsFeature.Action) {
    let before = state
    for effect in SettingsFeature.reduce(into: &state, action) {
      start(effect)
    }
    keepWhatTheDeviceRemembers(before: before.device)
    if state != before { notifyObservers() }
  }

  /// The one way the device keeps anything: after each action, the device record when it
  /// changed, and the choices to keep when they changed (see
  /// ``SettingsFeature/State/knownChoicesUpdate``), both derived from the state, as the screen
  /// is, and stored in order, one after another.
  private func keepWhatTheDeviceRemembers(before device: DeviceRecord) {
    let record = state.device != device ? state.device : nil
    let choices = state.knownChoicesUpdate.applied(to: kept)
    let choicesChanged = choices != kept
    guard record != nil || choicesChanged else { return }
    kept = choices
    lastTaskID += 1
    let id = lastTaskID
    let previous = lastKeep
    let persistence = clients.persistence
    let knownChoices = clients.knownChoices
    let task = Task {
      await previous?.value
      if let record { await persistence.save(record) }
      if choicesChanged { await knownChoices.save(choices) }
      self.running[id] = nil
    }
    lastKeep = task
    running[id] = task
  }

  /// Calls `onChange` after every change of the state or the strings, until the returned
  /// observation is cancelled or released. Read ``screen`` inside it to redraw.
  public func observe(_ onChange: @escaping @MainActor () -> Void) -> StoreObservation {
    let observation = StoreObservation(onChange)
    observers.append(WeakObservation(observation))
    return observation
  }

  /// The screens to draw: the current one at once, then each one that differs from the last.
  /// A slow reader gets the newest screen (which still holds every undelivered announcement).
  /// The stream ends its observation when the reader stops iterating.
  public func screens() -> AsyncStream<ScreenModel> {
    AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
      var last = screen
      continuation.yield(last)
      let observation = observe { [weak self] in
        guard let self else { return }
        let next = self.screen
        guard next != last else { return }
        last = next
        continuation.yield(next)
      }
      continuation.onTermination = { _ in
        Task { @MainActor in observation.cancel() }
      }
    }
  }

  private func notifyObservers() {
    observers.removeAll { $0.observation == nil || $0.observation?.isCancelled == true }
    for observer in observers {
      // An earlier observer's call may have cancelled or released a later one: checked per call.
      guard let observation = observer.observation, !observation.isCancelled else { continue }
      observation.onChange()
    }
  }

  /// Lets go of the keyed effect running, if any: its answer is dropped, and its work stopped
  /// where the key says so.
  private func letGo(_ key: SettingsFeature.EffectKey) {
    guard let taskID = keyed.removeValue(forKey: key) else { return }
    if key.stopsTheWork {
      running[taskID]?.cancel()
    } else if let task = running[taskID] {
      lingering[key] = task
    }
  }

  /// Waits until every effect started so far, and every effect their answers started, is done.
  /// A save window waits on the clock: with a test clock, advance it first.
  public func settle() async {
    while let task = running.values.first {
      await task.value
    }
  }

  private func start(_ effect: SettingsFeature.Effect) {
    lastTaskID += 1
    let id = lastTaskID
    let clients = self.clients
    if case .cancel(let key) = effect {
      letGo(key)
      return
    }
    let key = effect.key
    if let key {
      letGo(key)
      keyed[key] = id
    }
    let predecessor = key.flatMap { lingering.removeValue(forKey: $0) }
    // Kept for the next effect of their own key, which starts after them too.
    let awaited = (key?.waitsForLetGo ?? []).compactMap { lingering[$0] }
    running[id] = Task {
      // Never beside the one of its key still running unseen (see ``lingering``), nor before
      // the let-go ones it waits for (see ``SettingsFeature/EffectKey/waitsForLetGo``).
      await predecessor?.value
      for task in awaited { await task.value }
      let answer = await Self.execute(effect, clients)
      self.running[id] = nil
      if let key {
        // Let go of (on this actor, so even after its work ended): its answer is stale.
        guard self.keyed[key] == id else { return }
        self.keyed[key] = nil
      }
      guard let answer else { return }
      self.send(answer)
    }
  }

  /// Does one effect's work and returns the event that answers it, if any.
  nonisolated static func execute(_ effect: SettingsFeature.Effect, _ clients: SettingsClients)
    async -> SettingsFeature.Action?
  {
    switch effect {
    case .load(let language):
      return .preferencesLoaded(await read(language, clients))
    case .save(let language, let write):
      return .saveFinished(error: await failure(writing: write, to: language, clients))
    case .loadForCopy(let language):
      return .copyPreferencesLoaded(await read(language, clients))
    case .saveCopy(let language, let write):
      return .copySaveFinished(error: await failure(writing: write, to: language, clients))
    case .startSaveWindow(let duration):
      do {
        try await clients.clock.sleep(duration)
      } catch {
        // Only cancellation ends a sleep early, and nothing is left to answer then.
        return nil
      }
      return .saveWindowElapsed
    case .checkPermission:
      return .permissionChecked(await clients.permission.status())
    case .requestPermission:
      return .permissionAnswered(granted: await clients.permission.request())
    case .registerForDeviceToken:
      do {
        return .deviceTokenReceived(try await clients.deviceToken.register())
      } catch {
        return .deviceTokenFailed(error)
      }
    case .subscribe(let language, let subscription, let userName):
      return .subscribeFinished(
        token: subscription.deviceToken, userName: userName,
        await result { () async throws(WikiFailure) in
          try await clients.wiki.subscribe(language, subscription, userName)
        })
    case .unsubscribe(let language, let token, let purpose, let userName):
      return .unsubscribeFinished(
        token: token, purpose,
        await result { () async throws(WikiFailure) in
          try await clients.wiki.unsubscribe(language, token, userName)
        })
    case .logout(let language):
      let outcome = await result { () async throws(WikiFailure) in
        try await clients.wiki.logout(language)
      }
      if case .failure(let failure) = outcome { return .logoutFinished(error: failure) }
      return .logoutFinished(error: nil)
    case .mute(let language, let write):
      return .muteFinished(
        await result { () async throws(WikiFailure) in try await clients.wiki.mute(language, write)
        })
    case .open(let destination):
      switch destination {
      case .systemSettings: await clients.navigation.openSystemNotificationSettings()
      case .webPage(let url): await clients.navigation.openURL(url)
      case .logIn: await clients.navigation.showLogin()
      case .createAccount: await clients.navigation.showCreateAccount()
      }
      return nil
    case .reauthenticate(let request):
      return await clients.navigation.relogin(request).map { .appSessionChanged($0) }
    case .cancel:
      // Done by the store itself when the effect starts (it holds the tasks).
      return nil
    }
  }

  /// A read of `language`'s wiki, for the screen or a language copy alike.
  nonisolated static func read(_ language: WikiLanguage, _ clients: SettingsClients) async
    -> Result<WikiSnapshot, WikiFailure>
  {
    await result { () async throws(WikiFailure) in try await clients.wiki.load(language) }
  }

  /// A write of options to `language`'s wiki, for the screen or a language copy alike: nil when
  /// it succeeded.
  nonisolated static func failure(
    writing write: OptionsWrite, to language: WikiLanguage, _ clients: SettingsClients
  ) async -> WikiFailure? {
    let outcome = await result { () async throws(WikiFailure) in
      try await clients.wiki.save(language, write)
    }
    if case .failure(let failure) = outcome { return failure }
    return nil
  }

  /// A wiki request's answer as a value.
  nonisolated static func result<Value>(
    _ request: () async throws(WikiFailure) -> Value
  ) async -> Result<Value, WikiFailure> {
    do {
      return .success(try await request())
    } catch {
      return .failure(error)
    }
  }
}
