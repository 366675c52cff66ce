import Foundation
import MediaWikiAPI

extension TestWiki {
  /// The second account links `muted`, then `kept`, each from a page of its own on `site`, and
  /// returns what each link pushed to `token`. The muted page's link is witnessed by Echo's
  /// event (a muted page's link writes no notification to wait for), the kept one's by
  /// `reader`'s notification: one proof, run by the client's test and the store's alike.
  public func pageLinkPushes(
    to token: String, muted: String, kept: String, readBy reader: MediaWikiClient, on site: Site
  ) async throws -> (toMuted: [RecordedPush], toKept: [RecordedPush]) {
    let other = client(site)
    let login = try await other.clientLogin(username: otherUser, password: otherPassword)
    guard login == .success(userName: otherUser) else {
      throw Unavailable(description: "the second account's login answered \(login)")
    }
    let anonymous = client(site)
    let toMuted = try await pushes(
      to: token, witnessedBy: .event("page-linked", by: otherUser, readBy: anonymous), on: site
    ) { try await self.edit("\(muted) linker", text: "See [[\(muted)]].", using: other) }
    let toKept = try await pushes(
      to: token, witnessedBy: .notification("page-linked", readBy: reader), on: site
    ) { try await self.edit("\(kept) linker", text: "See [[\(kept)]].", using: other) }
    return (toMuted, toKept)
  }
}
