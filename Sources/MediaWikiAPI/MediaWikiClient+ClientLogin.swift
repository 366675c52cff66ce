#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension MediaWikiClient {
  /// Logs in with a main account (`action=clientlogin`; remembered with `rememberMe`, see
  /// ``APIRequest/clientLogin(username:password:loginToken:returnURL:rememberMe:)``); only over
  /// https or to a loopback address. A `UI` answer (a two-factor or emailed code...) is a
  /// ``LoginResult/needsInteraction(_:)`` to answer with ``continueClientLogin(_:)``.
  public func clientLogin(username: String, password: String, rememberMe: Bool = false)
    async throws(APIError) -> LoginResult
  {
    try requireSecureTransport()
    let token = try await loginToken()
    let request = APIRequest.clientLogin(
      username: username, password: password, loginToken: token, returnURL: apiURL.absoluteString,
      rememberMe: rememberMe)
    return try await clientLoginResult(request, username: username, token: token)
  }

  /// Continues a login the wiki answered with a step: `answers` are the step's fields by name
  /// (`logincontinue=1`, in the POST body only). Throws ``APIError/invalidRequest(detail:)``
  /// for an answer named as one of the request's own parameters.
  public func continueClientLogin(_ answers: [(name: String, value: String)])
    async throws(APIError) -> LoginResult
  {
    try requireSecureTransport()
    // The token the login began with (the session is the same); fetched only when none is kept.
    let token: String
    if let pending = pendingLoginToken { token = pending } else { token = try await loginToken() }
    guard let request = APIRequest.clientLoginContinue(answers: answers, loginToken: token) else {
      throw .invalidRequest("a login step asked for a field named as a parameter")
    }
    return try await clientLoginResult(request, username: nil, token: token)
  }

  private func clientLoginResult(_ request: APIRequest, username: String?, token: String)
    async throws(APIError) -> LoginResult
  {
    pendingLoginToken = nil
    let (body, _) = try await perform(request, as: ClientLoginBody.self)
    let answer = body.clientlogin
    switch answer.status {
    case "PASS":
      let name = answer.username?.cleanedAccountName() ?? username
      loggedIn(as: name)
      guard let name else {
        throw .unexpectedResponse(detail: "clientlogin passed without naming the account")
      }
      return .success(userName: name)
    case "UI":
      loggedIn(as: nil)
      pendingLoginToken = token
      return .needsInteraction(
        LoginStep(
          message: (answer.message ?? "").withoutControlCharacters(),
          messageCode: answer.messagecode?.withoutControlCharacters(),
          fields: Self.fields(of: answer.requests ?? [])))
    case "RESTART":
      loggedIn(as: nil)
      // The wiki's words are printed: no control character of theirs is kept.
      return .restart(message: (answer.message ?? answer.status).withoutControlCharacters())
    case "REDIRECT":
      loggedIn(as: nil)
      return .redirect(url: (answer.redirecttarget ?? "").withoutControlCharacters())
    default:
      loggedIn(as: nil)
      return .failed(
        code: answer.messagecode?.withoutControlCharacters(),
        message: (answer.message ?? answer.status).withoutControlCharacters())
    }
  }

  /// Every field of every request, by name (a name asked twice is asked once); a field the
  /// wiki describes in a shape this package cannot read is left out.
  static func fields(of requests: [Lenient<ClientLoginBody.Request>]) -> [LoginField] {
    var byName: [String: LoginField] = [:]
    for request in requests.compactMap(\.value) {
      for (name, field) in request.fields ?? [:] {
        guard let field = field.value, byName[name] == nil else { continue }
        byName[name] = LoginField(
          name: name, type: field.type ?? "string", label: field.label ?? name,
          help: field.help ?? "", isOptional: field.optional ?? false, value: field.value)
      }
    }
    return byName.values.sorted { $0.name < $1.name }
  }
}
