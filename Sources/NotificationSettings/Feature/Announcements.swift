/// The announcements a screen reader has yet to speak (or has not confirmed heard), in order,
/// and the identifier the next one gets: the parent's own, changed only by named changes, as the
/// ``SettingsFeature/Wiki`` and the ``DeviceRecord`` are: the core says something with
/// `say(_:_:)`; a renderer reports what it posted (``AnnouncementChange``) with
/// ``SettingsFeature/Action/announcements(_:)``.
public struct Announcements: Equatable, Sendable {
  /// Not yet delivered by a renderer, oldest first: a renderer that learns whether speech
  /// finished keeps one here until it is heard (``SettingsFeature/Action/announcementDelivered(id:)``)
  /// or not (``SettingsFeature/Action/announcementNotHeard(id:)``, which marks it a repeat).
  public internal(set) var queued: [Announcement] = []
  /// The next announcement's identifier: its delivery names it, so a repeated message is
  /// still told apart.
  public internal(set) var nextID = 1

  /// Nothing to say yet.
  public init() {}

  /// Two queues are equal when they hold the same announcements (identifiers included): the
  /// next identifier is the queue's own bookkeeping, so that a whole state is compared by what
  /// it says, and no test sets a counter by hand.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.queued == rhs.queued }
}

/// What a renderer reports of the ``Announcements`` it posts.
public enum AnnouncementChange: Equatable, Sendable {
  /// A renderer posted the announcement `id` and waits to hear whether it was heard: never
  /// posted again but for one `notHeard`.
  case posted(id: Int)
  /// A renderer spoke the announcement `id`.
  case delivered(id: Int)
  /// No word will come of what was posted (the screen was left, the screen reader turned off):
  /// every posted announcement counts as delivered, so none is said again out of context.
  case postedDelivered
  /// A renderer posted the announcement `id` but the screen reader did not finish saying it
  /// (interrupted, or dropped while the person kept moving): it is posted once more, as a
  /// repeat; a repeat not heard either is dropped.
  case notHeard(id: Int)
}

extension Announcements {
  /// Queues `message`, spoken with `politeness`.
  mutating func say(_ message: Announcement.Message, _ politeness: Politeness) {
    queued.append(Announcement(id: nextID, message: message, politeness: politeness))
    nextID += 1
  }

  /// Queues each message, assertively, in order.
  mutating func sayEach(_ messages: [Announcement.Message]) {
    for message in messages { say(message, .assertive) }
  }

  /// Forgets what is queued (a request of its own, such as a typed token, starts afresh).
  mutating func clear() { queued = [] }

  /// Applies a renderer's report.
  mutating func apply(_ change: AnnouncementChange) {
    switch change {
    case .posted(let id):
      guard let index = queued.firstIndex(where: { $0.id == id }) else { return }
      queued[index].isPosted = true
    case .delivered(let id): queued.removeAll { $0.id == id }
    case .postedDelivered: queued.removeAll(where: \.isPosted)
    case .notHeard(let id):
      // Only a posted announcement can be unheard: a late or stray report changes nothing.
      guard let index = queued.firstIndex(where: { $0.id == id && $0.isPosted }) else { return }
      if queued[index].isRepeat {
        queued.remove(at: index)
      } else {
        queued[index].isRepeat = true
        queued[index].isPosted = false
      }
    }
  }
}

/// The queued announcements, oldest first, read as a collection (a renderer walks them).
extension Announcements: RandomAccessCollection {
  /// The first queued announcement's position.
  public var startIndex: Int { queued.startIndex }
  /// The position after the last queued announcement.
  public var endIndex: Int { queued.endIndex }
  /// The queued announcement at `position`.
  public subscript(position: Int) -> Announcement { queued[position] }
}
