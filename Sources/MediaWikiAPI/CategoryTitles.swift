/// Which of Echo's category texts a read asks for: titles (`echo-category-title-…`) and, by name,
/// descriptions (`echo-pref-tooltip-…`, the sentence Echo's preferences page shows for a
/// category).
public enum CategoryTitles: Equatable, Sendable {
  /// Every category's title (`amprefix`): the wiki walks all its message keys for it. No
  /// descriptions: one prefix cannot cover both kinds of message.
  case all
  /// The title and the description of each of these categories (names without a prefix), looked
  /// up directly by name: at most ``APIRequest/maxCategoriesPerRead`` of them in one request.
  case only([String])
  /// No titles: the read leaves `meta=allmessages` out.
  case none
}
