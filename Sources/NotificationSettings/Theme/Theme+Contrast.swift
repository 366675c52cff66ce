/// One pair of colours the page draws, its WCAG 2.x contrast ratio and the ratio it must reach.
public struct ContrastCheck: Hashable, Sendable {
  /// What the pair is, e.g. "secondary text on cell".
  public var name: String
  /// The colour of the text or symbol.
  public var foreground: SRGB
  /// The colour behind it.
  public var background: SRGB
  /// The ratio, from 1 to 21.
  public var ratio: Double
  /// What the ratio must reach: 4.5 for text, 3 for large text and symbols; nil for a part
  /// that is only reported.
  public var minimum: Double?

  /// Whether the pair reaches its minimum (a reported pair always does).
  public var passes: Bool { minimum.map { ratio >= $0 } ?? true }
}

extension SettingsTheme where Value == SRGB {
  /// Every pair the page draws, checked by WCAG 2.x: text at least 4.5:1, or 3:1 where every
  /// role drawn in it is large text in this theme's fonts; the banners' symbols at least 3:1;
  /// the switch and the separators reported.
  public var contrastChecks: [ContrastCheck] {
    func check(_ pair: Palette<SRGB>.TextPair, minimum: Double?) -> ContrastCheck {
      let foreground = palette[keyPath: pair.text]
      let background = palette[keyPath: pair.background]
      return ContrastCheck(
        name: pair.name, foreground: foreground, background: background,
        ratio: foreground.contrastRatio(on: background), minimum: minimum)
    }
    let text = Palette<SRGB>.textPairs.map { pair in
      check(pair, minimum: pair.roles.allSatisfy { fonts[$0].isLargeText } ? 3 : 4.5)
    }
    return text + Palette<SRGB>.symbolPairs.map { check($0, minimum: 3) }
      + Palette<SRGB>.otherPairs.map { check($0, minimum: nil) }
  }
}
