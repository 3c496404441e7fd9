import ResponderSimCore

/// The longest pieces of a view's comment lines, so that every line an import writes stays
/// within the longest line a scene may have (65,536 bytes): a label's text, a class name and
/// the `# ignored:` list are shortened, ending in `…`, with a W-LONG warning. With a view
/// 999 levels deep (about 4,000 bytes of indentation) both comment lines stay below 50,000
/// bytes. The text's slug, and so the view's name, still come from the whole text.
enum CommentLimits {
    /// Bytes of a class name or base class in a view's comment.
    static let className = 4_096
    /// Bytes of the text in a view's comment (line feeds shown as `\n`).
    static let text = 32_768
    /// Bytes of the `# ignored:` list after its key.
    static let ignored = 32_768

    /// `text` as a comment shows it (line feeds as `\n`), cut to at most `limit` bytes at a
    /// character boundary and then ending in `…` when it is longer.
    static func shown(_ text: String, limit: Int) -> String {
        let shown = ImportedText.showingLineFeeds(text)
        guard shown.utf8.count > limit else { return shown }
        var bytes = 0
        var cut = shown.startIndex
        for index in shown.indices {
            let size = shown[index].utf8.count
            guard bytes + size <= limit else { break }
            bytes += size
            cut = shown.index(after: index)
        }
        return String(shown[..<cut]) + "…"
    }

    /// Whether ``shown(_:limit:)`` shortens `text`.
    static func isShortened(_ text: String, limit: Int) -> Bool {
        let count = text.utf8.count
        guard count > limit / 2 else { return false }
        return count > limit || ImportedText.showingLineFeeds(text).utf8.count > limit
    }
}
