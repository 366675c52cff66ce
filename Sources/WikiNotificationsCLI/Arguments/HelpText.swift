import NotificationSettings

/// The help and version texts (snapshot-tested, so a change to them is a reviewed change).
enum HelpText {
  /// The tool's version, sent in the User-Agent too.
  static let version = "0.1.0"

  /// The whole tool's help.
  static var general: String {
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
      \(commandList)

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
      When the wiki asks for more after the password (a two-factor code, a code it emailed), the
      tool asks on the terminal by the wiki's own label, without echo, as often as the wiki lets
      it; the session is remembered, so later runs (cron included) are not asked. Without a
      terminal such a login ends with exit 3: run once on a terminal, or use a bot password.

      Network (Linux, through libcurl): proxies come from the environment as for curl
      (https_proxy, http_proxy, all_proxy, no_proxy); https trusts the system's certificate
      authorities, or the PEM file named by SSL_CERT_FILE (else CURL_CA_BUNDLE).

      What writes: `status` only reads (on the wiki it writes nothing). `enable` and `disable`
      write the named types only, as the wiki's preferences page does (where choices apply on
      every wiki, the types not global yet go along with the values they already have, so no
      other value changes); `migrate` writes the --to wiki's settings; `subscribe`,
      `unsubscribe` and `logout` write push subscriptions (logout ends the sessions). No one-shot
      command involves a device or resets anything, so they run from scripts and cron. Only `ui`
      on its simulated device turns every type off, once, at an account's first login there (as
      the app does on a new phone), then writes what you toggle. Locally every command may write
      the state file (sessions, titles, the device).
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
  static func command(_ specification: CommandSpecification) -> String {
    """
    Usage: wiki-notifications [--config FILE] [--wiki API_URL] [--language CODE] \
    \(specification.usage)

    \(specification.details)

    """
  }

  /// The registered commands, one a line: synopsis and summary.
  private static var commandList: String {
    ToolCommands.all.map { $0.specification }
      .map { "  " + padded($0.usage, 36) + $0.summary }.joined(separator: "\n")
  }

  /// The version line.
  static var versionLine: String { "wiki-notifications \(version)\n" }

  /// `text` broken between words into lines of at most `width` characters.
  static func wrapped(_ text: String, width: Int = 92) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return (lines + [line]).joined(separator: "\n")
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
