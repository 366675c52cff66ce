extension StringKey {
  /// How a list of type names is joined inside a banner.
  public enum ListJoin: String, CaseIterable, Sendable {
    /// Joins the last two items of a list; `{first}`, `{last}`.
    case listLastPair = "list-last-pair"
    /// Separates the other items of a list.
    case listSeparator = "list-separator"

    /// The texts in English and German and the note for translators: a case without them does
    /// not compile.
    var row: Row {
      switch self {
      case .listLastPair:
        Row(
          english: "{first} and {last}",
          german: "{first} und {last}",
          note: "Joins the last two items of a list, e.g. \"Thanks and Mention\". {first}, {last}.")
      case .listSeparator:
        Row(
          english: ", ",
          german: ", ",
          note: "Separates the other items of a list, e.g. the \", \" in \"A, B and C\".")
      }
    }
  }
}
