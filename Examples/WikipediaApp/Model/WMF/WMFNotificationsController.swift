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

  /// `- (void)authenticationManagerWillLogOut:(void (^)(void))completionHandler;` (.h ~33, .m
  /// ~37): today it deletes the subscription when `wmf_isSubscribedToEchoNotifications`, then
  /// calls the handler; the integration's change of its body is in the guide.
  @objc open func authenticationManagerWillLogOut(_ completionHandler: @escaping () -> Void) {
    completionHandler()
  }

  override init() {}
}
