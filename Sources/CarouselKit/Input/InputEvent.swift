/// Everything that can happen to the carousel from outside, each handled at an instant.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A click or a wheel turn.
    case mouse(MouseEvent)
    /// The viewport (or, given to a `Driver`, the whole screen) now has this size.
    case resize(Size)
    /// The terminal reported that it gained (`true`) or lost (`false`) focus.
    case focus(Bool)
    /// The program is being suspended (Ctrl-Z); `resumed` follows when it continues.
    case suspended
    /// The program continues after `suspended`.
    case resumed
    /// A feed, prepared for the state (``PreparedFeed``, made on any thread), takes the place of
    /// the one shown: sections that stay keep their page and the focus stays. With `isReload`
    /// it is the feed file read again (the status line says so, an overlay closes); without, it
    /// is the feed the session started with, whole or its first part, taking the place of a
    /// `Loading…` stand-in or of the part before: no message, and the help stays open.
    case feedLoaded(PreparedFeed, isReload: Bool)
    /// The feed file could not be reloaded; the old feed stays. The first problem is shown in the
    /// status line, and every one (`details`, one line each) in the overlay `e` opens.
    case reloadFailed(String, details: [String] = [])
    /// A source run the state started (`CarouselState.startSourceRun()`) ended.
    case sourceLoaded(SourceLoad)
    /// Pages an earlier session kept for a live section (the host's cache), with the time they
    /// were kept as the load's clock label: shown at once, marked `cached` on the title row, when
    /// the section has not loaded yet; its source still runs as usual and takes their place.
    /// The host sends these only for sources that may run (a command only with
    /// `--allow-commands`).
    case sourceCached(SourceLoad)
    /// The file of the section with this id changed on disk: it loads again through the queue.
    case sourceChanged(String)
    /// What became of a link the state asked to open (`Effect.openLink`): the status line says it.
    case linkOpened(LinkOutcome)
    /// The answer to `Effect.loadPicture`: the picture ready to draw, or why it cannot be.
    /// An answer to a request no longer awaited (the card's size or the mode changed) is dropped.
    case pictureLoaded(PictureRequest, PictureOutcome)
    /// The picture a page names as `name` changed on disk: cards showing it ask for it again,
    /// and show the old picture until the new one is ready.
    case pictureChanged(String)
}

/// What the core asks its caller to do after an event; the core itself does no I/O.
public enum Effect: Hashable, Sendable {
    /// End the session: restore the terminal and exit.
    case quit
    /// Read the feed file again and report back with `.feedLoaded` or `.reloadFailed`.
    case reloadFeed
    /// Run a live section's source (or read its file) and report back with `.sourceLoaded`,
    /// at once or when it ends.
    case runSource(SourceRun)
    /// End runs started with `runSource` that have not been reported back (their sources
    /// changed): kill what they run and never report them. An end reported all the same is ignored.
    case cancelSourceRuns([SourceRun])
    /// Open the link in the user's browser, detached from the terminal, and report back with
    /// `.linkOpened`, at once or when the opener fails soon after.
    case openLink(PageLink)
    /// Decode and scale a picture for a card, off the UI thread, and report back with
    /// `.pictureLoaded` (at once or later). Keys never wait for it.
    case loadPicture(PictureRequest)
}

/// What became of a link given to the outside to open.
public enum LinkOutcome: Hashable, Sendable {
    /// The browser (or `xdg-open`) was started with it.
    case opened(PageLink)
    /// It could not be opened, and why, in words for the status line (`xdg-open not found`).
    case failed(String)
}
