import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The configuration file, as written by the person: every field optional.
struct ConfigurationFile: Codable, Equatable {
  /// The primary language, e.g. `en`.
  var language: String?
  /// The `api.php` URL of each language's wiki.
  var wikis: [String: String]?
  /// The account: `Name` (main account) or `Name@appid` (bot password).
  var user: String?
  /// The APNs topic of subscriptions.
  var topic: String?
  /// A contact (URL or address) for the User-Agent, as Wikimedia asks.
  var contact: String?
}

/// The configuration after the file, the options and the environment are combined.
struct ToolConfiguration: Equatable, Sendable {
  /// The primary language.
  var language: WikiLanguage
  /// The wiki URL of each language that has one configured (or given with `--wiki`).
  var wikis: [WikiLanguage: URL]
  /// The account name to log in as, if known.
  var user: String?
  /// The APNs topic.
  var topic: String
  /// The User-Agent of every request.
  var userAgent: String

  static let defaultTopic = "org.wikimedia.wikipedia"
  /// The most a configuration file holds (a few wikis' addresses take a few hundred bytes).
  static let maximumSize = 64 * 1024
  static let defaultContact = "https://www.mediawiki.org/wiki/Wikimedia_Apps"

  /// Reads the file (a missing default file is an empty configuration) and applies the options.
  static func load(_ invocation: Invocation, _ environment: ToolEnvironment) throws(CLIError)
    -> ToolConfiguration
  {
    let path = invocation.configPath ?? environment.defaultConfigPath
    var file = ConfigurationFile()
    // It decides where the password goes: read with the state file's checks (the user's own
    // file in the user's own folder, that no one else can write, never through a link).
    let data: Data?
    do {
      data = try SecureFile.read(path, atMost: maximumSize)
    } catch {
      throw CLIError(.usage, "The configuration file is refused: \(error.description).")
    }
    if let data {
      do {
        file = try JSONDecoder().decode(ConfigurationFile.self, from: data)
      } catch {
        throw CLIError(.usage, "The configuration file \(path) is not valid: \(describe(error)).")
      }
    } else if invocation.configPath != nil {
      throw CLIError(.usage, "The configuration file \(path) does not exist.")
    }
    return try resolve(file, invocation, environment)
  }

  static func resolve(
    _ file: ConfigurationFile, _ invocation: Invocation, _ environment: ToolEnvironment
  ) throws(CLIError) -> ToolConfiguration {
    let language: WikiLanguage
    do {
      language = try CommandLineParser.language(invocation.language ?? file.language ?? "en")
    } catch {
      throw CLIError(.usage, error.message)
    }
    var wikis: [WikiLanguage: URL] = [:]
    for (code, text) in file.wikis ?? [:] {
      wikis[WikiLanguage(rawValue: code)] = try apiURL(text, source: "the configuration")
    }
    if let override = invocation.wikiURL {
      wikis[language] = try apiURL(override, source: "--wiki")
    }
    let contact = file.contact ?? defaultContact
    return ToolConfiguration(
      language: language, wikis: wikis,
      user: environment.value("WIKI_USER") ?? file.user,
      topic: file.topic ?? defaultTopic,
      userAgent: "wiki-notifications/\(HelpText.version) (\(contact)) NotificationSettings")
  }

  /// The `api.php` of a language's wiki: configured, else Wikipedia's.
  func apiURL(for language: WikiLanguage) -> URL {
    if let url = wikis[language] { return url }
    // The code was validated to letters, digits and dashes, so this is a valid URL.
    return URL(string: "https://\(language.rawValue).wikipedia.org/w/api.php")!
  }

  private static func apiURL(_ text: String, source: String) throws(CLIError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "https" || scheme == "http", url.host != nil
    else { throw CLIError(.usage, "\(text) (from \(source)) is not an http(s) URL.") }
    return url
  }
}

/// A short description of a decoding or file error, without dumping the file's contents.
func describe(_ error: any Error) -> String {
  switch error {
  case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
    DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
  case let error as CocoaError:
    // A file error: the system's words for its cause ("No such file or directory").
    if let cause = error.underlying as? POSIXError {
      return String(cString: strerror(cause.code.rawValue))
    }
    return "file error \(error.code.rawValue)"
  default:
    return String(describing: error)
  }
}
