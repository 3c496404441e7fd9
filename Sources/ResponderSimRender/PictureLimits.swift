import ResponderSimCore
import ResponderSimTeaching

/// How much a picture or a report draws one by one before it summarises: past these sizes a
/// drawing cannot be read, and building it would cost time and memory for nothing.
package struct PictureLimits: Sendable, Hashable {
    /// Views drawn one by one. A tree with more is drawn in summary: the windows and the views
    /// on the touches' paths, and the picture says so.
    package var maxViews: Int
    /// Steps a report lets you step through (with their records and trees kept). A longer run
    /// is stepped through up to there, and the report says so; its totals, notices and
    /// touches in words still cover the whole run.
    package var maxSteps: Int
    /// Points kept per touch path: past this, every other move is dropped (the shape stays).
    package var maxPointsPerTrack: Int
    /// Different lines kept per touch of what its handlers printed.
    package var maxOutputsPerTrack: Int
    /// View rectangles the report draws over all the trees it keeps (each tree that a step
    /// changes is drawn again): it keeps fewer steps rather than draw more.
    package var maxTreeBoxes: Int

    /// The limits of `render` and `report`.
    package static let standard = PictureLimits(
        maxViews: 2_000, maxSteps: 2_000, maxPointsPerTrack: 4_000, maxOutputsPerTrack: 200, maxTreeBoxes: 50_000)

    /// Limits of your own (each at least 1).
    package init(maxViews: Int, maxSteps: Int, maxPointsPerTrack: Int, maxOutputsPerTrack: Int, maxTreeBoxes: Int) {
        self.maxViews = max(1, maxViews)
        self.maxSteps = max(1, maxSteps)
        self.maxPointsPerTrack = max(8, maxPointsPerTrack)
        self.maxOutputsPerTrack = max(1, maxOutputsPerTrack)
        self.maxTreeBoxes = max(1, maxTreeBoxes)
    }
}
