extension Palette {
  /// The palette for Increase Contrast (iOS's `accessibilityContrast` `.high`, SwiftUI's
  /// `colorSchemeContrast` `.increased`): descriptions, statuses and headings take the primary
  /// text's colour, and the separators the secondary text's, so nothing is drawn fainter than
  /// the labels. The system's own colours already adapt; the app's fixed theme colours do not,
  /// which this does for them (a test checks no pair loses contrast in any shipped theme).
  public var increasedContrast: Palette {
    var palette = self
    palette.secondaryText = primaryText
    palette.headerText = primaryText
    palette.separator = secondaryText
    return palette
  }
}

extension SettingsTheme {
  /// The theme with ``Palette/increasedContrast``.
  public var increasedContrast: SettingsTheme {
    var theme = self
    theme.palette = palette.increasedContrast
    return theme
  }
}
