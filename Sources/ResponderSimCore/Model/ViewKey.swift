/// A key of a view or window block (Scenes/README.md, Views and windows and Controls), declared once with what
/// belongs to it: where it may be written, what its value must be, and whether a script `set`
/// may change it. The builder, the script reader, the outline and the guide's test read this table.
package enum ViewKey: String, CaseIterable, Sendable {
    case view
    case window
    case level
    case `class`
    case frame
    case boundsOrigin = "bounds-origin"
    case hidden
    case alpha
    case userInteraction = "user-interaction"
    case multipleTouch = "multiple-touch"
    case exclusiveTouch = "exclusive-touch"
    case clips
    case hitInsets = "hit-insets"
    case hitTest = "hit-test"
    case controller
    case handles
    case passesOn = "passes-on"
    case behavior
    case subviews
    case gestures
    case transform
    case enabled
    case slop

    /// Where a key may be written.
    package enum Placement: Sendable {
        /// On views and windows.
        case anywhere
        /// On views only (a window cannot have it).
        case viewsOnly
        /// On windows only.
        case windowsOnly
        /// On controls only (`class: UIControl` or `UIButton`; a window never is one, V8).
        case controlsOnly
    }

    /// The key as written in scene files.
    package var name: String { rawValue }

    /// Where the key may be written.
    package var placement: Placement {
        switch self {
        case .view, .controller, .transform: .viewsOnly
        case .window, .level: .windowsOnly
        case .enabled, .slop: .controlsOnly
        default: .anywhere
        }
    }

    /// Whether `set VIEW KEY VALUE` may change it (Scenes/README.md, The script).
    package var isSettable: Bool {
        switch self {
        case .view, .window, .level, .class, .controller, .subviews, .gestures, .transform: false
        default: true
        }
    }

    /// What its value must be, as "needs a value" messages say it.
    package var expectation: String {
        switch self {
        case .view, .window: "a name"
        case .class: "a class such as UIView or UILabel"
        case .frame: "[x, y, w, h]"
        case .boundsOrigin: "[x, y]"
        case .hidden, .userInteraction, .multipleTouch, .exclusiveTouch, .clips, .enabled: "yes or no"
        case .alpha: "a number from 0 to 1"
        case .hitInsets: "[top, left, bottom, right]"
        case .hitTest: "'normal' or 'passthrough'"
        case .controller: "a name, or a block with 'name' and 'handles'"
        case .handles, .passesOn: "'all' or a list of phases such as [began, ended]"
        case .behavior: "a behaviour name, or a block with 'name' and parameters"
        case .subviews: "a list of views"
        case .level: "a number"
        case .gestures: "a list of recognizers ('- tap: NAME' items)"
        case .transform: "a block with 'scale', 'rotate' or 'translate'"
        case .slop: "a number at least 0"
        }
    }

    /// The keys a view block takes, in the order suggestions consider them.
    package static let viewKeys: [ViewKey] = [
        .view, .class, .frame, .boundsOrigin, .hidden, .alpha, .userInteraction, .multipleTouch, .exclusiveTouch,
        .clips, .hitInsets, .hitTest, .controller, .handles, .passesOn, .behavior, .subviews, .gestures, .transform,
        .enabled, .slop,
    ]

    /// The keys a window block takes, in the order suggestions consider them.
    package static let windowKeys: [ViewKey] =
        [.window, .level] + viewKeys.filter { $0.placement == .anywhere }

    /// The keys `set` may change, in the order suggestions consider them.
    package static let settableKeys: [ViewKey] = viewKeys.filter(\.isSettable)
}
