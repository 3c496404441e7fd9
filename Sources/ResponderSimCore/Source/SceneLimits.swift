/// Bounds that keep any input from crashing or hanging the loader (documented in the README).
package enum SceneLimits {
    /// Diagnostics reported for one file; the rest are counted, not listed.
    package static let maxDiagnostics = 20
    /// Longest line, in bytes. Reading stops at a longer line, so an input without line
    /// breaks (`/dev/zero`) is refused after this many bytes.
    package static let maxLineLength = 65_536
    /// Most bytes read from one file, pipe or device (a loaded scene keeps a copy of what it
    /// read; this bounds the copy of an endless input).
    package static let maxFileBytes = 1 << 32
    /// Deepest nesting of blocks (a view nested 1,000 deep uses about 2,000).
    package static let maxNestingDepth = 4_096
    /// Most views in a scene, windows included.
    package static let maxViews = 1_000_000
    /// Most touch ids a script holds at once (down, or still referred to); the slot of a
    /// lifted finger serves the next id.
    package static let maxTouchIDs = 10_000_000
    /// Most steps after range lines are expanded.
    package static let maxSteps = 100_000_000
    /// Most moves one range line may expand to (`steps N`).
    package static let maxRangeSteps = 1_000_000
}
