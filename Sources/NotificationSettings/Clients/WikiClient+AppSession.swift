import MediaWikiAPI

extension WikiClient {
  /// The live client over an app's own session (``SettingsConfiguration/usesAppSession``): every request
  /// goes through `sessions`, whose clients send through the app's session (its cookies, its
  /// login), and the logout is the app's own `logOut` (the Wikipedia app's
  /// `WMFAuthenticationManager` logout, which sends `action=logout` and clears its cookie store),
  /// run after this device's subscription was deleted. The package never logs in or out itself.
  public static func appSession(
    sessions: WikiSessions, titlesLanguage: String? = nil, titles: WikiTitleCache = .init(),
    logOut: @escaping @Sendable (WikiLanguage) async -> Void
  ) -> WikiClient {
    var client = live(sessions: sessions, titlesLanguage: titlesLanguage, titles: titles)
    client.logout = { language in
      await logOut(language)
      // The clients' own knowledge of the session (the account, the cached token) goes too.
      await sessions.client(for: language).forgetSession()
    }
    return client
  }
}
