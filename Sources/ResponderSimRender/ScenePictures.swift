import ResponderSimCore
import ResponderSimTeaching

/// The pictures a library user asks for: the `render` and `report` commands' output as text.
extension Scene {
    /// The scene as an SVG picture after every step at or before `time` (microseconds from the
    /// script's start), or after the whole script when `time` is nil; `named` views are labelled
    /// even when the tree is too large to label every view.
    public func svgPicture(at time: Microseconds? = nil, naming named: Set<ViewID> = []) -> String {
        Picture(RunRecording(scene: self), at: time, naming: named).svg
    }

    /// The scene's run as one self-contained HTML page: the picture, the trace and a step
    /// slider; `named` views are labelled even when the tree is too large to label every view.
    public func htmlReport(naming named: Set<ViewID> = []) -> String {
        RunRecording(scene: self).report(naming: named)
    }
}
