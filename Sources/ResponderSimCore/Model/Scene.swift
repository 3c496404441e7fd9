/// Index of a view (windows included) in ``Scene/views``.
public struct ViewID: Hashable, Comparable, Sendable {
    /// The view's position in ``Scene/views``.
    public package(set) var index: Int
    package init(_ index: Int) { self.index = index }
    public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.index < rhs.index }
}

/// Index of a view controller in ``Scene/controllers``.
public struct ControllerID: Hashable, Comparable, Sendable {
    /// The controller's position in ``Scene/controllers``.
    package var index: Int
    package init(_ index: Int) { self.index = index }
    public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.index < rhs.index }
}

/// The view classes a scene may name: they set defaults (H6), and controls track
/// touches (U1–U13).
public enum ViewClass: String, CaseIterable, Sendable {
    case uiView = "UIView"
    case uiLabel = "UILabel"
    case uiImageView = "UIImageView"
    case uiButton = "UIButton"
    case uiControl = "UIControl"
    case uiScrollView = "UIScrollView"
    case uiWindow = "UIWindow"
    /// A control that can become first responder and takes typed keys (RF1, RF10, RK8).
    case uiTextField = "UITextField"
    /// A scroll view that can become first responder and takes typed keys (RF1, RK8).
    case uiTextView = "UITextView"
    /// Scroll views that label their content as a table or a collection (SV1).
    case uiTableView = "UITableView"
    case uiCollectionView = "UICollectionView"
    /// A row of a `UITableView`: a plain view to every rule but the list's selection (TS1).
    case uiTableViewCell = "UITableViewCell"
    /// An item of a `UICollectionView`: a plain view to every rule but the list's selection (TS1).
    case uiCollectionViewCell = "UICollectionViewCell"

    /// Whether the class tracks touches as UIControl does (U1–U13).
    package var isControl: Bool { self == .uiButton || self == .uiControl || self == .uiTextField }

    /// Whether a view of the class is a scroll view (SV1): a window never is, whatever its class.
    package func makesScrollView(isWindow: Bool) -> Bool {
        guard !isWindow else { return false }
        switch self {
        case .uiScrollView, .uiTableView, .uiCollectionView, .uiTextView: return true
        default: return false
        }
    }

    /// Whether the class is a list, a table or a collection view (TS1), whether or not it has cells.
    package var isList: Bool { self == .uiTableView || self == .uiCollectionView }

    /// For a cell class, the list class its superview must have (V60); nil for every other class.
    package var listClassOfCell: ViewClass? {
        switch self {
        case .uiTableViewCell: .uiTableView
        case .uiCollectionViewCell: .uiCollectionView
        default: nil
        }
    }

    /// Whether the class defaults `can-become-first-responder` and `text-input` to yes (RF1).
    package var isTextInputClass: Bool { self == .uiTextField || self == .uiTextView }

    /// `userInteractionEnabled` for a fresh view of this class.
    package var defaultUserInteraction: Bool {
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
    /// The view's name, unique among the scene's responders.
    public package(set) var name: String
    /// The view's class (`class:`): it sets defaults and whether the view is a control.
    public package(set) var viewClass: ViewClass
    /// The view's frame in its superview's coordinates (a window's: the screen's).
    public package(set) var frame: Rect
    // The plain keys' fields start empty: the initializer gives each the default the key
    // table declares (`ViewKey.declaration`), for the view's class.
    /// The bounds origin: the scroll offset of the view's subviews.
    package var boundsOrigin: Point = .zero
    /// Whether the view is hidden (UIKit's isHidden).
    package var isHidden = false
    /// Kept as a 32-bit float, as `CALayer.opacity` keeps it (H2).
    package var alpha: Float = 0
    /// Whether the view receives touches (UIKit's isUserInteractionEnabled).
    package var userInteraction = false
    /// Whether the view takes more than one touch at a time (UIKit's isMultipleTouchEnabled).
    package var multipleTouch = false
    /// Whether the view tracks touches exclusively in its window (UIKit's isExclusiveTouch).
    package var exclusiveTouch = false
    /// Whether the view clips to its bounds (clipsToBounds); drawing only, never hit testing.
    package var clips = false
    /// The insets of its `pointInside` override's area from the bounds (`hit-insets`).
    package var hitInsets: EdgeInsets = .zero
    /// Whether its `hitTest` is the default or the passthrough override (`hit-test`).
    package var hitTest: HitTestMode = .normal
    /// The effective handling (a behaviour's default unless `handles`/`passes-on` was written).
    package var handling: Handling = .none
    /// The built-in behaviour attached to the view, if any.
    package var behavior: BehaviorSpec?
    /// The controller whose root view this is.
    package var controller: ControllerID?
    /// The superview; nil for a window.
    public package(set) var superview: ViewID?
    /// Back to front: the last is front-most.
    public package(set) var subviews: [ViewID] = []
    /// True for a window (a root of the tree).
    public package(set) var isWindow: Bool
    /// `level` of a window (ignored for views).
    package var level: Double = 0
    /// `transform:` (H10); nil for none. Never on a window.
    package var transform: ViewTransform?
    /// `enabled` of a control (U1, U2, U10); always true for other views.
    package var isEnabled = false
    /// `slop` of a control: points beyond its bounds that still count as inside (U3; UIKit's
    /// 70 points unless the scene sets another).
    package var slop = 0.0
    /// `editable` of a `UITextView` (TI1); true for other views, which never read it.
    package var isEditable = true
    /// `selected` of a cell (TS8): whether its list shows it selected; false for other views.
    /// The engine keeps it current (TS5, `set`).
    package var isSelected = false
    /// The view's gesture recognizers, in order of addition (Scenes/README.md, Gesture recognizers).
    package var gestures: [RecognizerID] = []
    /// Where the view's name was written.
    package var location: SourceLocation
    /// What it declares for first-responder status, actions, presses, motion and remote control.
    package var traits = ResponderTraits()
    /// A scroll view's content, switches and built-in recognizers (SV1); nil for other views.
    package var scroll: ScrollSettings?

    /// A view of `viewClass` whose plain keys hold the key table's defaults for the class.
    package init(name: String, viewClass: ViewClass, frame: Rect, isWindow: Bool, location: SourceLocation) {
        let index = View.classes.firstIndex(of: viewClass).map { $0 * 2 + (isWindow ? 1 : 0) }
        if let index, index < View.freshViews.count {
            self = View.freshViews[index]
        } else {
            self.init(bare: viewClass, isWindow: isWindow)
            applyDefaults(except: [])
        }
        self.name = name
        self.frame = frame
        self.location = location
    }

    /// A view whose plain keys still hold their placeholders.
    private init(bare viewClass: ViewClass, isWindow: Bool) {
        name = ""
        self.viewClass = viewClass
        frame = Rect(0, 0, 0, 0)
        self.isWindow = isWindow
        location = SourceLocation(line: 0, column: 0)
    }

    private static let classes = ViewClass.allCases
    /// A fresh view of each class, a view and a window, at the key table's defaults: made once,
    /// so that a new view is one copy rather than a walk of the table.
    private static let freshViews: [View] = classes.flatMap { viewClass in
        [false, true].map { isWindow in
            var view = View(bare: viewClass, isWindow: isWindow)
            view.applyDefaults(except: [])
            return view
        }
    }

    /// Gives every plain key not in `written` UIKit's default for the view's class, as the
    /// key table declares it (``ViewKeyField/defaultValue``).
    package mutating func applyDefaults(except written: [ViewKey]) {
        for (key, field) in ViewKey.fields where !written.contains(key) {
            if let defaultValue = field.defaultValue, let change = field.change(defaultValue(viewClass, isWindow)) { apply(change) }
        }
    }

    /// Whether the view is a control: `class: UIControl` or `UIButton`, and not a window (a
    /// window is never a control, Scenes/README.md, Controls).
    package var isControl: Bool { !isWindow && viewClass.isControl }

    /// Whether the view is a scroll view: of a scroll-view class, and not a window (SV1).
    package var isScrollView: Bool { scroll != nil }

    /// The view's bounds: `(bounds-origin, frame size)`.
    public var bounds: Rect { Rect(boundsOrigin.x, boundsOrigin.y, frame.width, frame.height) }
}

/// A view controller: it sits in the chain between its root view and that view's superview.
package struct Controller: Sendable {
    /// The controller's name, unique among the scene's responders.
    package var name: String
    /// Which phases the controller handles or passes on.
    package var handling: Handling
    /// Its root view.
    package var view: ViewID
    /// Where the controller's name was written.
    package var location: SourceLocation
    /// What it declares for first-responder status, actions, presses, motion and remote control.
    package var traits = ResponderTraits()
    package init(name: String, handling: Handling, view: ViewID, location: SourceLocation) {
        self.name = name
        self.handling = handling
        self.view = view
        self.location = location
    }
}

/// The application object or the app delegate.
package struct AppResponder: Sendable {
    /// The name traces give it (`UIApplication`, `AppDelegate` by default).
    package var name: String
    /// Which phases it handles or passes on.
    package var handling: Handling
    /// What it declares for actions, presses, motion and remote control.
    package var traits = ResponderTraits()
    /// `receives-remote-control` of the application: `beginReceivingRemoteControlEvents()`
    /// was called (RM4).
    package var receivesRemoteControl = false
    package init(name: String, handling: Handling = .none) {
        self.name = name
        self.handling = handling
    }
}

/// What happens when a touch comes down while the device already has its limit of fingers.
package enum Overflow: String, Sendable {
    /// The new touch is withheld and every live touch is cancelled (iPhone, L1).
    case cancelAll = "cancel-all"
    /// Only the new touch is withheld (iPad, L2).
    case dropExtra = "drop-extra"
}

/// The device's touch limit (L1, L2).
package struct Device: Hashable, Sendable {
    /// `iphone`, `ipad`, or nil for a custom block.
    package var name: String?
    /// The most fingers that may be down at once.
    package var touchLimit: Int
    /// What happens to a touch that comes down beyond the limit.
    package var overflow: Overflow
    package init(name: String?, touchLimit: Int, overflow: Overflow) {
        self.name = name
        self.touchLimit = touchLimit
        self.overflow = overflow
    }
    /// An iPhone: 5 touches; one more is withheld and every live touch is cancelled.
    package static let iphone = Device(name: "iphone", touchLimit: 5, overflow: .cancelAll)
    /// An iPad: 11 touches; one more is withheld.
    package static let ipad = Device(name: "ipad", touchLimit: 11, overflow: .dropExtra)
}

/// Multi-tap recognition (T1).
package struct TapSettings: Hashable, Sendable {
    /// Longest time from one tap's end to the next touch's began.
    package var interval: Microseconds = 350_000
    /// Longest distance between the two touches' began locations, in points.
    package var radius: Double = 40
    package init(interval: Microseconds = 350_000, radius: Double = 40) {
        self.interval = interval
        self.radius = radius
    }
}

/// A validated scene: the tree, the responders and the expanded script.
public struct Scene: Sendable {
    /// The scene file's path, as given.
    public package(set) var path: String
    /// The `scene:` title, if any.
    public package(set) var title: String?
    /// The `notes:` text, if any.
    public package(set) var notes: String?
    /// The device, which sets the touch limit (`device:`).
    package var device: Device = .iphone
    /// The multi-tap settings that count a touch's `tapCount`.
    package var tap = TapSettings()
    /// The application object, always in the responder chain.
    package var application = AppResponder(name: "UIApplication")
    /// The app delegate; nil when the scene has none (it is then not a responder).
    package var delegate: AppResponder?
    /// Every view; windows included.
    public package(set) var views: [View] = []
    /// The windows in the order the scene lists them.
    public package(set) var windows: [ViewID] = []
    /// The key window at the start: the item with `key-window: yes`, else the first (RF8).
    package var keyWindow: ViewID?
    /// Every view controller, indexed by ``ControllerID``.
    package var controllers: [Controller] = []
    /// Every gesture recognizer, in file order (Scenes/README.md, Gesture recognizers).
    package var recognizers: [GestureRecognizer] = []
    /// The script after range lines are expanded and merged, grouped into steps; a loaded
    /// scene reads its file again each time the script is played.
    package var script = ScriptSource()
    /// Whether the script has a `set` of a recognizer's delegate answer (GD1–GD3).
    package var setsRecognizerAnswers = false
    /// The `expect:` lines, or nil when the scene has none.
    public package(set) var expect: [String]?
    /// Where `expect:` was written.
    package var expectLocation: SourceLocation?

    package init(path: String) { self.path = path }

    /// The name of a recognizer.
    public func name(of recognizer: RecognizerID) -> String { recognizers[recognizer.index].name }

    /// The view with this name, if any.
    public func view(named name: String) -> ViewID? {
        views.firstIndex { $0.name == name }.map(ViewID.init)
    }
}
