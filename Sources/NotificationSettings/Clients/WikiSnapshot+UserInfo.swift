import MediaWikiAPI

extension WikiSnapshot {
  /// The feature's view of an account: every settable push option the wiki reports (the
  /// spec's and any other), the wiki's titles and descriptions of them, which are set globally,
  /// and the marker.
  public init(userInfo: UserInfo) {
    var values: [NotificationType: Bool] = [:]
    for (name, value) in userInfo.options {
      if let type = NotificationType(optionName: name) { values[type] = value.isOn }
    }
    // The wiki's texts of the offered types only, trimmed; an empty one is no text.
    func texts(_ prefix: String) -> [NotificationType: String] {
      var texts: [NotificationType: String] = [:]
      for (name, text) in userInfo.messages where name.hasPrefix(prefix) {
        let category = String(name.dropFirst(prefix.count))
        let trimmed = text.trimmed()
        if let type = NotificationType(rawValue: category), values[type] != nil, !trimmed.isEmpty {
          texts[type] = trimmed
        }
      }
      return texts
    }
    // A global option with a local exception (`global=override`) is this wiki's own again.
    let localExceptions = Set(
      values.keys.filter {
        userInfo.options[$0.optionName + NotificationType.localExceptionSuffix]?.isOn == true
      })
    let globalTypes = Set(
      userInfo.globalPreferences.keys.compactMap(NotificationType.init(optionName:)).filter {
        values[$0] != nil && !localExceptions.contains($0)
      })
    self.init(
      userName: userInfo.isAnonymous ? nil : userInfo.name,
      values: values,
      hasDefaultOffMarker: userInfo.options[Self.defaultOffMarkerOption]?.isOn ?? false,
      titles: texts(APIRequest.categoryTitlePrefix),
      descriptions: texts(APIRequest.categoryDescriptionPrefix), globalTypes: globalTypes,
      isTemporaryAccount: userInfo.isTemporary,
      offersGlobalPreferences: userInfo.offersGlobalPreferences,
      localExceptions: localExceptions)
  }
}
