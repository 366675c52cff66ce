import Foundation
import TestSupport
import Testing

@testable import NotificationSettings

@Suite(".strings files: written and read back")
struct StringsFileTests {
  @Test func everyEscapeSurvivesWritingAndReading() throws {
    let file = StringsFile(entries: [
      "quote": #"She said "hi" \ left"#, "lines": "one\ntwo\r\nthree\tfour",
      "unicode": "Wird gespeichert … ✓ ’", "empty": "",
    ])
    #expect(try StringsFile(parsing: file.text) == file)
    #expect(file.text.hasPrefix(#""empty" = "";"# + "\n"))
  }

  @Test func commentsAndTheAppleEscapesAreRead() throws {
    let text = """
      /* A comment */
      "a" = "x\\U00e9y"; // trailing
      // another
      "b"="\\'quoted\\'";
      """
    #expect(try StringsFile(parsing: text).entries == ["a": "xéy", "b": "'quoted'"])
  }

  @Test(arguments: [
    (#""a" = "x";"# + "\n" + #""b" = "y"#, 2, "unclosed string"),
    (#""a" "x";"#, 1, "expected ="),
    (#""a" = "x";"# + "\n" + #""a" = "y";"#, 2, "duplicate key a"),
    (#""a" = "\q";"#, 1, "unknown escape \\q"),
  ])
  func badFilesAreAClearErrorWithTheLine(text: String, line: Int, reason: String) {
    #expect(throws: StringsFile.ParseError(line: line, reason: reason)) {
      try StringsFile(parsing: text)
    }
  }
}
