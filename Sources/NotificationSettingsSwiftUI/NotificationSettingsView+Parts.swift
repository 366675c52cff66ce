#if canImport(SwiftUI)
  import NotificationSettings
  import SwiftUI

  /// One element of the screen's outline, drawn by kind in the roles the outline gives it
  /// (`ScreenOutline.Element.style`, the terminal's too) and given the element's identifier:
  /// the only place the layer sets an accessibility identifier (scripts/check-apple-layer
  /// checks).
  struct ElementView: View {
    /// The element to draw.
    let element: ScreenOutline.Element
    /// Where the element's events go.
    let observer: SettingsScreenObserver
    /// The colours, fonts and symbols, by role.
    @Environment(\.notificationSettingsTheme) private var theme

    var body: some View {
      content
        .accessibilityIdentifier(element.id)
    }

    @ViewBuilder private var content: some View {
      let style = element.style
      switch element {
      case .loading(let loading):
        LoadingRow(text: loading.text, style: style)
      case .banner(let banner):
        BannerLabel(banner: banner, style: style)
      case .sectionHeader(let heading):
        Text(heading.title)
          .font(theme.font(style.text))
          .foregroundStyle(theme.palette.headerText)
          // The heading as written: an inset-grouped list would upper-case it.
          .textCase(nil)
          .accessibilityAddTraits(AccessibilityTraits(heading.traits))
      case .toggle(let row):
        ToggleRowView(row: row, style: style, observer: observer)
      case .muteList(let row):
        MuteListLink(row: row, style: style, observer: observer)
      case .scope(let note):
        ScopeNoteView(note: note, style: style)
      case .learnMore(let learnMore):
        Text(learnMore.body)
          .font(theme.font(style.text))
          .foregroundStyle(theme.palette.primaryText)
      case .bannerAction(let action), .rowAction(let action), .action(let action),
        .link(let action, _), .close(let action):
        // One list row per action: several buttons in one row would all fire on a tap.
        ActionButton(action: action, style: style, observer: observer)
      }
    }
  }

  /// One notification type's switch: flipping it sends the row's event, nothing else.
  struct ToggleRowView: View {
    /// The row to draw.
    let row: ScreenModel.ToggleRow
    /// Its roles: the label's and the description's.
    let style: ElementStyle
    /// Where the row's event goes; observed for the switch's binding.
    @ObservedObject var observer: SettingsScreenObserver
    /// The colours, fonts and spacing, by role.
    @Environment(\.notificationSettingsTheme) private var theme
    /// The theme's spacings grow with the text size.
    @ScaledMetric private var scale: CGFloat = 1

    var body: some View {
      let palette = theme.palette
      let detail = style.detail ?? style.text
      // The binding only reads the model and sends the row's event (see the subscript).
      Toggle(isOn: $observer[isOn: row.type]) {
        VStack(alignment: .leading, spacing: theme.points(\.rowText).map { $0 * scale }) {
          Text(row.label)
            .font(theme.font(style.text))
            .foregroundStyle(palette.primaryText)
          Text(row.description)
            .font(theme.font(detail))
            .foregroundStyle(palette.secondaryText)
          if row.isSaving || row.status != nil {
            HStack {
              if row.isSaving {
                ProgressView()
                  .controlSize(.small)
                  .tint(palette.secondaryText)
              }
              // "Not saved", or why a dimmed switch cannot be used: said in the value too.
              if let status = row.status {
                Text(status)
              }
            }
            .font(theme.font(detail))
            .foregroundStyle(palette.secondaryText)
          }
        }
      }
      // The switch's on colour.
      .tint(palette.switchOn)
      // SwiftUI's Toggle carries the switch trait on every version (`AccessibilityTraits.isToggle`
      // is iOS 17), and `.disabled` the "not enabled" one, which is what the model's [.toggle] /
      // [.toggle, .notEnabled] say.
      .disabled(!row.isEnabled)
      // The name with the description, so both are heard with Speak Hints off; the hint says
      // only what flipping it does; Voice Control answers to the visible name.
      .accessibilityLabel(row.accessibilityLabel)
      // The value with the status ("On, Saving…", "Off, Not saved"), as the model words it.
      .accessibilityValue(row.accessibilityValue)
      .accessibilityHint(row.hint)
      .accessibilityInputLabels(row.inputLabels.map { Text(verbatim: $0) })
    }
  }

  /// A banner's message (logged out, permission denied, failures) beside its symbol, or above
  /// it at the accessibility text sizes (the message keeps the row's width); its actions are
  /// elements of their own, drawn after it in the same list section (on the banner's
  /// background, which the list sets for the whole section).
  struct BannerLabel: View {
    /// The banner to draw.
    let banner: ScreenModel.Banner
    /// Its roles: the message's and the symbol's.
    let style: ElementStyle
    /// The colours, fonts, symbols and spacing, by role.
    @Environment(\.notificationSettingsTheme) private var theme
    /// At the accessibility sizes the symbol goes above the message.
    @Environment(\.dynamicTypeSize) private var typeSize
    /// The theme's spacings grow with the text size.
    @ScaledMetric private var scale: CGFloat = 1

    var body: some View {
      let colors = theme.palette.banner(banner.kind)
      let message = Text(banner.message).foregroundStyle(colors.text)
      let icon = symbol.foregroundStyle(colors.icon)
      // The theme's distance beside the symbol, else the platform's own label layout.
      Group {
        if typeSize.isAccessibilitySize {
          VStack(alignment: .leading, spacing: theme.points(\.bannerIcon).map { $0 * scale }) {
            icon
            message
          }
        } else if let spacing = theme.points(\.bannerIcon).map({ $0 * scale }) {
          HStack(alignment: .firstTextBaseline, spacing: spacing) {
            icon
            message
          }
        } else {
          Label {
            message
          } icon: {
            icon
          }
        }
      }
      .font(theme.font(style.text))
    }

    /// The symbol of the banner's role; the message says what happened, so a screen reader
    /// skips it.
    private var symbol: some View {
      theme.image(style.symbol ?? banner.symbol)
        .accessibilityHidden(true)
    }
  }

  /// Where the choices below apply ("every wiki" or "this wiki only") and what that means:
  /// read as one element, both sentences as its label (a hint would go unsaid with Speak Hints
  /// off, and says what an action does; the note is none).
  struct ScopeNoteView: View {
    /// The note to draw.
    let note: ScreenModel.ScopeNote
    /// Its roles: the text's and the meaning's.
    let style: ElementStyle
    /// The colours, fonts and spacing, by role.
    @Environment(\.notificationSettingsTheme) private var theme
    /// The theme's spacings grow with the text size.
    @ScaledMetric private var scale: CGFloat = 1

    var body: some View {
      VStack(alignment: .leading, spacing: theme.points(\.rowText).map { $0 * scale }) {
        Text(note.text)
          .font(theme.font(style.text))
          .foregroundStyle(theme.palette.primaryText)
        Text(note.detail)
          .font(theme.font(style.detail ?? style.text))
          .foregroundStyle(theme.palette.secondaryText)
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(note.accessibilityLabel)
    }
  }

  /// A button or link from the model: its label, hint and traits, sending its event.
  struct ActionButton: View {
    /// The action to draw.
    let action: ScreenModel.Action
    /// Its role.
    let style: ElementStyle
    /// Where the action's event goes.
    let observer: SettingsScreenObserver
    /// The fonts, by role.
    @Environment(\.notificationSettingsTheme) private var theme

    var body: some View {
      Button(action.label) {
        observer.send(action.event)
      }
      .font(theme.font(style.text))
      .accessibilityHint(action.hint)
      // Voice Control's short names ("Retry loading"), then the label.
      .accessibilityInputLabels(action.inputLabels.map { Text(verbatim: $0) })
      .accessibilityModelTraits(action.traits)
    }
  }

  /// The progress indicator shown while the wiki is read (or the account is logging out).
  struct LoadingRow: View {
    /// What the indicator says.
    let text: String
    /// Its role.
    let style: ElementStyle
    /// The colours and fonts, by role.
    @Environment(\.notificationSettingsTheme) private var theme

    var body: some View {
      ProgressView {
        Text(text)
          .font(theme.font(style.text))
          .foregroundStyle(theme.palette.primaryText)
      }
      .tint(theme.palette.secondaryText)
      .frame(maxWidth: .infinity)
    }
  }

  /// "Learn more about notifications": the explanation, the help page link and a close button,
  /// as the outline's sheet lists them.
  struct LearnMoreView: View {
    /// The sheet to show.
    let sheet: SettingsListLayout.Sheet
    /// Where the link's and the close button's events go.
    let observer: SettingsScreenObserver
    /// The colours and spacing, by role.
    @Environment(\.notificationSettingsTheme) private var theme
    /// The theme's spacings grow with the text size.
    @ScaledMetric private var scale: CGFloat = 1

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(sheet.content) { element in
              ElementView(element: element, observer: observer)
            }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.all, theme.points(\.sheetPadding).map { $0 * scale })
        }
        .background(theme.palette.cellBackground)
        .sheetBarBackground(theme.palette.cellBackground)
        .navigationTitle(sheet.title)
        .toolbar {
          // Close dismisses without a choice: the cancellation placement, and the Escape key.
          ToolbarItemGroup(placement: .cancellationAction) {
            ForEach(sheet.toolbar) { element in
              ElementView(element: element, observer: observer)
                .keyboardShortcut(.cancelAction)
            }
          }
        }
        // VoiceOver's escape gesture (the two-finger scrub) closes it as Close does.
        .accessibilityAction(.escape) {
          for element in sheet.toolbar {
            if case .close(let close) = element { observer.send(close.event) }
          }
        }
      }
      .tint(theme.palette.accent)
    }
  }

  extension View {
    /// On iOS, the sheet's navigation bar in `color` (iOS 16); macOS keeps its window's.
    @ViewBuilder
    fileprivate func sheetBarBackground(_ color: Color) -> some View {
      #if os(iOS)
        toolbarBackground(color, for: .navigationBar)
      #else
        self
      #endif
    }
  }
#endif
