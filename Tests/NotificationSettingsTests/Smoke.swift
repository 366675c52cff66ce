import Testing
@testable import NotificationSettings
@Test func optionNamesRoundTrip() {
  for t in NotificationType.allCases { #expect(NotificationType(optionName: t.optionName) == t) }
}
