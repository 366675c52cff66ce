/// A registration made by ``SettingsStore/observe(_:)``: the store calls it after each change
/// until it is cancelled or released.
@MainActor
public final class StoreObservation {
  let onChange: @MainActor () -> Void
  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  init(_ onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
  }

  /// Stops the calls; releasing the observation does the same.
  public func cancel() {
    isCancelled = true
  }
}

/// The store's weak reference to an observation, so an observer's owner decides its lifetime.
@MainActor
struct WeakObservation {
  weak var observation: StoreObservation?

  init(_ observation: StoreObservation) {
    self.observation = observation
  }
}
