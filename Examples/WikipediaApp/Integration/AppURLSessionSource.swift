// The app's URLSession for each request of the package, read on the main actor.
import Foundation
import WMF

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Lends the app's `Session.defaultURLSession` (its cookies: the login) to the package, read on
/// the main actor for each request: the app replaces it on the main thread (`permanentCache`'s
/// `didSet`, `teardown()`), so reading it elsewhere would race. The `Session` stays inside this
/// main-actor object; a `@Sendable` closure captures the object, never the `Session`, which is
/// not `Sendable`.
@MainActor
final class AppURLSessionSource {
  private let session: Session

  /// Lends `session`'s URLSession.
  init(session: Session) {
    self.session = session
  }

  /// The app's URLSession now, or nil when it holds no login: after `teardown()` it is
  /// `URLSession.shared`, whose cookie storage is not the app group's, so a request would go
  /// out as an anonymous reader. Nothing is then sent.
  func loggedInURLSession() -> URLSession? {
    let urlSession = session.defaultURLSession
    guard urlSession !== URLSession.shared,
      urlSession.configuration.httpCookieStorage != nil
    else { return nil }
    return urlSession
  }
}
