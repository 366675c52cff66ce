import NotificationSettings

/// The help and version texts (snapshot-tested, so a change to them is a reviewed change).
public enum HelpText {
  /// The tool's version, sent in the User-Agent too.
  public static let version = "0.1.0"

  /// The whole tool's help.
  public static var general: String {
    let types = NotificationType.named.map(\.rawValue)
    var typeLines: [String] = []
    var line = "   "
    for type in types {
      if line.count + type.count + 1 > 78 {
        typeLines.append(line)
        line = "   "
      }
      line += " " + type
    }
    typeLines.append(line)
    return """
      wiki-notifications \(version): your Wikipedia push notification settings, per type.

      Usage: wiki-notifications [--config FILE] [--wiki API_URL] [--language CODE] COMMAND

      Commands:
      \(CommandName.allCases.map { "  " + padded(usage($0), 36) + summary($0) }.joined(separator: "\n"))

      Options:
        --config FILE      configuration file (default $XDG_CONFIG_HOME/wiki-notifications/config.json)
        --wiki API_URL     the api.php of the primary language's wiki (overrides the configuration)
        --language CODE    the primary language (overrides the configuration; default en)
        -h, --help         this help; COMMAND --help explains one command
        -V, --version      the version

      TYPE is one of (or `all`):
      \(typeLines.joined(separator: "\n"))

      Configuration (JSON): {"language": "en", "wikis": {"en": "<api.php URL>", ...},
        "user": "Name or Name@appid", "topic": "org.wikimedia.wikipedia", "contact": "you@example.org"}
      A language without an entry in "wikis" uses https://<code>.wikipedia.org/w/api.php.

      Credentials: WIKI_USER (overrides the configuration's user) and WIKI_PASSWORD, or a prompt
      without echo on a terminal; never an argument. Name@appid logs in with a bot password, a plain
      name with the main account. The session is kept, mode 0600, in
      $XDG_STATE_HOME/wiki-notifications/state.json (~/.local/state/...).

      Network (Linux, through libcurl): proxies come from the environment as for curl
      (https_proxy, http_proxy, all_proxy, no_proxy); https trusts the system's certificate
      authorities, or the PEM file named by SSL_CERT_FILE (else CURL_CA_BUNDLE).

      One-shot commands (status, enable, disable, migrate) change the account's settings as the
      wiki's preferences page does: no device is involved, so they run from scripts and cron.
      A bot password (Name@appid) cannot manage push subscriptions: use the main-account login
      for subscribe, unsubscribe and this device's subscription in `ui`.

      Simulated device of `ui` (Linux has no push service): the permission question is asked once
      at a y/n prompt and remembered, a device token is generated once and kept.
        WIKI_NOTIFICATIONS_PERMISSION=allow|deny    answers the question without a prompt
        WIKI_NOTIFICATIONS_SIMULATE=deny,token-failure,subscribe-failure
                                                    forces a denial, a device-token failure or a
                                                    subscription failure (any combination)
      `ui --plain` (automatic with TERM=dumb or NO_COLOR) draws a linear screen for screen readers.

      Exit codes: 0 done; 1 not done for a reason given, nothing sent for it (e.g. a type this wiki
      does not offer, or a bot password for a push subscription); 2 usage (nothing sent); 3 not
      logged in, bad credentials, or a temporary account's session (it cannot choose
      notifications; nothing sent); 4 server or network failure; 5 the wiki rejected a change (the
      settings shown afterwards are the wiki's).

      """
  }

  /// One command's help.
  public static func command(_ name: CommandName) -> String {
    """
    Usage: wiki-notifications [--config FILE] [--wiki API_URL] [--language CODE] \(usage(name))

    \(details(name))

    """
  }

  /// The version line.
  public static var versionLine: String { "wiki-notifications \(version)\n" }

  /// A command's synopsis.
  public static func usage(_ name: CommandName) -> String {
    switch name {
    case .status: "status [--json]"
    case .enable: "enable TYPE..."
    case .disable: "disable TYPE..."
    case .migrate: "migrate --from CODE --to CODE"
    case .subscribe: "subscribe --token HEX [--topic T]"
    case .unsubscribe: "unsubscribe --token HEX"
    case .logout: "logout"
    case .ui: "ui [--plain]"
    }
  }

  private static func summary(_ name: CommandName) -> String {
    switch name {
    case .status: "the account, the wiki and the 16 types with on/off"
    case .enable: "turn types on (TYPE... or all)"
    case .disable: "turn types off (TYPE... or all)"
    case .migrate: "copy the settings between two languages' wikis"
    case .subscribe: "subscribe a device token to pushes"
    case .unsubscribe: "delete a device token's subscription"
    case .logout: "unsubscribe this device, then end the sessions"
    case .ui: "the interactive settings screen"
    }
  }

  private static func details(_ name: CommandName) -> String {
    switch name {
    case .status:
      """
      Reads the settings from the primary language's wiki in one request and prints the account,
      the wiki and every type with on or off. --json prints one object:
      {"wiki": URL, "user": NAME, "types": [{"type", "option", "title", "enabled"}, ...]}
      ("enabled" is null for a type the wiki does not offer).
      """
    case .enable, .disable:
      """
      Switches the named types \(name == .enable ? "on" : "off") in the primary language's wiki, in \
      one request, and prints the result read back. TYPE is a category such as mention or \
      edit-user-talk, or `all` (every type the wiki offers). Only the account's settings change, as \
      on the wiki's preferences page. A type the wiki does not offer is reported, nothing is sent \
      for it, and the exit code is 1 (not done).
      """
    case .migrate:
      """
      Copies the 16 settings from the --from language's wiki to the --to language's wiki, the way
      the app does when its primary language changes (the copy also marks the new wiki so that its
      first login does not reset them). Both wikis need a session (the same credentials are used).
      """
    case .subscribe:
      """
      Subscribes HEX (an APNs device token) to this account's pushes. --topic defaults to the
      configuration's topic (org.wikimedia.wikipedia). A token another account holds is reported.
      """
    case .unsubscribe:
      "Deletes this account's subscription of HEX."
    case .logout:
      """
      On every wiki with a saved session of this login: deletes this device's push subscription
      while the session still exists, then ends the session on the wiki and forgets it here.
      Saved sessions it leaves alone (another login's) are named, with why.
      """
    case .ui:
      """
      The interactive settings screen: arrows or j/k move, space or enter toggles, r reloads,
      o uses the first banner's action (Open Settings, Try again, Log in, Dismiss) and 2-9 the
      action of the other banners, l shows or hides "Learn more", q quits. --plain (automatic with TERM=dumb or NO_COLOR) prints a linear
      rendering without colour or box drawing, and every announcement as a line.
      """
    }
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
