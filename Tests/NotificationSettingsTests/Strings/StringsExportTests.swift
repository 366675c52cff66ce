import Foundation
import TestSupport
import Testing

@testable import NotificationSettings

/// `scripts/export-strings`: the package's texts as the app hands its own to TranslateWiki.
@Suite("Strings export: the catalogue as the app's Localizable.strings")
struct StringsExportTests {
  /// The exported files, read back as the app's tools would.
  static func parsed(_ path: String) throws -> StringsFile {
    let file = try #require(StringsExport.files.first { $0.path == path })
    return try StringsFile(parsing: file.text)
  }

  /// The package's folder, from this file's path.
  static let packageRoot = TestWiki.repositoryRoot

  @Test func theExportHasEveryKeyOnceWithItsTextsAndNoOther() throws {
    let english = try Self.parsed("en.lproj/Localizable.strings")
    let german = try Self.parsed("de.lproj/Localizable.strings")
    let notes = try Self.parsed("qqq.lproj/Localizable.strings")
    let hebrew = try Self.parsed("he.lproj/Localizable.strings")
    let names = Set(StringKey.allCases.map(\.name))
    #expect(names.count == StringKey.allCases.count)
    for file in [english, german, notes, hebrew] {
      #expect(Set(file.entries.keys) == names)
    }
    for key in StringKey.allCases {
      let row = try #require(key.row)
      #expect(
        english.entries[key.name] == key.positionalPlaceholders(row.english, style: .translateWiki))
      #expect(
        german.entries[key.name] == key.positionalPlaceholders(row.german, style: .translateWiki))
      #expect(
        hebrew.entries[key.name]
          == Strings.hebrew.table[key].map { key.positionalPlaceholders($0, style: .translateWiki) }
      )
      #expect(key.name.hasPrefix("notification-settings-"))
      // Every placeholder is written positionally and explained in the note by its position.
      let note = try #require(notes.entries[key.name])
      #expect(!note.isEmpty)
      for position in key.placeholders.indices.map({ $0 + 1 }) {
        #expect(english.entries[key.name]?.contains("$\(position)") == true, "\(key.name)")
        #expect(german.entries[key.name]?.contains("$\(position)") == true, "\(key.name)")
        #expect(hebrew.entries[key.name]?.contains("$\(position)") == true, "\(key.name)")
        #expect(
          note.contains("$\(position)"), "the note of \(key.name) does not explain $\(position)")
      }
      for text in [english.entries[key.name], german.entries[key.name], note] {
        for name in key.placeholders {
          #expect(text?.contains("{\(name)}") == false, "\(key.name) still has {\(name)}")
        }
      }
    }
    #expect(english.text == StringsExport.english.text)
  }

  @Test func keysAreStableNamesNotSwiftCaseNames() {
    #expect(StringKey.screen(.screenTitle).name == "notification-settings-screen-title")
    #expect(
      StringKey.banner(.saveFailedReverted).name == "notification-settings-save-failed-reverted")
    #expect(StringKey.sectionTitle(.messages).name == "notification-settings-section-messages")
    #expect(StringKey.typeTitle(.emailUser).name == "notification-settings-type-emailuser-title")
    #expect(
      StringKey.typeDescription(.editUserPage).name
        == "notification-settings-type-edit-user-page-description")
    for key in StringKey.allCases {
      #expect(
        key.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(key.name)")
    }
  }

  /// Each placeholder, parsed back from the exported files and filled in, lands where the
  /// package's own text has it, in English and German, in both positional spellings.
  @Test(arguments: ["en", "de"])
  func placeholdersSurviveTheRoundTrip(language: String) throws {
    let file = try Self.parsed("\(language).lproj/Localizable.strings")
    let package = Strings.forLanguage(language)
    var parsedBack: [StringKey: String] = [:]
    for key in StringKey.allCases {
      let exported = try #require(file.entries[key.name])
      let named = try #require(key.namedPlaceholders(exported), "\(key.name)")
      parsedBack[key] = named
      let native = key.positionalPlaceholders(package.table[key]!, style: .formatSpecifier)
      #expect(key.namedPlaceholders(native) == package.table[key], "\(key.name)")
    }
    let roundTripped = Strings(languageCode: language, table: parsedBack)
    var filled = 0
    for key in StringKey.allCases where !key.placeholders.isEmpty {
      var arguments: [String: String] = [:]
      for name in key.placeholders { arguments[name] = "<\(name.uppercased())>" }
      let text = roundTripped.text(key, arguments)
      #expect(text == package.text(key, arguments))
      for name in key.placeholders { #expect(text.contains("<\(name.uppercased())>")) }
      filled += 1
    }
    // Every key with placeholders was filled (13 of them at this writing).
    #expect(filled == StringKey.allCases.filter { !$0.placeholders.isEmpty }.count)
    #expect(filled >= 13)
  }

  @Test func theCommittedExportInDocsIsCurrent() throws {
    for file in StringsExport.files {
      let url = Self.packageRoot.appending(path: "docs/strings/\(file.path)")
      let committed = try String(contentsOf: url, encoding: .utf8)
      #expect(
        committed == file.text, "docs/strings/\(file.path) is stale: run scripts/export-strings")
    }
  }

  @Test func theAppsSourceAsksWMFLocalizedStringForEveryKeyLiterally() throws {
    let source = StringsExport.appSource
    #expect(
      source.components(separatedBy: "WMFLocalizedString(").count - 1 == StringKey.allCases.count)
    for key in StringKey.allCases {
      let row = try #require(key.row)
      let value = key.positionalPlaceholders(row.english, style: .formatSpecifier)
      #expect(
        source.contains(
          "case \"\(key.name)\":\n        return WMFLocalizedString(\n          \"\(key.name)\", languageCode: languageCode,\n          value: \"\(value.replacing("\"", with: "\\\""))\""
        ), "\(key.name)")
    }
    #expect(
      source.contains("value: \"Couldn't save %1$@, so the previous setting is shown again. %2$@\"")
    )
  }
}
