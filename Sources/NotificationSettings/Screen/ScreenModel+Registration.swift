extension ScreenModel {
  /// Where registering this device for pushes stands, for a renderer that reports it (the
  /// command-line tool's `subscribe`); the app shows only a failure, as a banner.
  public enum DeviceRegistration: Equatable, Sendable {
    /// Not registered, and nothing under way.
    case none
    /// Fetching the device token or talking to the wiki about it.
    case inProgress
    /// Registered for the account.
    case registered
    /// Failed, for this reason; the banner offers a retry.
    case failed(RegistrationFailure)

    /// The stage of the feature's registration.
    init(_ registration: Registration) {
      switch registration {
      case .idle: self = .none
      case .fetchingToken, .replacingOldToken, .subscribing, .reclaiming: self = .inProgress
      case .registered: self = .registered
      case .failed(let reason): self = .failed(reason)
      }
    }
  }
}
