extension SettingsFeature {
  /// A step the parent takes: a child's output in the parent's words (TCA's delegate action:
  /// each child names its outputs with these, ``ChildFeature/delegate(_:)``), or a step of one
  /// of the parent's plans (``SettingsFeature/Plan``). The parent's one switch,
  /// ``SettingsFeature/State/apply(_:)-(SettingsFeature.Delegate)``, says what each does.
  enum Delegate: Equatable {
    // Changes of what the parent owns.
    /// Apply this named change to the wiki.
    case wiki(WikiChange)
    /// Apply this named change to the device record.
    case device(DeviceChange)
    /// Say this to the person.
    case announce(Announcement.Message, Politeness)
    /// Say each of these to the person, assertively, in order.
    case announceEach([Announcement.Message])
    // An action of a child, or an effect, as a step.
    /// Send this action to the screen's read.
    case loading(Loading.Action)
    /// Send this action to the save pipeline.
    case saving(Saving.Action)
    /// Send this action to the device's subscriptions.
    case subscriptions(Subscriptions.Action)
    /// Send this action to the session and its logout.
    case session(AccountSession.Action)
    /// Send this action to the language copy.
    case migration(Migration.Action)
    /// Send this action to the mute lists.
    case muting(Muting.Action)
    /// Ask the store for this work.
    case effect(Effect)
    // The parent's plans (``SettingsFeature/Plan``): steps that read nothing of the state.
    /// Forget the account's state (its reads, choices and registration); a language copy goes
    /// too, unless `keepingCopy`.
    case letGoOfAccount(keepingCopy: Bool = false)
    /// Forget what was read from or meant for the wiki; a language copy goes too, unless
    /// `keepingCopy`.
    case letGoOfWiki(keepingCopy: Bool = false)
    /// A read named the account: what follows every such read.
    case afterAccountRead
    /// The logout asked for starts this way.
    case logoutStarted(AccountSession.LogoutStart)
    // What a read's answer is worth, and the parent's rules: steps that read the state to
    // decide.
    /// The screen's read answered: what its answer is worth (a stale one is read again).
    case readAnswered(Loading.Answer)
    /// The wiki found the session gone.
    case sessionEnded
    /// The logout ended on the wiki's answer, with this outcome.
    case logoutEnded(LogoutOutcome)
    /// The copy's read named this account.
    case copyNamedAccount(String)
    /// The copy's read of the new wiki answered; `values` wait to be written there.
    case copyTargetRead([NotificationType: Bool], Result<WikiSnapshot, WikiFailure>)
  }
}

extension SettingsFeature.State {
  /// What each step does: one line per step, to a child, a named change, a plan or a rule.
  mutating func apply(_ step: SettingsFeature.Delegate) -> [Effect] {
    typealias Plan = SettingsFeature.Plan
    switch step {
    case .wiki(let change): return wiki.applied(change)
    case .device(let change): return device.applied(change)
    case .announce(let message, let politeness):
      return announcements.applied(.said(message, politeness))
    case .announceEach(let messages): return announcements.applied(.saidEach(messages))
    case .loading(let action): return run(\.loading, action)
    case .saving(let action): return run(\.saving, action)
    case .subscriptions(let action): return run(\.subscriptions, action)
    case .session(let action): return run(\.session, action)
    case .migration(let action): return run(\.migration, action)
    case .muting(let action): return run(\.muting, action)
    case .effect(let effect): return [effect]
    case .letGoOfAccount(let keepingCopy): return apply(Plan.letGoOfAccount(keepingCopy))
    case .letGoOfWiki(let keepingCopy): return apply(Plan.letGoOfWiki(keepingCopy))
    case .afterAccountRead: return apply(Plan.afterAccountRead)
    case .logoutStarted(let start): return apply(Plan.logoutStarted(start))
    case .readAnswered(.notAwaited): return []
    case .readAnswered(.stale): return run(\.loading, .start(force: false))
    case .readAnswered(.current(let result)): return screenLoaded(result)
    case .sessionEnded: return sessionEnded()
    case .logoutEnded(let outcome): return becomeLoggedOut(ending: outcome)
    case .copyNamedAccount(let userName): return copyNamedAccount(userName)
    case .copyTargetRead(let values, let result): return migrationTargetRead(values, result)
    }
  }

  /// Takes `steps` in order; the effects are theirs, in the same order.
  mutating func apply(_ steps: [SettingsFeature.Delegate]) -> [Effect] {
    var effects: [Effect] = []
    for step in steps { effects += apply(step) }
    return effects
  }
}
