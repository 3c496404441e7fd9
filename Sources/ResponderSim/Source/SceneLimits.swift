/// Bounds that keep any input from crashing or hanging the loader (documented in the README).
public enum SceneLimits {
    /// Diagnostics reported for one file; the rest are counted, not listed.
    public static let maxDiagnostics = 20
    /// Longest line, in bytes. Reading stops at a longer line, so an input without line
    /// breaks (`/dev/zero`) is refused after this many bytes.
    public static let maxLineLength = 65_536
    /// Most bytes read from one file, pipe or device (a loaded scene keeps a copy of what it
    /// read; this bounds the copy of an endless input).
    public static let maxFileBytes = 1 << 32
    /// Deepest nesting of blocks (a view nested 1,000 deep uses about 2,000).
    public static let maxNestingDepth = 4_096
    /// Most views in a scene, windows included.
    public static let maxViews = 1_000_000
    /// Most touch ids a script holds at once (down, or still referred to); the slot of a
    /// lifted finger serves the next id.
    public static let maxTouchIDs = 10_000_000
    /// Most steps after range lines are expanded.
    public static let maxSteps = 100_000_000
    /// Most moves one range line may expand to (`steps N`).
    public static let maxRangeSteps = 1_000_000
}
