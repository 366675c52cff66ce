import NotificationSettings

/// A line a terminal renderer produced, with the identifiers of the screen outline's elements it
/// draws (none for the title, blank lines, keys and the tool's own status) and the theme's roles
/// it drew each in.
struct DrawnLine: Equatable, Sendable {
  /// The line as printed (with colour codes in the full-screen rendering).
  var text: String
  /// The identifiers of the elements drawn on it, in order.
  var elements: [String] = []
  /// The roles each of those elements was drawn in, in the same order.
  var styles: [ElementStyle] = []

  /// A line drawing nothing of the outline.
  init(text: String) {
    self.text = text
  }

  /// A line drawing `element` (when there is one), in its roles.
  init(text: String, element: ScreenOutline.Element?) {
    self.text = text
    if let element {
      elements = [element.id]
      styles = [element.style]
    }
  }

  /// `element` drawn at the end of this line too.
  mutating func append(_ text: String, drawing element: ScreenOutline.Element) {
    self.text += text
    elements.append(element.id)
    styles.append(element.style)
  }
}

extension [DrawnLine] {
  /// The identifiers of the elements drawn, in order; an element drawn on several consecutive
  /// lines (a wrapped banner) is listed once.
  var identifiers: [String] {
    var identifiers: [String] = []
    for identifier in flatMap(\.elements) where identifier != identifiers.last {
      identifiers.append(identifier)
    }
    return identifiers
  }

  /// The roles each element was drawn in, in the order of ``identifiers``.
  var styles: [ElementStyle] {
    var drawn: [(id: String, style: ElementStyle)] = []
    for line in self {
      for (id, style) in zip(line.elements, line.styles) where id != drawn.last?.id {
        drawn.append((id, style))
      }
    }
    return drawn.map(\.style)
  }
}
