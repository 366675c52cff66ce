import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Wraps the core's live wiki client to remember what the command must report (the last read of
/// each wiki, every failure) and to inject the simulated subscription failure. It decides nothing.
final class WikiRecorder: @unchecked Sendable {
  private let lock = Lock()
  private var snapshots: [WikiLanguage: WikiSnapshot] = [:]
  private var failures: [WikiFailure] = []
  private var busy = 0

  /// The last successful read of `language`'s wiki.
  func snapshot(_ language: WikiLanguage) -> WikiSnapshot? { lock.withLock { snapshots[language] } }

  /// Every failure of a wiki request so far, oldest first.
  var allFailures: [WikiFailure] { lock.withLock { failures } }

  /// Whether a request to a wiki is in flight (the screen's spinner).
  var isBusy: Bool { lock.withLock { busy > 0 } }

  /// `client` with every request recorded; subscriptions fail when `failSubscriptions`.
  func wrap(_ client: WikiClient, failSubscriptions: Bool) -> WikiClient {
    WikiClient(
      load: { language throws(WikiFailure) in
        let snapshot = try await self.recording { () throws(WikiFailure) in
          try await client.load(language)
        }
        self.lock.withLock { self.snapshots[language] = snapshot }
        return snapshot
      },
      save: { language, write throws(WikiFailure) in
        try await self.recording { () throws(WikiFailure) in try await client.save(language, write)
        }
      },
      subscribe: { language, subscription, userName throws(WikiFailure) in
        if failSubscriptions {
          let failure = WikiFailure.apiError(
            code: "simulated-subscribe-failure", info: "WIKI_NOTIFICATIONS_SIMULATE")
          self.lock.withLock { self.failures.append(failure) }
          throw failure
        }
        return try await self.recording { () throws(WikiFailure) in
          try await client.subscribe(language, subscription, userName)
        }
      },
      unsubscribe: { language, token, userName throws(WikiFailure) in
        try await self.recording { () throws(WikiFailure) in
          try await client.unsubscribe(language, token, userName)
        }
      },
      logout: { language throws(WikiFailure) in
        try await self.recording { () throws(WikiFailure) in try await client.logout(language) }
      },
      mute: { language, write throws(WikiFailure) in
        try await self.recording { () throws(WikiFailure) in try await client.mute(language, write)
        }
      })
  }

  private func recording<T>(_ request: () async throws(WikiFailure) -> T) async throws(WikiFailure)
    -> T
  {
    lock.withLock { busy += 1 }
    defer { lock.withLock { busy -= 1 } }
    do {
      return try await request()
    } catch {
      lock.withLock { failures.append(error) }
      throw error
    }
  }
}
