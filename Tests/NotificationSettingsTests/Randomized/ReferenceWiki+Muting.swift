@testable import NotificationSettings

extension ReferenceWiki {
  /// A mute list's write, applied on arrival.
  mutating func mute(_ write: MuteWrite, _ fault: Fault) -> Result<MuteWriteOutcome, WikiFailure> {
    .failure(.unreachable(detail: "no mute lists in the model yet"))
  }
}
