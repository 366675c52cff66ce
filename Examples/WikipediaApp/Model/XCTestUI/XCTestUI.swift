// A model of the part of XCTest's UI testing API (Xcode 16, iOS 17 SDK) that the accessibility
// audit's UI tests use, with the SDK's isolation: XCTestCase and its `setUp` are nonisolated,
// the UI elements and `XCUIApplication` are main-actor (`NS_SWIFT_UI_ACTOR`). Linux has no
// XCUIApplication, so scripts/check-app-integration type-checks the UI tests against this
// module, in Swift 6 mode. Not built by Examples/WikipediaApp/Package.swift: on a Mac the tests
// import the real XCTest.
import Foundation

/// A test case (XCTestCase.h).
open class XCTestCase {
  /// Whether a test goes on after a failed assertion.
  open var continueAfterFailure = true
  /// Before each test, synchronously; nonisolated, as in the SDK.
  open func setUp() {}
  /// Before each test, asynchronously (Xcode 13.0).
  open func setUp() async throws {}
  /// The model's tests are made by the runner.
  public init() {}
}

/// Records a failure (XCTAssert.h).
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// Fails when `expression` is false.
public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

/// An activity of a test (XCTActivity.h).
public protocol XCTActivity: NSObjectProtocol {}

/// Groups a test's steps (XCTContext.h).
public final class XCTContext {
  /// Runs `block` as an activity named `name`; main-actor in the SDK.
  @MainActor
  public class func runActivity<Result>(
    named name: String, block: (any XCTActivity) throws -> Result
  ) rethrows -> Result {
    fatalError("a model")
  }
}

/// The kinds of accessibility audit (XCUIAccessibilityAudit.h, iOS 17).
public struct XCUIAccessibilityAuditType: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt64
  /// A type from its raw value.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// Every kind.
  public static let all = XCUIAccessibilityAuditType(rawValue: ~0)
}

/// An issue an audit found.
@MainActor
public final class XCUIAccessibilityAuditIssue {}

/// An element of the app under test (XCUIElement.h).
@MainActor
public class XCUIElement {
  /// Waits until the element exists, at most `timeout` seconds.
  public func waitForExistence(timeout: TimeInterval) -> Bool { false }
  /// Elements of the navigation bar type below this one.
  public var navigationBars: XCUIElementQuery { XCUIElementQuery() }
  /// Audits this element's accessibility (iOS 17).
  public func performAccessibilityAudit(
    for auditTypes: XCUIAccessibilityAuditType = .all,
    _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil
  ) throws {}
}

/// A query for elements (XCUIElementQuery.h).
@MainActor
public final class XCUIElementQuery {
  /// The first element matching.
  public var firstMatch: XCUIElement { XCUIElement() }
}

/// The app under test (XCUIApplication.h).
@MainActor
public final class XCUIApplication: XCUIElement {
  /// The arguments it is launched with.
  public var launchArguments: [String] = []
  /// The app of the test target's host.
  public override init() {}
  /// Launches it.
  public func launch() {}
  /// Ends it.
  public func terminate() {}
}
