import Testing

@testable import WikiNotificationsCLI

/// A wiki's login messages come as wikitext; the terminal gets plain text with nothing that
/// could move the cursor or rewrite the screen.
@Suite("Wikitext as plain text")
struct WikiTextTests {
  @Test func oathAuthsMessageAsTheWikiSendsIt() {
    let message =
      "Please enter a code from your two-factor authentication application (such as "
      + "[https://www.authy.com/ Authy], [https://freeotp.github.io/ FreeOTP] or "
      + "[https://1password.com/ 1Password])."
    #expect(
      WikiText.plain(message)
        == "Please enter a code from your two-factor authentication application (such as "
        + "Authy (https://www.authy.com/), FreeOTP (https://freeotp.github.io/) or "
        + "1Password (https://1password.com/)).")
  }

  @Test(arguments: [
    ("'''Bold''' and ''italic''", "Bold and italic"),
    ("See [[Help:Two-factor authentication|the help page]].", "See the help page."),
    ("[[Special:OATHManage]]", "Special:OATHManage"),
    ("[https://example.org]", "https://example.org"),
    ("a [not a link] b", "a [not a link] b"),
    ("Line one<br>line <b>two</b>", "Line one\nline two"),
    ("x < y &amp; y &gt; z &#39;q&#x27; &unknown; &", "x < y & y > z 'q' &unknown; &"),
    ("before<!-- hidden -->after", "beforeafter"),
    ("  many    spaces\there  ", "many spaces here"),
  ])
  func markupBecomesText(input: String, expected: String) {
    #expect(WikiText.plain(input) == expected)
  }

  @Test func controlCharactersAndOverridesAreRemoved() {
    // An escape sequence that would clear the screen, a bell, a C1 CSI, a right-to-left
    // override, and one smuggled in as a character reference.
    let hostile = "Enter\u{1B}[2J the\u{07} code\u{9B}31m \u{202E}now&#27;[H"
    let text = WikiText.plain(hostile)
    #expect(text == "Enter[2J the code31m now[H")
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  /// A message is converted up to ``WikiText/maximumLength`` scalars: a wiki sending megabytes
  /// gets the start of it, marked as cut.
  @Test func aHugeMessageIsCut() {
    let text = WikiText.plain(String(repeating: "word ", count: 200_000))
    #expect(text.unicodeScalars.count <= WikiText.maximumLength + 2)
    #expect(text.hasPrefix("word word") && text.hasSuffix(" …"))
  }

  /// Brackets and `<` that close nowhere are scanned once, not once each: the searches pass
  /// over a few times the text's bytes (a scan per bracket would pass over it a thousand times).
  @Test(arguments: ["<a", "[[", "[x", "[https://x", "<!--", "&amp"])
  func unclosedMarkupIsConvertedInOnePass(piece: String) {
    let input = String(repeating: piece, count: 2000)
    let meter = WikiText.ScanMeter()
    let text = WikiText.$meter.withValue(meter) { WikiText.converted(input) }
    #expect(meter.bytes <= 8 * input.utf8.count, "\(meter.bytes) bytes scanned")
    // An unclosed comment hides the rest; anything else stays as written.
    #expect(text == (piece == "<!--" ? "" : input))
  }

  /// The same, closed once at the very end.
  @Test func closedOnceAtTheEnd() {
    #expect(WikiText.converted(String(repeating: "<a", count: 2000) + ">").isEmpty)
    let links = String(repeating: "[x", count: 2000) + "]"
    #expect(WikiText.converted(links) == links)
  }

  /// Tags and links after an unclosed one are still converted.
  @Test(arguments: [
    ("a < b <b>bold</b>", "a < b bold"),
    ("[x [https://e.org E] [[P|q]]", "[x E (https://e.org) q"),
    ("[[open [[T|t]]", "t"),
    ("x <y", "x <y"),
  ])
  func afterAnUnclosedPiece(input: String, expected: String) {
    #expect(WikiText.plain(input) == expected)
  }
}
