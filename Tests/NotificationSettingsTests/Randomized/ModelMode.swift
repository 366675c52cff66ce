/// The kind of wiki and session a sequence runs against: each sequence draws one, and the
/// runner checks that mode's promise (see ``ModelRunner``).
enum ModelMode: String, CaseIterable, Comparable {
  /// The wiki runs GlobalPreferences and the accounts are global: every choice is written to
  /// the global preferences (but a local exception's), the first login carries the local values
  /// over, and a global write can be refused, wholly or for its carried types alone. The
  /// promise: what the screen shows as global is what every wiki of the account holds.
  case globalPreferences = "global preferences"
  /// The wiki runs GlobalPreferences, but the account is not global (`notglobalized`): nothing
  /// is written globally, choices are this wiki's, marked as the person's.
  case notGlobalized = "notglobalized"
  /// A wiki without GlobalPreferences (the model's original mode): this wiki's own options, with
  /// types that may be set globally elsewhere and left as they are.
  case withoutGlobalPreferences = "no GlobalPreferences"
  /// The app's own session (`SettingsConfiguration(usesAppSession: true)`): the app says who is
  /// logged in (switching accounts too), a session found gone asks the app to log in again
  /// (which succeeds or logs out), and a logout is the app's own.
  case appSession = "app session"
  /// Sessions that are mostly temporary accounts (an edit without an account): nothing is
  /// shown, saved or subscribed for them, and what an older app subscribed is deleted.
  case temporaryAccounts = "temporary accounts"

  static func < (lhs: ModelMode, rhs: ModelMode) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  static func random(_ rng: inout SeededGenerator) -> ModelMode {
    rng.weighted([
      (30, .globalPreferences), (12, .notGlobalized), (22, .withoutGlobalPreferences),
      (24, .appSession), (12, .temporaryAccounts),
    ])
  }
}
