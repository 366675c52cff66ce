/// The requests of Echo's mute lists, each built in exactly one place.
extension APIRequest {
  /// How many values one multi-value parameter takes from an ordinary account.
  public static let maxValuesPerParameter = 50

  /// ONE read naming muted ids: central user ids to names (`list=globalusers&guscentralids`,
  /// CentralAuth's module, which Wikimedia runs: core's `list=users&ususerids` takes LOCAL ids,
  /// which differ from the central ids the list stores) and page ids to titles (`pageids`).
  /// At most ``maxValuesPerParameter`` of each.
  public static func muteListNames(userIDs: [Int], pageIDs: [Int]) -> APIRequest {
    var parameters: [(name: String, value: String)] = [("action", "query")]
    if !userIDs.isEmpty {
      parameters += [
        ("list", "globalusers"),
        ("guscentralids", userIDs.map(String.init).joined(separator: "|")),
      ]
    }
    if !pageIDs.isEmpty {
      parameters.append(("pageids", pageIDs.map(String.init).joined(separator: "|")))
    }
    return APIRequest(method: .get, parameters: parameters)
  }

  /// ONE read of what names and titles to mute stand for: each account's canonical name and
  /// central id (`list=users&usprop=centralids`: missing and invalid names say so) and each
  /// page's id (`titles`). Echo's own `action=echomute` answers `success` for a name that does
  /// not exist (and mutes the person's own account): this read is how a client can tell.
  public static func muteTargets(userNames: [String], pageTitles: [String]) -> APIRequest {
    var parameters: [(name: String, value: String)] = [("action", "query")]
    if !userNames.isEmpty {
      parameters += [
        ("list", "users"), ("ususers", userNames.joined(separator: "|")),
        ("usprop", "centralids"),
      ]
    }
    if !pageTitles.isEmpty { parameters.append(("titles", pageTitles.joined(separator: "|"))) }
    return APIRequest(method: .get, parameters: parameters)
  }

  /// Echo's `action=echomute`: adds `mute` to and removes `unmute` from the LOCAL `kind` list
  /// (names or titles; Echo looks them up and skips unknown ones), only on `assertUser`.
  public static func echoMute(
    _ kind: MuteListKind, mute: [String], unmute: [String], assertUser: String
  ) -> APIRequest {
    var parameters: [(name: String, value: String)] = [
      ("action", "echomute"), ("type", kind.echoMuteType),
    ]
    if !mute.isEmpty { parameters.append(("mute", mute.joined(separator: "|"))) }
    if !unmute.isEmpty { parameters.append(("unmute", unmute.joined(separator: "|"))) }
    parameters += [("assert", "user"), ("assertuser", assertUser)]
    return APIRequest(method: .post, parameters: parameters, token: .csrf)
  }

  /// GlobalPreferences: stores the whole `kind` list as `ids` in the account's GLOBAL
  /// preferences (`optionname`/`optionvalue`: the value holds line breaks), only on
  /// `assertUser`. The one way to change a list held globally.
  public static func setGlobalMuteList(_ kind: MuteListKind, ids: [Int], assertUser: String)
    -> APIRequest
  {
    APIRequest(
      method: .post,
      parameters: [
        ("action", "globalpreferences"), ("optionname", kind.optionName),
        ("optionvalue", MuteList(kind: kind, ids: ids, isGlobal: true).optionValue),
        ("assert", "user"), ("assertuser", assertUser),
      ],
      token: .csrf)
  }
}
