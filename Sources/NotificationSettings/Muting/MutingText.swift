import MediaWikiAPI

// What the screen says about the mute lists, in words: one place for the announcements'
// sentences, so the screen model, the terminal and the tests say the same.
enum MutingText {
  /// The key of a message's sentence, whose language is the announcement's.
  static func key(of message: MutingMessage) -> StringKey {
    switch message {
    case .muted: .mute(.mutedAnnouncement)
    case .unmuted: .mute(.unmutedAnnouncement)
    case .alreadyMuted: .mute(.alreadyMuted)
    case .refused(let refusals): .mute(refusals.first.map(key(of:)) ?? .ownAccount)
    case .failed(.mute, _): .mute(.muteFailed)
    case .failed(.unmute, _): .mute(.unmuteFailed)
    case .outcomeUnknown: .mute(.outcomeUnknown)
    case .interrupted: .mute(.interrupted)
    }
  }

  /// The sentence of a refusal.
  static func key(of refusal: MuteRefusal) -> StringKey.Mute {
    switch refusal {
    case .noSuchUser(_): .noSuchUser
    case .invalidUserName(_): .invalidUserName
    case .noCentralAccount(_): .noCentralAccount
    case .ownAccount(_): .ownAccount
    case .noSuchPage(_): .noSuchPage
    case .invalidTitle(_): .invalidTitle
    case .temporaryAccount: .temporaryAccount
    }
  }

  /// The name a refusal is about, if any.
  static func name(of refusal: MuteRefusal) -> String? {
    switch refusal {
    case .noSuchUser(let name), .invalidUserName(let name), .noCentralAccount(let name),
      .noSuchPage(let name), .invalidTitle(let name):
      name
    case .ownAccount(_), .temporaryAccount: nil
    }
  }

  /// A message in words: each refusal its own sentence, in order.
  static func text(of message: MutingMessage, _ strings: Strings) -> String {
    switch message {
    case .muted(_, let names):
      return strings.text(.mute(.mutedAnnouncement), ["names": strings.list(names)])
    case .unmuted(_, let names):
      return strings.text(.mute(.unmutedAnnouncement), ["names": strings.list(names)])
    case .alreadyMuted(_, let names):
      return strings.text(.mute(.alreadyMuted), ["names": strings.list(names)])
    case .refused(let refusals):
      return refusals.map { refusal in
        strings.text(.mute(key(of: refusal)), name(of: refusal).map { ["name": $0] } ?? [:])
      }.joined(separator: " ")
    case .failed(let change, let failure):
      let key: StringKey.Mute = if case .mute = change { .muteFailed } else { .unmuteFailed }
      return strings.text(
        .mute(key), ["names": strings.list(change.names), "reason": strings.reason(failure)])
    case .outcomeUnknown(let change):
      return strings.text(.mute(.outcomeUnknown), ["names": strings.list(change.names)])
    case .interrupted(let names):
      return strings.text(.mute(.interrupted), ["names": strings.list(names)])
    }
  }
}
