/// How long the replay buffer and terminal event of ``ObservableType/share(replay:scope:)`` are
/// kept.
public enum SubjectLifetimeScope: Sendable {
  /// Each connection to the source has its own replay buffer, and forgets it when it ends.
  ///
  /// The first subscriber connects; when the last one leaves, or the source terminates, the
  /// connection and its buffer are dropped. A later subscriber connects to the source anew and
  /// replays only what the new connection has produced. Connections never see each other's
  /// elements.
  case whileConnected

  /// One replay buffer and one terminal event are kept across every connection.
  ///
  /// When the last subscriber leaves, the source is disconnected but the buffer stays; the next
  /// subscriber replays it and reconnects. Once the source has terminated, later subscribers
  /// receive the buffer and the terminal event, and the source is not subscribed to again.
  case forever
}
