import MediaWikiAPI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The account read by `client`, its types' titles and descriptions taken from `cache` where an
/// earlier read found them. Only the first read of a wiki in a language without the package's
/// strings (``Strings/titlesFromWiki``) asks, in the same request, for the texts of every type
/// the package names; otherwise a type neither the package nor an earlier read covers costs one
/// small follow-up read of its texts.
func loadAccount(
  with client: MediaWikiClient, titlesIn language: String, cache: WikiTitleCache
) async throws(WikiFailure) -> UserInfo {
  let known = await cache.known(wiki: client.apiURL, language: language)
  let ownTexts = !Strings.forLanguage(language).titlesFromWiki
  // Named, not by prefix: a prefix cannot bring titles and descriptions in one request.
  let firstAsk =
    known == nil && !ownTexts
    ? Array(NotificationType.named.map(\.rawValue).prefix(APIRequest.maxCategoriesPerRead)) : []
  var info = try await mapped { () throws(APIError) in
    try await client.loadAccount(
      messagesLanguage: language, titles: firstAsk.isEmpty ? .none : .only(firstAsk))
  }
  let offered = Set(
    info.options.keys.compactMap(NotificationType.init(optionName:)).map(\.rawValue))
  var texts =
    known.map { CategoryTexts(titles: $0.titles, descriptions: $0.descriptions) }
    ?? CategoryTexts(titles: [:], descriptions: [:])
  // Only the offered types count as asked: one the wiki adds later is asked for then.
  var asked = offered.intersection(firstAsk)
  texts.merge(CategoryTexts(info.messages))
  // A type needs nothing from the wiki when an earlier read asked for it, or when the package
  // words it in this language.
  var covered = (known?.asked ?? []).union(asked)
  if ownTexts { covered.formUnion(NotificationType.named.map(\.rawValue)) }
  let missing = offered.subtracting(covered).sorted()
  // The texts are cosmetic: when they cannot be read, the row falls back to the package's words
  // and the next read asks again; the account's values are what must not fail.
  if !missing.isEmpty,
    let fetched = try? await client.categoryTitles(missing, messagesLanguage: language)
  {
    texts.merge(CategoryTexts(fetched))
    asked.formUnion(missing)
  }
  await cache.record(
    asked, titles: texts.titles, descriptions: texts.descriptions, wiki: client.apiURL,
    language: language)
  for (category, title) in texts.titles {
    info.messages[APIRequest.categoryTitlePrefix + category] = title
  }
  for (category, description) in texts.descriptions {
    info.messages[APIRequest.categoryDescriptionPrefix + category] = description
  }
  return info
}

/// Echo's texts of categories, by category (the message name without its prefix).
private struct CategoryTexts {
  var titles: [String: String]
  var descriptions: [String: String]

  init(titles: [String: String], descriptions: [String: String]) {
    self.titles = titles
    self.descriptions = descriptions
  }

  /// The titles and descriptions among `messages` (by message name).
  init(_ messages: [String: String]) {
    titles = messages.strippingPrefix(APIRequest.categoryTitlePrefix)
    descriptions = messages.strippingPrefix(APIRequest.categoryDescriptionPrefix)
  }

  /// Adds `other`'s texts; a text read now replaces a kept one.
  mutating func merge(_ other: CategoryTexts) {
    titles.merge(other.titles) { _, new in new }
    descriptions.merge(other.descriptions) { _, new in new }
  }
}

extension Dictionary where Key == String, Value == String {
  /// The entries whose key starts with `prefix`, by the rest of the key.
  fileprivate func strippingPrefix(_ prefix: String) -> [String: String] {
    var result: [String: String] = [:]
    for (name, value) in self where name.hasPrefix(prefix) {
      result[String(name.dropFirst(prefix.count))] = value
    }
    return result
  }
}
