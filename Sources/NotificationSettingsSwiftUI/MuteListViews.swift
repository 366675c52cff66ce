#if canImport(SwiftUI)
  import NotificationSettings
  import SwiftUI

  /// A mute list's row in the "Muted" section: its name and where the list applies, its count
  /// trailing; it opens the list's own page in a sheet (so it opens the same way in a SwiftUI
  /// app's `NavigationStack` and in `NotificationSettingsViewController` on a UIKit stack).
  struct MuteListLink: View {
    /// The row to draw.
    let row: ScreenModel.MuteListRow
    /// Its roles: the label's and the scope's.
    let style: ElementStyle
    /// Where the page's events go.
    let observer: SettingsScreenObserver
    /// Whether the list's page is open.
    @State private var isOpen = false
    /// The colours and fonts, by role.
    @Environment(\.notificationSettingsTheme) private var theme

    var body: some View {
      let palette = theme.palette
      Button {
        isOpen = true
      } label: {
        HStack {
          VStack(alignment: .leading) {
            Text(row.label)
              .font(theme.font(style.text))
              .foregroundStyle(palette.primaryText)
            Text(row.scope)
              .font(theme.font(style.detail ?? style.text))
              .foregroundStyle(palette.secondaryText)
          }
          Spacer()
          Text(row.value)
            .font(theme.font(style.detail ?? style.text))
            .foregroundStyle(palette.secondaryText)
        }
      }
      // One element: the name, then the count and where the list applies as its value.
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(row.label))
      .accessibilityValue(Text(row.accessibilityValue))
      .accessibilityHint(row.hint)
      .accessibilityInputLabels(row.inputLabels.map { Text(verbatim: $0) })
      .accessibilityModelTraits(row.traits)
      .sheet(isPresented: $isOpen) {
        NavigationStack {
          MuteListPageView(kind: row.kind, observer: observer)
            .toolbar {
              ToolbarItemGroup(placement: .cancellationAction) {
                Button(row.page.close) { isOpen = false }
                  .keyboardShortcut(.cancelAction)
              }
            }
        }
        .tint(palette.accent)
        .notificationSettingsTheme(theme)
        .pageLanguage(observer.screen)
      }
    }
  }

  /// A mute list's own page: what a mute does, where the list applies, the entries (each
  /// removed by a swipe, or by its accessibility action), and a field adding a name. It reads
  /// the list from the store's current screen, so every change shows at once.
  struct MuteListPageView: View {
    /// Which list.
    let kind: MuteListKind
    /// The store's screen, and where the events go.
    @ObservedObject var observer: SettingsScreenObserver
    /// What the person is typing.
    @State private var name = ""
    /// The colours and fonts, by role.
    @Environment(\.notificationSettingsTheme) private var theme

    var body: some View {
      let palette = theme.palette
      let row = observer.screen.muted?.rows.first { $0.kind == kind }
      let page = row?.page
      List {
        if let page {
          Section {
            ForEach(page.entries) { row in
              MutedEntryView(row: row, observer: observer)
                .listRowBackground(palette.cellBackground)
            }
            if let empty = page.empty {
              Text(empty)
                .font(theme.font(.detail))
                .foregroundStyle(palette.secondaryText)
                .listRowBackground(palette.cellBackground)
            }
          } header: {
            VStack(alignment: .leading) {
              Text(page.explanation)
              Text(page.scope)
            }
            .font(theme.font(.detail))
            .foregroundStyle(palette.secondaryText)
            .textCase(nil)
          }
          Section {
            TextField(page.field.label, text: $name)
              .font(theme.font(.label))
              .foregroundStyle(palette.primaryText)
              .autocorrectionDisabled()
              .onSubmit(add)
              .listRowBackground(palette.cellBackground)
            let action = page.field.add(name)
            Button(action.label, action: add)
              .font(theme.font(.action))
              .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
              .accessibilityHint(action.hint)
              .accessibilityInputLabels(action.inputLabels.map { Text(verbatim: $0) })
              .listRowBackground(palette.cellBackground)
          }
        }
      }
      .scrollContentBackground(.hidden)
      .background(palette.pageBackground)
      .tint(palette.accent)
      // The page's title is its row's label.
      .navigationTitle(row?.label ?? "")
    }

    /// Sends the typed name; the field empties for the next one (the row shows it at once).
    private func add() {
      guard let page = observer.screen.muted?.rows.first(where: { $0.kind == kind })?.page,
        !name.trimmingCharacters(in: .whitespaces).isEmpty
      else { return }
      observer.send(page.field.add(name).event)
      name = ""
    }
  }

  /// One entry of a mute list: its name (and "Saving…" while its change travels); a swipe, or
  /// the accessibility action of the same name, unmutes it.
  struct MutedEntryView: View {
    /// The entry to draw.
    let row: ScreenModel.MutedEntryRow
    /// Where the entry's event goes.
    let observer: SettingsScreenObserver
    /// The colours and fonts, by role.
    @Environment(\.notificationSettingsTheme) private var theme

    var body: some View {
      let palette = theme.palette
      HStack {
        Text(row.name)
          .font(theme.font(.label))
          .foregroundStyle(palette.primaryText)
        Spacer()
        if let status = row.status {
          ProgressView()
          Text(status)
            .font(theme.font(.detail))
            .foregroundStyle(palette.secondaryText)
        }
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(row.name))
      .accessibilityValue(Text(row.accessibilityValue))
      .accessibilityHint(row.hint)
      .swipeActions {
        if let remove = row.remove {
          Button(role: .destructive) {
            observer.send(remove.event)
          } label: {
            Text(remove.label)
          }
        }
      }
      .accessibilityActions {
        if let remove = row.remove {
          Button(remove.label) { observer.send(remove.event) }
        }
      }
    }
  }
#endif
