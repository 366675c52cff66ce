import Foundation
import MediaWikiAPI

/// The actions of people on a test wiki that make Echo notify someone: edits, undos, thanks, a
/// user rights change, an email, a talk page topic subscription, logins. Each runs through a
/// client logged in as the person who acts (see ``TestWiki/loggedInClient(_:as:transport:)``).
extension TestWiki {
  /// Saves `text` as the page `title` (or as its `section`; `"new"` adds a section headed
  /// `heading`) and returns the new revision's id. Fails when the wiki saved nothing.
  @discardableResult
  public func edit(
    _ title: String, text: String, section: String? = nil, heading: String? = nil,
    using client: MediaWikiClient
  ) async throws -> Int {
    var parameters: [(name: String, value: String)] = [
      ("action", "edit"), ("title", title), ("text", text),
    ]
    if let section { parameters.append(("section", section)) }
    if let heading { parameters.append(("sectiontitle", heading)) }
    return try await save(parameters, of: title, using: client)
  }

  /// Adds a new section to `title`, as a person would with "Add topic": on `User talk:X` it
  /// notifies X of a talk page message; with a signed link to `User:X` it mentions X.
  @discardableResult
  public func postNewSection(
    on title: String, heading: String, text: String, using client: MediaWikiClient
  ) async throws -> Int {
    try await edit(title, text: text, section: "new", heading: heading, using: client)
  }

  /// Adds `text` as a line of its own at the end of section `section` of `title` (a reply in
  /// that topic, e.g. `: Indeed. ~~~~`).
  @discardableResult
  public func reply(
    _ text: String, inSection section: Int, of title: String, using client: MediaWikiClient
  ) async throws -> Int {
    try await save(
      [
        ("action", "edit"), ("title", title), ("section", "\(section)"),
        ("appendtext", "\n" + text),
      ], of: title, using: client)
  }

  /// Undoes `revision` of `title` (the history's "undo"), which notifies its author that the
  /// edit was reverted; returns the undo's revision id.
  @discardableResult
  public func undo(_ revision: Int, of title: String, using client: MediaWikiClient)
    async throws -> Int
  {
    try await save(
      [("action", "edit"), ("title", title), ("undo", "\(revision)")], of: title, using: client)
  }

  private func save(
    _ parameters: [(name: String, value: String)], of title: String,
    using client: MediaWikiClient
  ) async throws -> Int {
    let request = APIRequest(method: .post, parameters: parameters, token: .csrf)
    let (body, _) = try await client.perform(request, as: EditBody.self)
    guard body.edit.result == "Success", let revision = body.edit.newrevid else {
      throw Unavailable(
        description: "edit of \(title): \(body.edit.result), revision \(body.edit.newrevid ?? 0)")
    }
    return revision
  }

  private struct EditBody: Decodable {
    struct Edit: Decodable {
      var result: String
      var newrevid: Int?
    }
    var edit: Edit
  }

  /// Thanks the author of `revision` (the Thanks extension's `action=thank`).
  public func thank(forRevision revision: Int, using client: MediaWikiClient) async throws {
    let request = APIRequest(
      method: .post, parameters: [("action", "thank"), ("rev", "\(revision)")], token: .csrf)
    let (body, _) = try await client.perform(request, as: ThankBody.self)
    guard body.result.success == 1 else {
      throw Unavailable(description: "thanks for revision \(revision) were not sent")
    }
  }

  private struct ThankBody: Decodable {
    struct Result: Decodable { var success: Int }
    var result: Result
  }

  /// Adds `user` to the groups `add` and removes it from `remove` (`action=userrights`; needs a
  /// client of an account that may, such as ``adminAccount()``).
  public func changeGroups(
    of user: String, add: [String] = [], remove: [String] = [], using client: MediaWikiClient
  ) async throws {
    // action=userrights takes a token of its own type, not the csrf token.
    let token = try await client.token(ofType: "userrights")
    var parameters: [(name: String, value: String)] = [("action", "userrights"), ("user", user)]
    if !add.isEmpty { parameters.append(("add", add.joined(separator: "|"))) }
    if !remove.isEmpty { parameters.append(("remove", remove.joined(separator: "|"))) }
    parameters.append(("token", token))
    let (body, _) = try await client.perform(
      APIRequest(method: .post, parameters: parameters), as: UserRightsBody.self)
    guard Set(body.userrights.added) == Set(add), Set(body.userrights.removed) == Set(remove)
    else {
      throw Unavailable(
        description:
          "userrights of \(user): added \(body.userrights.added), removed \(body.userrights.removed)"
      )
    }
  }

  private struct UserRightsBody: Decodable {
    struct Change: Decodable {
      var added: [String]
      var removed: [String]
    }
    var userrights: Change
  }

  /// Sends `user` an email through the wiki (`action=emailuser`): both accounts need an address
  /// (``freshAccount(prefix:on:withEmail:)``). The test wikis deliver no mail.
  public func email(
    _ user: String, subject: String, text: String, using client: MediaWikiClient
  ) async throws {
    let request = APIRequest(
      method: .post,
      parameters: [
        ("action", "emailuser"), ("target", user), ("subject", subject), ("text", text),
      ],
      token: .csrf)
    let (body, _) = try await client.perform(request, as: EmailBody.self)
    guard body.emailuser.result == "Success" else {
      throw Unavailable(description: "email to \(user): \(body.emailuser.result)")
    }
  }

  private struct EmailBody: Decodable {
    struct Result: Decodable { var result: String }
    var emailuser: Result
  }

  /// The names DiscussionTools gives the topics of the talk page `title`, in page order: what
  /// a topic subscription names (e.g. `h-Author-20261202100000`).
  public func topicNames(on title: String, using client: MediaWikiClient) async throws -> [String] {
    let request = APIRequest(
      method: .get,
      parameters: [
        ("action", "discussiontoolspageinfo"), ("page", title), ("prop", "threaditemshtml"),
      ])
    let (body, _) = try await client.perform(request, as: PageInfoBody.self)
    return body.discussiontoolspageinfo.threaditemshtml
      .filter { $0.type == "heading" && $0.placeholderHeading != true }.map(\.name)
  }

  private struct PageInfoBody: Decodable {
    struct Info: Decodable {
      struct Item: Decodable {
        var type: String
        var name: String
        var placeholderHeading: Bool?
      }
      var threaditemshtml: [Item]
    }
    var discussiontoolspageinfo: Info
  }

  /// Subscribes the client's account to the topic `name` of the talk page `title`, as the
  /// "subscribe" button of DiscussionTools does: new comments in it notify the account.
  public func subscribe(toTopic name: String, on title: String, using client: MediaWikiClient)
    async throws
  {
    let request = APIRequest(
      method: .post,
      parameters: [
        ("action", "discussiontoolssubscribe"), ("page", title), ("commentname", name),
        ("subscribe", "1"),
      ],
      token: .csrf)
    let (body, _) = try await client.perform(request, as: SubscribeBody.self)
    guard body.discussiontoolssubscribe.subscribe else {
      throw Unavailable(description: "subscription to \(name) on \(title) not made")
    }
  }

  private struct SubscribeBody: Decodable {
    struct Result: Decodable { var subscribe: Bool }
    var discussiontoolssubscribe: Result
  }

  /// Waits until the account of `client` has made `count` edits as MediaWiki counts them (each
  /// edit raises the count after its answer, in MediaWiki's post-send work).
  public func waitForEditCount(_ count: Int, readBy client: MediaWikiClient, timeout: Double = 30)
    async throws
  {
    let deadline = Date().addingTimeInterval(timeout)
    let request = APIRequest(
      method: .get,
      parameters: [("action", "query"), ("meta", "userinfo"), ("uiprop", "editcount")])
    while true {
      let (body, _) = try await client.perform(request, as: EditCountBody.self)
      if body.query.userinfo.editcount == count { return }
      guard Date() < deadline, body.query.userinfo.editcount < count else {
        throw Unavailable(
          description: "edit count \(body.query.userinfo.editcount), waited for \(count)")
      }
      try await Task.sleep(for: .milliseconds(100))
    }
  }

  private struct EditCountBody: Decodable {
    struct Query: Decodable {
      struct UserInfo: Decodable { var editcount: Int }
      var userinfo: UserInfo
    }
    var query: Query
  }

  /// Logs in to `site` as `account` (with `password`, the right one or not) from a client whose
  /// address is `address` (``ForwardedTransport``): from a network the account never used,
  /// LoginNotify tells the account of a login (`login-success`) or a failed login
  /// (`login-fail`).
  public func logIn(
    _ account: Account, password: String? = nil, from address: String, on site: Site
  ) async throws -> LoginResult {
    // Over the live transport the other clients use (RecordingTransport's own default).
    let forwarded = ForwardedTransport(address: address, base: RecordingTransport())
    let client = client(site, transport: RecordingTransport(base: forwarded))
    return try await client.clientLogin(
      username: account.name, password: password ?? account.password)
  }
}
