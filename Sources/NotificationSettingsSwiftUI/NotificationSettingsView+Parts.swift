#if canImport(SwiftUI)
  import NotificationSettings
  import SwiftUI

  /// One notification type's switch: flipping it sends the row's event, nothing else.
  struct ToggleRowView: View {
    /// The row to draw.
    let row: ScreenModel.ToggleRow
    /// Where the row's event goes.
    let store: SettingsStore

    var body: some View {
      // The binding only reads the model and sends the model's event; the store decides what the
      // switch then shows (a refused flip simply keeps the old value). Binding's closures are
      // `@isolated(any) @Sendable`: the setter says it runs on the main actor, as the store does.
      Toggle(isOn: Binding(get: { row.isOn }, set: { @MainActor _ in store.send(row.event) })) {
        VStack(alignment: .leading) {
          Text(row.label)
          Text(row.hint)
            .font(.footnote)
            .foregroundStyle(.secondary)
          if row.isSaving || row.status != nil {
            HStack {
              if row.isSaving {
                ProgressView()
                  .controlSize(.small)
              }
              if let status = row.status {
                Text(status)
              }
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
          }
        }
      }
      // SwiftUI's Toggle already carries the toggle trait, and `.disabled` the "not enabled" one,
      // which is what the model's [.toggle] / [.toggle, .notEnabled] say.
      .disabled(!row.isEnabled)
      .accessibilityLabel(row.label)
      // The status ("Saving…") is spoken with the value, as the model asks; the model has no
      // combined string for it, so the two are joined here.
      .accessibilityValue(row.status.map { "\(row.value), \($0)" } ?? row.value)
      .accessibilityHint(row.hint)
      .accessibilityIdentifier(row.id)
    }
  }

  /// A banner (logged out, permission denied, failures) with the actions that resolve it.
  struct BannerSection: View {
    /// The banner to draw.
    let banner: ScreenModel.Banner
    /// Where the actions' events go.
    let store: SettingsStore

    var body: some View {
      Section {
        Label {
          Text(banner.message)
        } icon: {
          BannerIcon(kind: banner.kind)
        }
        .accessibilityIdentifier(banner.id)
        // One list row per action: several buttons in one row would all fire on a tap.
        ForEach(banner.actions) { action in
          ActionButton(action: action, store: store)
        }
      }
    }
  }

  /// The symbol of a banner's kind, in system colours that follow light and dark mode.
  struct BannerIcon: View {
    /// How serious the banner is.
    let kind: ScreenModel.Banner.Kind

    var body: some View {
      Group {
        switch kind {
        case .info:
          Image(systemName: "info.circle.fill")
            .foregroundStyle(.tint)
        case .warning:
          Image(systemName: "exclamationmark.triangle.fill")
            .symbolRenderingMode(.multicolor)
        case .error:
          Image(systemName: "xmark.octagon.fill")
            .symbolRenderingMode(.multicolor)
        }
      }
      // The message says what happened; the symbol adds nothing a screen reader should say.
      .accessibilityHidden(true)
    }
  }

  /// A button or link from the model: its label, hint, identifier and traits, sending its event.
  struct ActionButton: View {
    /// The action to draw.
    let action: ScreenModel.Action
    /// Where the action's event goes.
    let store: SettingsStore

    var body: some View {
      Button(action.label) {
        store.send(action.event)
      }
      .accessibilityHint(action.hint)
      .accessibilityIdentifier(action.id)
      .accessibilityModelTraits(action.traits)
    }
  }

  /// The progress indicator shown while the wiki is read (or the account is logging out).
  struct LoadingRow: View {
    /// What the indicator says, if anything.
    let text: String?

    var body: some View {
      ProgressView {
        if let text {
          Text(text)
        }
      }
      .frame(maxWidth: .infinity)
    }
  }

  /// "Learn more about notifications": the explanation, the help page link and a close button.
  struct LearnMoreView: View {
    /// The explanation to show.
    let learnMore: ScreenModel.LearnMore
    /// Where the link's and the close button's events go.
    let store: SettingsStore

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(alignment: .leading) {
            Text(learnMore.body)
            ActionButton(action: learnMore.link, store: store)
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding()
        }
        .navigationTitle(learnMore.title)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            ActionButton(action: learnMore.close, store: store)
          }
        }
      }
    }
  }
#endif
