#if canImport(SwiftUI)
  import Foundation
  import NotificationSettings
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  /// Carries the push device token from the app delegate to the screen that asked for it.
  ///
  /// The system answers `registerForRemoteNotifications()` only through the app delegate, so the
  /// app keeps one bridge and forwards both callbacks to it:
  ///
  /// ```swift
  /// func application(
  ///   _ application: UIApplication,
  ///   didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  /// ) {
  ///   tokenBridge.didRegister(deviceToken: deviceToken)
  /// }
  ///
  /// func application(
  ///   _ application: UIApplication,
  ///   didFailToRegisterForRemoteNotificationsWithError error: any Error
  /// ) {
  ///   tokenBridge.didFailToRegister(error: error)
  /// }
  /// ```
  @MainActor
  public final class DeviceTokenBridge {
    private typealias Answer = Result<String, DeviceTokenFailure>

    // Requests waiting for the system's answer, by request number, and their timeouts.
    private var waiting: [Int: CheckedContinuation<Answer, Never>] = [:]
    private var timeouts: [Int: Task<Void, Never>] = [:]
    private var lastRequest = 0

    /// Keep one for the app's lifetime: the app delegate forwards every answer to it.
    public init() {}

    /// Forwards `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`.
    public func didRegister(deviceToken: Data) {
      answerAll(.success(Self.hexEncoded(deviceToken)))
    }

    /// Forwards `application(_:didFailToRegisterForRemoteNotificationsWithError:)`.
    public func didFailToRegister(error: any Error) {
      answerAll(.failure(DeviceTokenFailure(detail: error.localizedDescription)))
    }

    /// Asks the system for the device token and waits for the app delegate to forward it, at
    /// most `timeout` (without network access to APNs the system may never answer).
    public func requestToken(timeout: Duration) async throws(DeviceTokenFailure) -> String {
      lastRequest += 1
      let request = lastRequest
      let result = await withCheckedContinuation {
        (continuation: CheckedContinuation<Answer, Never>) in
        waiting[request] = continuation
        timeouts[request] = Task { @MainActor in
          do {
            try await Task.sleep(for: timeout)
          } catch {
            // Cancelled: the system answered first.
            return
          }
          self.deliver(
            request,
            .failure(
              DeviceTokenFailure(detail: "No answer from Apple's push service within \(timeout).")))
        }
        // The system answers every call, with the current token (a rotated one included).
        Self.registerWithSystem()
      }
      // A switch rather than `Result.get()`, whose typed throw depends on the SDK's Swift.
      switch result {
      case .success(let token):
        return token
      case .failure(let failure):
        throw failure
      }
    }

    // One system answer is the answer to every request waiting for it.
    private func answerAll(_ answer: Answer) {
      for request in Array(waiting.keys) {
        deliver(request, answer)
      }
    }

    private func deliver(_ request: Int, _ answer: Answer) {
      timeouts.removeValue(forKey: request)?.cancel()
      waiting.removeValue(forKey: request)?.resume(returning: answer)
    }

    /// The token as APNs providers and Echo expect it: lowercase hex, two digits a byte.
    nonisolated static func hexEncoded(_ token: Data) -> String {
      token.map { String(format: "%02x", $0) }.joined()
    }

    private static func registerWithSystem() {
      #if canImport(UIKit)
        UIApplication.shared.registerForRemoteNotifications()
      #elseif canImport(AppKit)
        NSApplication.shared.registerForRemoteNotifications()
      #endif
    }
  }

  extension DeviceTokenClient {
    /// The device token from Apple's push service, delivered through the app's `bridge`; fails
    /// with `DeviceTokenFailure` when the system reports an error or says nothing in `timeout`.
    public static func live(bridge: DeviceTokenBridge, timeout: Duration = .seconds(30))
      -> DeviceTokenClient
    {
      DeviceTokenClient { () async throws(DeviceTokenFailure) -> String in
        try await bridge.requestToken(timeout: timeout)
      }
    }
  }
#endif
