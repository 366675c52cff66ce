import MediaWikiAPI

/// The live sessions, one `MediaWikiClient` per language's wiki, created on first use.
/// An actor: the app's screen, its login and its language change share them.
public actor WikiSessions {
  private let makeClient: @Sendable (WikiLanguage) -> MediaWikiClient
  private var clients: [WikiLanguage: MediaWikiClient] = [:]

  /// `makeClient` builds the client of a language's wiki (its API URL, User-Agent, transport
  /// and any saved session), once per language, on its first use.
  public init(makeClient: @escaping @Sendable (WikiLanguage) -> MediaWikiClient) {
    self.makeClient = makeClient
  }

  /// The client of `language`'s wiki.
  public func client(for language: WikiLanguage) -> MediaWikiClient {
    if let client = clients[language] { return client }
    let client = makeClient(language)
    clients[language] = client
    return client
  }

  /// The clients created so far, e.g. to save their sessions.
  public var all: [WikiLanguage: MediaWikiClient] { clients }
}
