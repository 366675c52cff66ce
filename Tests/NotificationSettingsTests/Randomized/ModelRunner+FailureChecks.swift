@testable import NotificationSettings

// The invariants of a failed answer: a save's rollback touches only what failed, and every
// failure that changes the screen is announced.
extension ModelRunner {
  /// A save's answer: a rollback touches only the failed keys the person has not changed since,
  /// and every failure is announced naming exactly the reverted types.
  func checkSaveAnswer(
    _ event: Event, _ before: SettingsFeature.State, _ new: [Announcement.Message]
  ) {
    // The store delivers only the answer of the write in flight.
    let answered: (error: WikiFailure, request: SaveRequest?, isCopy: Bool)
    switch event {
    case .saving(.saveFinished(let error?)): answered = (error, before.saving.inFlight, false)
    case .migration(.writeFinished(let error?)): answered = (error, before.migration.request, true)
    default: return
    }
    guard let request = answered.request else { return }
    let error = answered.error
    if error == .notLoggedIn {
      expect(new.contains(.loggedOut), "failures are announced", "notLoggedIn: \(new)")
      return
    }
    guard !answered.isCopy else { return }  // a copy's: silent, as the spec asks
    guard error.isDefinite else {
      expect(new.contains(.saveOutcomeUnknown), "failures are announced", "\(error): \(new)")
      return
    }
    // Types carried along were not the person's choices: their refusal names nothing.
    var failed = request.kind == .defaultOff ? request.values.keys.sorted() : request.chosenTypes
    if case .keysRejected(let rejected) = error { failed = failed.filter(rejected.contains) }
    // Ignored for a global value set meanwhile: not a failure (re-read, then written globally).
    if case .globallyOverridden(let global, let rejected) = error {
      failed = failed.filter(rejected.contains)
      if request.kind == .toggles, state.session.userName != nil {
        // Unless tapped again since: the newer choice is then sent (or equals the wiki's).
        let sent = deliveredSaveSentAt
        expect(
          global.subtracting(request.carried).allSatisfy {
            state.wiki.globalTypes.contains($0)
              && (state.saving.unsent[$0] != nil || (lastTap[$0] ?? -1) > sent)
          },
          "a choice ignored for its global value is written globally",
          "ignored \(global), unsent \(state.saving.unsent), global \(state.wiki.globalTypes)")
      }
      expect(
        !new.contains { if case .saveFailedReverted = $0 { true } else { false } }
          || !failed.isEmpty,
        "a global choice set elsewhere is not a failure", "\(new)")
    }
    guard !failed.isEmpty else { return }
    let reported: WikiFailure
    if case .globallyOverridden(_, let rejected) = error {
      reported = .keysRejected(rejected)
    } else {
      reported = error
    }
    if request.kind == .defaultOff {
      expect(new.contains(.defaultsNotApplied(reported)), "failures are announced", "\(new)")
      return
    }
    let sent = deliveredSaveSentAt
    let since = failed.filter { (lastTap[$0] ?? -1) > sent }
    let reverted = failed.filter { !since.contains($0) }
    let expected: Announcement.Message =
      reverted.isEmpty
      ? .saveFailedSuperseded(since, reported) : .saveFailedReverted(reverted, reported)
    expect(
      new.contains(expected), "a failed save announces exactly the reverted types",
      "expected \(expected), got \(new)")
    // Logging out (asked for during the save) follows its answer and clears the screen.
    guard state.session.userName != nil else { return }
    for type in ReferenceWiki.allTypes {
      if reverted.contains(type) {
        expect(
          state.isOn(type) == before.wiki.values?[type], "a rollback restores the wiki's value",
          "\(type) shows \(String(describing: state.isOn(type)))")
      } else if request.carried.contains(type), state.isOn(type) == before.wiki.values?[type] {
        // A value carried along was never a choice: with its write failed the row shows what
        // the wiki holds (which a read may have changed while the write travelled).
        continue
      } else {
        expect(
          state.isOn(type) == before.isOn(type),
          "a rollback touches only failed keys not changed since",
          "\(type) was \(String(describing: before.isOn(type))), now \(String(describing: state.isOn(type)))"
        )
      }
    }
  }

  func checkFailuresAnnounced(
    _ event: Event, _ before: SettingsFeature.State, _ new: [Announcement.Message]
  ) {
    if case .failed(let reason) = state.subscriptions.registration,
      before.subscriptions.registration != state.subscriptions.registration
    {
      expect(
        new.contains(.registrationFailed(reason)), "failures are announced",
        "registration failed (\(reason)) silently")
    }
    if case .loading(.answered(.failure(let failure))) = event,
      before.loading.inFlight != nil, state.loading.inFlight == nil,
      state.loading.error == failure
    {
      expect(
        new.contains(.loadFailed(failure)), "failures are announced", "load failed silently")
    }
    if case .session(.unsubscribed(let token, .failure(let failure))) = event,
      case .loggingOut(.ending(let subscription?)) = before.session,
      subscription.deviceToken == token
    {
      expect(
        new.contains(.unsubscribeFailed(userName: subscription.userName, failure)),
        "failures are announced", "unsubscribe at logout failed silently")
    }
    // Whatever failed: if the toggles a person sees changed, they hear why.
    let failedAnswer: Bool
    switch event {
    case .saving(.saveFinished(_?)) where before.saving.inFlight != nil:
      failedAnswer = true
    case .migration(.writeFinished):
      // A failed language migration is silent, as the spec asks: the new wiki's values show.
      failedAnswer = false
    case .loading(.answered(.failure)), .migration(.loaded(.failure)),
      .subscriptions(.subscribeFinished(_, _, .failure)),
      .subscriptions(.unsubscribeFinished(_, _, .failure)), .session(.unsubscribed(_, .failure)),
      .subscriptions(.deviceToken(.failure)), .session(.finished(_?)):
      failedAnswer = true
    case .loading(.answered(.success(let snapshot))), .migration(.loaded(.success(let snapshot))):
      // A read that finds the session gone.
      failedAnswer = snapshot.userName == nil
    default:
      failedAnswer = false
    }
    // A logout the person asked for, which went ahead once the answer came, is not a failure's doing.
    let loggingOutAsAsked = before.session.isWaitingToLogOut && state.session.userName == nil
    if failedAnswer, !loggingOutAsAsked, let shown = Self.visible(before),
      Self.visible(state) != shown
    {
      expect(
        !new.isEmpty, "a failure that changes the screen is announced",
        "\(event) changed the toggles silently")
    }
  }
}
