/// Which of Echo's category titles (`echo-category-title-…` messages) a read asks for.
public enum CategoryTitles: Equatable, Sendable {
  /// Every category's title (`amprefix`): the wiki walks all its message keys for it.
  case all
  /// The titles of these categories (names without the prefix), looked up directly.
  case only([String])
  /// No titles: the read leaves `meta=allmessages` out.
  case none
}
