#if canImport(SwiftUI)
  import NotificationSettings
  import SwiftUI

  /// One element of the screen's outline, drawn by kind and given the element's identifier: the
  /// only place the layer sets an accessibility identifier (scripts/check-apple-layer checks).
  struct ElementView: View {
    /// The element to draw.
    let element: ScreenOutline.Element
    /// Where the element's events go.
    let observer: SettingsScreenObserver
    /// The colours, by role.
    @Environment(\.notificationSettingsPalette) private var palette

    var body: some View {
      content
        .accessibilityIdentifier(element.id)
    }

    @ViewBuilder private var content: some View {
      switch element {
      case .loading(let loading):
        LoadingRow(text: loading.text)
      case .banner(let banner):
        BannerLabel(banner: banner)
      case .sectionHeader(let heading):
        Text(heading.title)
          .foregroundStyle(palette.headerText)
          .accessibilityAddTraits(AccessibilityTraits(heading.traits))
      case .toggle(let row):
        ToggleRowView(row: row, observer: observer)
      case .learnMore(let learnMore):
        Text(learnMore.body)
          .foregroundStyle(palette.primaryText)
      case .bannerAction(let action), .action(let action), .link(let action, _),
        .close(let action):
        // One list row per action: several buttons in one row would all fire on a tap.
        ActionButton(action: action, observer: observer)
      }
    }
  }

  /// One notification type's switch: flipping it sends the row's event, nothing else.
  struct ToggleRowView: View {
    /// The row to draw.
    let row: ScreenModel.ToggleRow
    /// Where the row's event goes; observed for the switch's binding.
    @ObservedObject var observer: SettingsScreenObserver
    /// The colours, by role.
    @Environment(\.notificationSettingsPalette) private var palette

    var body: some View {
      // The binding only reads the model and sends the row's event (see the subscript).
      Toggle(isOn: $observer[isOn: row.type]) {
        VStack(alignment: .leading) {
          Text(row.label)
            .foregroundStyle(palette.primaryText)
          Text(row.hint)
            .font(.footnote)
            .foregroundStyle(palette.secondaryText)
          if row.isSaving || row.status != nil {
            HStack {
              if row.isSaving {
                ProgressView()
                  .controlSize(.small)
                  .tint(palette.secondaryText)
              }
              if let status = row.status {
                Text(status)
              }
            }
            .font(.footnote)
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
      .accessibilityLabel(row.label)
      // The value with the status ("On, Saving…"), as the model words it.
      .accessibilityValue(row.accessibilityValue)
      .accessibilityHint(row.hint)
    }
  }

  /// A banner's message (logged out, permission denied, failures); its actions are elements of
  /// their own, drawn after it in the same list section (on the banner's background, which the
  /// list sets for the whole section).
  struct BannerLabel: View {
    /// The banner to draw.
    let banner: ScreenModel.Banner
    /// The colours, by role.
    @Environment(\.notificationSettingsPalette) private var palette

    var body: some View {
      let colors = palette.banner(banner.kind)
      Label {
        Text(banner.message)
          .foregroundStyle(colors.text)
      } icon: {
        BannerIcon(banner: banner)
          .foregroundStyle(colors.icon)
      }
    }
  }

  /// The symbol of a banner, in the colour its kind gives it: an account's own symbol for the
  /// banners about the account (logged out, a temporary account), else the kind's.
  struct BannerIcon: View {
    /// The banner the symbol stands beside.
    let banner: ScreenModel.Banner

    var body: some View {
      Image(systemName: symbolName)
        // The message says what happened; the symbol adds nothing a screen reader should say.
        .accessibilityHidden(true)
    }

    private var symbolName: String {
      switch banner.subject {
      case .loggedOut: return "person.crop.circle"
      case .temporaryAccount: return "person.crop.circle.badge.exclamationmark"
      default: break
      }
      switch banner.kind {
      case .info: return "info.circle.fill"
      case .warning: return "exclamationmark.triangle.fill"
      case .error: return "xmark.octagon.fill"
      }
    }
  }

  /// A button or link from the model: its label, hint and traits, sending its event.
  struct ActionButton: View {
    /// The action to draw.
    let action: ScreenModel.Action
    /// Where the action's event goes.
    let observer: SettingsScreenObserver

    var body: some View {
      Button(action.label) {
        observer.send(action.event)
      }
      .accessibilityHint(action.hint)
      .accessibilityModelTraits(action.traits)
    }
  }

  /// The progress indicator shown while the wiki is read (or the account is logging out).
  struct LoadingRow: View {
    /// What the indicator says.
    let text: String
    /// The colours, by role.
    @Environment(\.notificationSettingsPalette) private var palette

    var body: some View {
      ProgressView {
        Text(text)
          .foregroundStyle(palette.primaryText)
      }
      .tint(palette.secondaryText)
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
    /// The colours, by role.
    @Environment(\.notificationSettingsPalette) private var palette

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(sheet.content) { element in
              ElementView(element: element, observer: observer)
            }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding()
        }
        .background(palette.cellBackground)
        .sheetBarBackground(palette.cellBackground)
        .navigationTitle(sheet.title)
        .toolbar {
          ToolbarItemGroup(placement: .confirmationAction) {
            ForEach(sheet.toolbar) { element in
              ElementView(element: element, observer: observer)
            }
          }
        }
      }
      .tint(palette.accent)
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
