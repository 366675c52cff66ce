import Foundation
import TestSupport
import Testing

/// The accessibility audit the app's CI runs on a Mac (Examples/WikipediaApp/AccessibilityAudit)
/// audits every reachable state: its list of states is exactly ReachableScreens', so a new state
/// cannot be left unaudited.
@Suite("The accessibility audit's states")
struct AuditListTests {
  @Test func theUITestsListEveryReachableStateByName() throws {
    let url = TestWiki.repositoryRoot.appending(
      path:
        "Examples/WikipediaApp/AccessibilityAudit/UITests/"
        + "NotificationSettingsAccessibilityAuditTests.swift")
    let source = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(source.range(of: "static let screens = ["))
    let end = try #require(source[start.upperBound...].range(of: "]"))
    let list = source[start.upperBound..<end.lowerBound]
    let names = list.matches(of: /"([^"]*)"/).map { String($0.output.1) }
    #expect(names == ReachableScreens.all.map(\.0))
  }
}
