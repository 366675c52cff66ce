import Foundation

/// `Wikipedia/Code/WMFNotificationsController.h`: `@interface WMFNotificationsController :
/// NSObject`, Objective-C, imported as an open class (not `Sendable`, no global actor). The
/// AppDelegate hands it the APNs token at every launch.
@objc(WMFNotificationsController)
open class WMFNotificationsController: NSObject {
  /// `@property (nonatomic, readonly, copy, nullable) NSData *remoteRegistrationDeviceToken;`
  /// (.h ~12), set by `setRemoteNotificationRegistrationStatusWithDeviceToken:error:`.
  @objc open private(set) dynamic var remoteRegistrationDeviceToken: Data?
  /// `@property (nonatomic, readonly, strong, nullable) NSError *remoteRegistrationError;`
  @objc open private(set) dynamic var remoteRegistrationError: Error?

  /// `- (void)setRemoteNotificationRegistrationStatusWithDeviceToken:(nullable NSData *)deviceToken
  /// error:(nullable NSError *)error;` (.h ~31), called by the AppDelegate.
  @objc open func setRemoteNotificationRegistrationStatusWithDeviceToken(
    _ deviceToken: Data?, error: Error?
  ) {
    remoteRegistrationDeviceToken = deviceToken
    remoteRegistrationError = error
  }

  /// `- (void)requestPermissionsIfNecessaryWithCompletionHandler:(void (^)(BOOL isAllowed,
  /// NSError *__nullable error))completionHandler;` (.h ~18).
  @objc open func requestPermissionsIfNecessary(
    completionHandler: @escaping (Bool, Error?) -> Void
  ) {
    completionHandler(false, nil)
  }

  /// The one line the integration adds to `WMFNotificationsController.h`:
  /// `@property (nonatomic, copy, nullable) void (^willLogOutHandler)(void (^completion)(void));`
  /// Set by the integration; `authenticationManagerWillLogOut:` calls it with the logout's
  /// completion handler (a typed block: never through a notification's `userInfo`).
  @objc open var willLogOutHandler: ((@escaping () -> Void) -> Void)?

  /// `- (void)authenticationManagerWillLogOut:(void (^)(void))completionHandler;` (.h ~33, .m
  /// ~37): its new body (the guide) hands the handler to ``willLogOutHandler`` when one is set,
  /// and calls it at once otherwise.
  @objc open func authenticationManagerWillLogOut(_ completionHandler: @escaping () -> Void) {
    if let willLogOutHandler {
      willLogOutHandler(completionHandler)
    } else {
      completionHandler()
    }
  }

  override init() {}
}
