import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// What reaches the device from a talk page topic the account subscribed to with
/// DiscussionTools' "subscribe" button: a new comment in it (`dt-subscription`), the topic
/// removed from its page (`dt-subscription-archiving`). The same setting as `PushDeliveryTests`,
/// but each test's topics have an author of their own: DiscussionTools names a topic by the
/// author and minute of its first comment and keys subscriptions by that name alone, so a
/// shared author's posts elsewhere in the same minute would count as posts in these topics.
@Suite("Pushes of subscribed talk page topics on the real test wikis")
@MainActor
struct PushDeliveryTopicTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// A fresh account to start the test's topics on `site`, and its session.
  func topicAuthor(on site: TestWiki.Site) async throws -> (String, MediaWikiClient) {
    let author = try await wiki.freshAccount(prefix: "Author", on: [site])
    return (author.name, try await wiki.loggedInClient(site, as: author))
  }

  @Test func aReplyInASubscribedTopicReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await PushRig.make(on: wiki.de, wiki: wiki)
    let (wiki, (_, client)) = (wiki, try await topicAuthor(on: rig.site))
    let page = "Talk:Push topic \(rig.account.name)"
    try await wiki.postNewSection(
      on: page, heading: "A topic", text: "Let us talk. ~~~~", using: client)
    let topics = try await wiki.topicNames(on: page, using: rig.reader)
    #expect(topics.count == 1)
    try await wiki.subscribe(toTopic: try #require(topics.first), on: page, using: rig.reader)

    try await rig.proveTheToggleGates(
      .dtSubscription, witnessedBy: rig.notification("dt-subscribed-new-comment")
    ) { round in
      try await wiki.reply(": Reply \(round). ~~~~", inSection: 1, of: page, using: client)
    }
  }

  @Test func aSubscribedTopicRemovedReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    // The other way round: the app's language is German, the topics are on en (whose
    // signatures the English timestamps below are; de's are written in German).
    let rig = try await PushRig.make(on: wiki.en, storeOn: wiki.de, wiki: wiki)
    let (wiki, (author, client)) = (wiki, try await topicAuthor(on: rig.site))
    let page = "Talk:Push archived topics \(rig.account.name)"
    // Three topics, one removed per round. DiscussionTools names a topic by the author and time
    // of its first comment, to the minute: each is signed with a time of its own.
    let topics = (1...3).map { minute in
      "== Topic \(minute) ==\nA topic. [[User:\(author)|\(author)]] ([[User talk:\(author)|talk]]) "
        + "10:0\(minute), 1 December 2026 (UTC)\n"
    }
    try await wiki.edit(page, text: topics.joined(separator: "\n"), using: client)
    let names = try await wiki.topicNames(on: page, using: rig.reader)
    #expect(names.count == 3 && Set(names).count == 3, "\(names)")
    for name in names { try await wiki.subscribe(toTopic: name, on: page, using: rig.reader) }

    try await rig.proveTheToggleGates(
      .dtSubscriptionArchiving, witnessedBy: rig.notification("dt-removed-topic")
    ) { _ in
      // The first topic left goes (as an archiving bot moves it away).
      try await wiki.edit(page, text: "", section: "1", using: client)
    }
  }
}
