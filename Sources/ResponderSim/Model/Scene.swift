/// Index of a view (windows included) in ``Scene/views``.
public struct ViewID: Hashable, Comparable, Sendable {
    public var index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.index < rhs.index }
}

/// Index of a view controller in ``Scene/controllers``.
public struct ControllerID: Hashable, Comparable, Sendable {
    public var index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.index < rhs.index }
}

/// The view classes a scene may name: they set defaults (RULES H6), and controls track
/// touches (GESTURES.md §2.9).
public enum ViewClass: String, CaseIterable, Sendable {
    case uiView = "UIView"
    case uiLabel = "UILabel"
    case uiImageView = "UIImageView"
    case uiButton = "UIButton"
    case uiControl = "UIControl"
    case uiScrollView = "UIScrollView"
    case uiWindow = "UIWindow"

    /// Whether the class tracks touches as UIControl does (GESTURES.md §2.9).
    public var isControl: Bool { self == .uiButton || self == .uiControl }

    /// `userInteractionEnabled` for a fresh view of this class.
    public var defaultUserInteraction: Bool {
        switch self {
        case .uiLabel, .uiImageView: false
        default: true
        }
    }
}

/// `hit-test`: the default `hitTest`, or an override that returns nil instead of itself.
public enum HitTestMode: String, Sendable {
    case normal
    case passthrough
}

/// One node of the view tree: a view, or a window (a root).
public struct View: Sendable {
    public var name: String
    public var viewClass: ViewClass
    public var frame: Rect
    public var boundsOrigin: Point = .zero
    public var isHidden = false
    /// Kept as a 32-bit float, as `CALayer.opacity` keeps it (RULES H2).
    public var alpha: Float = 1
    public var userInteraction: Bool
    public var multipleTouch = false
    public var exclusiveTouch = false
    public var clips = false
    public var hitInsets: EdgeInsets = .zero
    public var hitTest: HitTestMode = .normal
    /// The effective handling (a behaviour's default unless `handles`/`passes-on` was written).
    public var handling: Handling = .none
    public var behavior: BehaviorSpec?
    /// The controller whose root view this is.
    public var controller: ControllerID?
    /// The superview; nil for a window.
    public var superview: ViewID?
    /// Back to front: the last is front-most.
    public var subviews: [ViewID] = []
    /// True for a window (a root of the tree).
    public var isWindow: Bool
    /// `level` of a window (ignored for views).
    public var level: Double = 0
    /// `transform:` (GESTURES.md H10); nil for none. Never on a window.
    public var transform: ViewTransform?
    /// `enabled` of a control (GESTURES.md U1, U2, U10); always true for other views.
    public var isEnabled = true
    /// `slop` of a control: points beyond its bounds that still count as inside (U3).
    public var slop: Double = 70
    /// The view's gesture recognizers, in order of addition (GESTURES.md §1.2).
    public var gestures: [RecognizerID] = []
    /// Where the view's name was written.
    public var location: SourceLocation

    public init(name: String, viewClass: ViewClass, frame: Rect, isWindow: Bool, location: SourceLocation) {
        self.name = name
        self.viewClass = viewClass
        self.frame = frame
        self.isWindow = isWindow
        self.userInteraction = viewClass.defaultUserInteraction
        self.location = location
    }

    /// Whether the view is a control: `class: UIControl` or `UIButton`, and not a window (a
    /// window is never a control, GESTURES.md §1.1).
    public var isControl: Bool { !isWindow && viewClass.isControl }

    /// The view's bounds: `(bounds-origin, frame size)`.
    public var bounds: Rect { Rect(boundsOrigin.x, boundsOrigin.y, frame.width, frame.height) }
}

/// A view controller: it sits in the chain between its root view and that view's superview.
public struct Controller: Sendable {
    public var name: String
    public var handling: Handling
    public var view: ViewID
    public var location: SourceLocation
    public init(name: String, handling: Handling, view: ViewID, location: SourceLocation) {
        self.name = name
        self.handling = handling
        self.view = view
        self.location = location
    }
}

/// The application object or the app delegate.
public struct AppResponder: Sendable {
    public var name: String
    public var handling: Handling
    public init(name: String, handling: Handling = .none) {
        self.name = name
        self.handling = handling
    }
}

/// What happens when a touch comes down while the device already has its limit of fingers.
public enum Overflow: String, Sendable {
    /// The new touch is withheld and every live touch is cancelled (iPhone, RULES L1).
    case cancelAll = "cancel-all"
    /// Only the new touch is withheld (iPad, RULES L2).
    case dropExtra = "drop-extra"
}

/// The device's touch limit (RULES L1, L2).
public struct Device: Hashable, Sendable {
    /// `iphone`, `ipad`, or nil for a custom block.
    public var name: String?
    public var touchLimit: Int
    public var overflow: Overflow
    public init(name: String?, touchLimit: Int, overflow: Overflow) {
        self.name = name
        self.touchLimit = touchLimit
        self.overflow = overflow
    }
    public static let iphone = Device(name: "iphone", touchLimit: 5, overflow: .cancelAll)
    public static let ipad = Device(name: "ipad", touchLimit: 11, overflow: .dropExtra)
}

/// Multi-tap recognition (RULES T1).
public struct TapSettings: Hashable, Sendable {
    /// Longest time from one tap's end to the next touch's began.
    public var interval: Microseconds = 350_000
    /// Longest distance between the two touches' began locations, in points.
    public var radius: Double = 40
    public init(interval: Microseconds = 350_000, radius: Double = 40) {
        self.interval = interval
        self.radius = radius
    }
}

/// A validated scene: the tree, the responders and the expanded script.
public struct Scene: Sendable {
    public var path: String
    public var title: String?
    public var notes: String?
    public var device: Device = .iphone
    public var tap = TapSettings()
    public var application = AppResponder(name: "UIApplication")
    public var delegate: AppResponder?
    /// Every view; windows included.
    public var views: [View] = []
    /// The windows in the order the scene lists them.
    public var windows: [ViewID] = []
    public var controllers: [Controller] = []
    /// Every gesture recognizer, in file order (GESTURES.md §1.2).
    public var recognizers: [GestureRecognizer] = []
    /// The script after range lines are expanded and merged, grouped into steps; a loaded
    /// scene reads its file again each time the script is played.
    public var script = ScriptSource()
    /// The `expect:` lines, or nil when the scene has none.
    public var expect: [String]?
    /// Where `expect:` was written.
    public var expectLocation: SourceLocation?

    public init(path: String) { self.path = path }

    /// The name of a recognizer.
    public func name(of recognizer: RecognizerID) -> String { recognizers[recognizer.index].name }

    /// The view with this name, if any.
    public func view(named name: String) -> ViewID? {
        views.firstIndex { $0.name == name }.map(ViewID.init)
    }
}
