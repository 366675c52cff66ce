import Testing

/// The Wikipedia app's integration, run against the app's twin (Examples/WikipediaApp/Twin) and
/// the real test wikis: one scenario per flow of the app. One at a time: the twin's keychain,
/// `UserDefaults` and app group are the process's, as a device's are the app's.
@Suite("The app, run", .serialized)
enum AppRun {}
