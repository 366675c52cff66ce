import MediaWikiAPI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension WikiClient {
  /// The live client: every request goes to the wiki of the language it names, through `sessions`.
  /// The wiki's titles and descriptions of the types come in `titlesLanguage` (the language of
  /// the screen's ``Strings``), by default in the wiki's own language, and are kept in `titles`.
  /// A read asks only for texts the screen will use: in a language the package ships, none of
  /// the types it names (``NotificationType/named``), so the first read is the bare options read;
  /// in another (``Strings/titlesFromWiki``), those of every named type, in the same request as
  /// the options, the first time a wiki is read. A type beyond those costs one follow-up read of
  /// its texts, once.
  public static func live(
    sessions: WikiSessions, titlesLanguage: String? = nil, titles: WikiTitleCache = .init()
  ) -> WikiClient {
    WikiClient(
      load: { language throws(WikiFailure) in
        let client = await sessions.client(for: language)
        let info = try await loadAccount(
          with: client, titlesIn: titlesLanguage ?? language.rawValue, cache: titles)
        return WikiSnapshot(userInfo: info)
      },
      save: { language, write throws(WikiFailure) in
        let client = await sessions.client(for: language)
        try await writeOptions(write, with: client)
      },
      subscribe: { language, subscription, userName throws(WikiFailure) in
        let client = await sessions.client(for: language)
        return try await mapped { () throws(APIError) in
          try await client.createPushSubscription(
            provider: .apns, deviceToken: subscription.deviceToken, topic: subscription.topic,
            assertUser: userName)
        }
      },
      unsubscribe: { language, deviceToken, userName throws(WikiFailure) in
        let client = await sessions.client(for: language)
        return try await mapped { () throws(APIError) in
          try await client.deletePushSubscriptions(
            deviceTokens: [deviceToken], assertUser: userName)
        }
      },
      logout: { language throws(WikiFailure) in
        let client = await sessions.client(for: language)
        try await mapped { () throws(APIError) in try await client.logout() }
      }
    )
  }
}
