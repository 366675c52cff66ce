import Testing

@testable import NotificationSettings

@Suite("10. Learn more")
struct LearnMoreTests {
  @Test func opensTheExplanationWithTheHelpPageLink() throws {
    var t = Fixture.loaded()
    t.send(.learnMoreTapped) { $0.presentation.isShowingLearnMore = true }
    let learnMore = try #require(ScreenModel(state: t.state, strings: .english).learnMore)
    #expect(
      learnMore.url.absoluteString
        == "https://www.mediawiki.org/wiki/Special:MyLanguage/Help:Notifications")
    #expect(learnMore.link.event == .helpPageTapped(learnMore.url))
    #expect(learnMore.link.traits == [.link])
    t.send(learnMore.link.event, effects: [.open(.webPage(learnMore.url))])
    t.send(.learnMoreDismissed) { $0.presentation.isShowingLearnMore = false }
    #expect(ScreenModel(state: t.state, strings: .english).learnMore == nil)
  }

  @Test func isOfferedInEveryState() {
    for state in [FeatureTester(Fixture.initial()).state, Fixture.loaded().state] {
      #expect(
        ScreenModel(state: state, strings: .english).actions.map(\.event) == [.learnMoreTapped])
    }
  }
}
