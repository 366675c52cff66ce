import Foundation
import MediaWikiAPI

// On Linux URLSession lives in FoundationNetworking. It is kept out of MediaWikiAPI so that a
// client on another transport (the command-line tool's socket one) does not load it and ICU.
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The transport of Apple platforms: a URLSession whose cookies Foundation keeps, either the
/// transport's own (one `HTTPCookieStorage` per transport value: one session per wiki), or an
/// app's session lent to the package (its cookies, its login; the package never logs in or
/// keeps a cookie of its own there).
public struct URLSessionTransport: HTTPTransport {
  /// The session to send through, asked for each request: an app may replace its session, or
  /// have none with its login (nil: nothing is sent).
  private let session: @Sendable () async -> URLSession?
  /// The transport's own cookies; nil for a lent session, whose cookies are the app's.
  public let cookieStore: (any CookieStore)?

  /// Its own URLSession and cookie storage. `timeout` bounds a whole request, answer included,
  /// in seconds; its end is an unknown outcome, since the wiki may have applied the request.
  public init(timeout: TimeInterval = 30) {
    // Ephemeral: the cookies live in the storage of this configuration only, in memory.
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpShouldSetCookies = true
    configuration.httpCookieAcceptPolicy = .always
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    let own = URLSession(configuration: configuration)
    session = { own }
    cookieStore = configuration.httpCookieStorage.map(FoundationCookies.init(storage:))
  }

  /// An app's session, asked for at each request, on whatever thread sends it: its cookie
  /// storage and login serve every request. An app that replaces its session on the main thread
  /// (the Wikipedia app's `Session.defaultURLSession`) lends it with ``init(appSession:)``.
  public init(borrowing session: @escaping @Sendable () -> URLSession) {
    self.session = session
    cookieStore = nil
  }

  /// An app's session read on the main actor for each request, where an app that replaces its
  /// session does it (the Wikipedia app's `Session.defaultURLSession`, which `teardown()` sets to
  /// `URLSession.shared`). `session` answers nil when the app holds no session with its login
  /// cookies: the request is then not sent (``TransportFailure/notSent(detail:)``), so nothing
  /// is ever written or subscribed through a cookieless session, as an anonymous reader.
  public init(appSession session: @escaping @MainActor @Sendable () -> URLSession?) {
    self.session = { await session() }
    cookieStore = nil
  }

  /// The largest body held, as libcurl's transport holds (an options read is tens of kilobytes).
  public static let maximumBody = 32 * 1024 * 1024

  /// Sends the request through URLSession. A redirect is never followed (a password or token
  /// must not follow it to another address): the 3xx is the answer, and the client reports it as
  /// the wiki's failure. An answer larger than ``maximumBody`` is refused.
  public func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    guard let session = await session() else {
      throw .notSent(detail: "the app holds no session with its login")
    }
    let result: (Data, URLResponse)
    do {
      result = try await Self.load(Self.urlRequest(request), from: session)
    } catch let error as URLError {
      throw Self.classify(error)
    } catch let error as TransportFailure {
      throw error
    } catch {
      throw .outcomeUnknown(detail: String(describing: error))
    }
    guard let response = result.1 as? HTTPURLResponse else {
      throw .outcomeUnknown(detail: "not an HTTP response")
    }
    return Self.response(response, body: result.0)
  }

  /// Why an answer was refused for its size.
  static let tooLarge = "the answer is larger than \(maximumBody / 1024 / 1024) MiB"

  #if canImport(FoundationNetworking)
    /// FoundationNetworking (Linux: the tests) asks a task's `delegate` about a redirect only
    /// when the task was made with a completion handler (it ignores the delegate given to
    /// `data(for:delegate:)`, and gives a delegate-only task's body to the session's delegate
    /// alone); it has no `bytes(for:)`, so the bound is checked on the body it collected.
    private static func load(_ request: URLRequest, from session: URLSession) async throws -> (
      Data, URLResponse
    ) {
      let box = TaskBox()
      let (data, response, error) = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          let task = session.dataTask(with: request) { data, response, error in
            continuation.resume(returning: (data, response, error))
          }
          task.delegate = RedirectRefusal()
          box.start(task)
        }
      } onCancel: {
        box.cancel()
      }
      if let error { throw error }
      guard let data, let response else { throw URLError(.badServerResponse) }
      if data.count > maximumBody { throw TransportFailure.outcomeUnknown(detail: tooLarge) }
      return (data, response)
    }
  #else
    /// The body as it arrives, given up at ``maximumBody``; the task's own delegate refuses
    /// redirects, whoever owns the session (an app's session delegate is not the package's).
    private static func load(_ request: URLRequest, from session: URLSession) async throws -> (
      Data, URLResponse
    ) {
      let (bytes, response) = try await session.bytes(for: request, delegate: RedirectRefusal())
      if response.expectedContentLength > Int64(maximumBody) {
        bytes.task.cancel()
        throw TransportFailure.outcomeUnknown(detail: tooLarge)
      }
      var body = Data()
      for try await byte in bytes {
        guard body.count < maximumBody else {
          bytes.task.cancel()
          throw TransportFailure.outcomeUnknown(detail: tooLarge)
        }
        body.append(byte)
      }
      return (body, response)
    }
  #endif

  /// The `URLRequest` for `request`: the same method, URL, header fields and body.
  static func urlRequest(_ request: HTTPRequest) -> URLRequest {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.httpBody = request.body
    return urlRequest
  }

  /// The answer in the package's terms; URLSession has already joined repeated fields.
  static func response(_ response: HTTPURLResponse, body: Data) -> HTTPResponse {
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in response.allHeaderFields {
      headers[name] = value
    }
    return HTTPResponse(statusCode: response.statusCode, headers: headers, body: body)
  }

  /// Errors raised before a connection carried the request prove it was not applied; anything
  /// later (timeouts, dropped connections) leaves the outcome open.
  static func classify(_ error: URLError) -> TransportFailure {
    let detail = "\(error.code.rawValue): \(error.localizedDescription)"
    switch error.code {
    case .badURL, .unsupportedURL, .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed,
      .notConnectedToInternet, .secureConnectionFailed, .serverCertificateUntrusted,
      .serverCertificateHasBadDate, .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot,
      .clientCertificateRejected, .clientCertificateRequired,
      .appTransportSecurityRequiresSecureConnection,
      .internationalRoamingOff, .callIsActive, .dataNotAllowed:
      return .notSent(detail: detail)
    case .cancelled:
      // A task can be cancelled after its body went out, and the wiki may have applied it: the
      // caller must re-read rather than roll back a save the wiki may hold.
      return .outcomeUnknown(detail: detail)
    default:
      return .outcomeUnknown(detail: detail)
    }
  }
}

/// A task's own delegate: answers every redirect with nil, so URLSession returns the 3xx itself
/// instead of sending the request (a login's password, a csrf token) to the address it names.
final class RedirectRefusal: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}

#if canImport(FoundationNetworking)
  /// A task and whether its caller gave up, so that a cancellation before the task exists
  /// cancels it as it starts.
  private final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var cancelled = false

    func start(_ task: URLSessionTask) {
      let cancelled = lock.withLock {
        self.task = task
        return self.cancelled
      }
      task.resume()
      if cancelled { task.cancel() }
    }

    func cancel() {
      let task = lock.withLock {
        cancelled = true
        return self.task
      }
      task?.cancel()
    }
  }
#endif
